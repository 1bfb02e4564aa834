/**
 * Features of the map server's datasets, built from the database: region boundaries, camera
 * devices (with the marker fields sbbh, sbmc, ssdw, szdq, sbzt), stores, warehouses, monitoring
 * areas, or inline GeoJSON stored with the dataset.
 */
import { type AppContext, cached } from '../context';
import type { Queryable } from '../db/adapter';

export interface Feature {
  type: 'Feature';
  id?: string | number;
  properties: Record<string, string | number | boolean | null>;
  geometry: { type: string; coordinates: unknown };
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  bbox?: number[];
  features: Feature[];
}

const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });

async function regionFeatures(q: Queryable, level: number): Promise<Feature[]> {
  const rows = await q.query<{ qhdm: string; qhmc: string; geojson: Feature['geometry'] }>(
    'select r.qhdm, r.qhmc, g.geojson from region r join region_geometry g on g.qhdm = r.qhdm where r.level = $1 order by r.qhdm',
    [level],
  );
  return rows.map((r) => ({
    type: 'Feature',
    id: r.qhdm,
    properties: { qhdm: r.qhdm, qhmc: r.qhmc },
    geometry: r.geojson,
  }));
}

async function cameraFeatures(q: Queryable): Promise<Feature[]> {
  const rows = await q.query<{
    code: string;
    name: string;
    type: number;
    status: number;
    lon: number;
    lat: number;
    qhmc: string | null;
    mdmc: string | null;
    ckmc: string | null;
  }>(
    'select code, name, type, status, lon, lat, qhmc, mdmc, ckmc from camera_device where lon is not null and lat is not null order by code',
  );
  return rows.map((r) => ({
    type: 'Feature',
    id: r.code,
    properties: {
      sbbh: r.code,
      sbmc: r.name,
      ssdw: r.ckmc ?? r.mdmc,
      szdq: r.qhmc,
      sbzt: r.status,
      sblx: r.type,
    },
    geometry: point(r.lon, r.lat),
  }));
}

async function ownerFeatures(q: Queryable, kind: 'mdmc' | 'ckmc'): Promise<Feature[]> {
  const where = kind === 'mdmc' ? 'ckmc is null and mdmc is not null' : 'ckmc is not null';
  const rows = await q.query<{
    name: string;
    qhdm: string | null;
    qhmc: string | null;
    enterprise: string | null;
    lon: number;
    lat: number;
    devices: number;
    online: number;
  }>(
    `select ${kind} as name, min(qhdm) as qhdm, min(qhmc) as qhmc, min(enterprise_name) as enterprise,
            avg(lon) as lon, avg(lat) as lat, count(*)::int as devices, count(*) filter (where status = 1)::int as online
       from camera_device where ${where} and lon is not null group by ${kind} order by ${kind}`,
  );
  return rows.map((r) => ({
    type: 'Feature',
    id: r.name,
    properties: {
      [kind]: r.name,
      qhdm: r.qhdm,
      qhmc: r.qhmc,
      enterpriseName: r.enterprise,
      devices: r.devices,
      online: r.online,
    },
    geometry: point(Math.round(r.lon * 1e6) / 1e6, Math.round(r.lat * 1e6) / 1e6),
  }));
}

async function areaFeatures(q: Queryable): Promise<Feature[]> {
  const rows = await q.query<{
    id: string;
    name: string;
    qhdm: string;
    qhmc: string;
    area_size: number;
    crop: string;
    boundary: Feature['geometry'];
  }>('select id, name, qhdm, qhmc, area_size, crop, boundary from monitor_area order by id');
  return rows.map((r) => ({
    type: 'Feature',
    id: r.id,
    properties: {
      areaId: r.id,
      name: r.name,
      qhdm: r.qhdm,
      qhmc: r.qhmc,
      areaSize: r.area_size,
      crop: r.crop,
    },
    geometry: r.boundary,
  }));
}

/** All features of a dataset, by its `source`. Region boundaries are cached until the next reset. */
export async function datasetFeatures(
  app: AppContext,
  attrs: { source?: string; geojson?: FeatureCollection },
): Promise<Feature[]> {
  const source = attrs.source ?? 'inline';
  if (source.startsWith('regions:')) {
    const level = Number(source.slice(8));
    return cached(app, `regions:${level}`, () => regionFeatures(app.db, level));
  }
  switch (source) {
    case 'cameras':
      return cameraFeatures(app.db);
    case 'stores':
      return ownerFeatures(app.db, 'mdmc');
    case 'warehouses':
      return ownerFeatures(app.db, 'ckmc');
    case 'areas':
      return areaFeatures(app.db);
    default:
      return attrs.geojson?.features ?? [];
  }
}

/** [west, south, east, north] of features, or null when there are none. */
export function featuresBounds(features: readonly Feature[]): [number, number, number, number] | null {
  let box: [number, number, number, number] | null = null;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') {
      const [x, y] = c as [number, number];
      if (!box) box = [x, y, x, y];
      else box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
    } else if (Array.isArray(c)) for (const k of c) visit(k);
  };
  for (const f of features) visit(f.geometry.coordinates);
  return box;
}
