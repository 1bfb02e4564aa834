/**
 * The administrative regions of Hunan with a bounding box each.
 *
 * How extents are derived (see README):
 * - counties with a boundary polygon (122 of 134): the polygon's extent;
 * - cities: the city outline's extent, widened to cover its counties; the province: its cities;
 * - county-level units without a polygon (development zones and management areas, created after
 *   the boundary data was drawn): a box centred on a deterministic point inside the city's first
 *   urban district, sized by the number of townships;
 * - townships (no polygons exist): the county's extent is cut into a k×k grid; the cells whose
 *   centre lies inside the county polygon are taken in serpentine order and spread evenly over
 *   the townships (code order), so each township gets one cell;
 * - villages: the township's cell is cut the same way (no polygon test) into one cell per village.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Bbox,
  bboxOf,
  type PolygonGeometry,
  planarArea,
  pointInGeometry,
  round6,
  unionBbox,
} from '../util/geo';
import { Prng } from '../util/prng';

export const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed');

export type RegionLevel = 'province' | 'city' | 'county' | 'township' | 'village';
export const LEVELS: readonly RegionLevel[] = ['province', 'city', 'county', 'township', 'village'];

export interface RegionRow {
  qhdm: string;
  qhmc: string;
  sjqhdm: string | null;
  level: number; // 1 province … 5 village
  fullName: string;
  hasChildren: boolean;
  bbox: Bbox | null;
}

export interface RegionSeed {
  regions: RegionRow[];
  /** Boundary geometries by region code (province, cities, counties). */
  geometries: Map<string, PolygonGeometry>;
  chinaOutline: {
    type: 'Feature';
    id: string;
    properties: Record<string, unknown>;
    geometry: PolygonGeometry;
  };
}

export function levelOfCode(code: string): number {
  switch (code.length) {
    case 2:
      return 1;
    case 4:
      return 2;
    case 6:
      return 3;
    case 9:
      return 4;
    case 12:
      return 5;
    default:
      throw new RangeError(`region code of unexpected length: ${code}`);
  }
}

export function parentOfCode(code: string): string | null {
  switch (code.length) {
    case 2:
      return null;
    case 4:
      return code.slice(0, 2);
    case 6:
      return code.slice(0, 4);
    case 9:
      return code.slice(0, 6);
    default:
      return code.slice(0, 9);
  }
}

/** Cuts a box into a k×k grid and returns the cells in serpentine order (rows south to north). */
function gridCells(box: Bbox, k: number): Bbox[] {
  const [x0, y0, x1, y1] = box;
  const dx = (x1 - x0) / k;
  const dy = (y1 - y0) / k;
  const cells: Bbox[] = [];
  for (let row = 0; row < k; row++) {
    for (let c = 0; c < k; c++) {
      const col = row % 2 === 0 ? c : k - 1 - c;
      cells.push([x0 + col * dx, y0 + row * dy, x0 + (col + 1) * dx, y0 + (row + 1) * dy]);
    }
  }
  return cells;
}

/** One cell per child, spread over the parent (inside its polygon when it has one). */
export function childCells(parent: Bbox, n: number, polygon?: PolygonGeometry): Bbox[] {
  if (n === 0) return [];
  if (!polygon) {
    const k = Math.ceil(Math.sqrt(n));
    return gridCells(parent, k).slice(0, n);
  }
  const fill = Math.max(0.05, planarArea(polygon) / ((parent[2] - parent[0]) * (parent[3] - parent[1])));
  for (let k = Math.ceil(Math.sqrt(n / fill)); k < 400; k++) {
    const inside = gridCells(parent, k).filter((c) =>
      pointInGeometry([(c[0] + c[2]) / 2, (c[1] + c[3]) / 2], polygon),
    );
    if (inside.length >= n)
      return Array.from({ length: n }, (_, i) => inside[Math.floor((i * inside.length) / n)] as Bbox);
  }
  return gridCells(parent, Math.ceil(Math.sqrt(n))).slice(0, n);
}

/** A deterministic point inside a geometry (rejection sampling in its extent). */
export function pointInside(g: PolygonGeometry, prng: Prng): [number, number] {
  const box = bboxOf(g);
  for (let i = 0; i < 500; i++) {
    const p: [number, number] = [prng.float(box[0], box[2]), prng.float(box[1], box[3])];
    if (pointInGeometry(p, g)) return p;
  }
  return [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
}

let cached: RegionSeed | undefined;

export function loadRegionSeed(): RegionSeed {
  if (cached) return cached;
  const lines = readFileSync(path.join(SEED_DIR, 'hunan-regions.tsv'), 'utf8').split('\n');
  const names = new Map<string, string>();
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    names.set(line.slice(0, tab), line.slice(tab + 1));
  }
  // The seed file's shape, as the repository ships it (JSON.parse answers `any`).
  const collection: {
    features: { properties: { qhdm: string; level: 'city' | 'county' }; geometry: PolygonGeometry }[];
  } = JSON.parse(readFileSync(path.join(SEED_DIR, 'hunan-boundaries.geojson'), 'utf8'));
  const boundaries = {
    cities: {} as Record<string, PolygonGeometry>,
    counties: {} as Record<string, PolygonGeometry>,
  };
  for (const f of collection.features)
    boundaries[f.properties.level === 'city' ? 'cities' : 'counties'][f.properties.qhdm] = f.geometry;
  const chinaOutline = JSON.parse(
    readFileSync(path.join(SEED_DIR, 'china-outline.geojson'), 'utf8'),
  ) as RegionSeed['chinaOutline'];

  const codes = [...names.keys()].sort();
  const children = new Map<string, string[]>();
  for (const code of codes) {
    const parent = parentOfCode(code);
    if (parent === null) continue;
    if (!names.has(parent)) throw new Error(`region ${code} has no parent ${parent}`);
    const list = children.get(parent) ?? [];
    list.push(code);
    children.set(parent, list);
  }

  const bbox = new Map<string, Bbox>();
  const geometries = new Map<string, PolygonGeometry>();
  for (const [code, g] of Object.entries(boundaries.counties)) {
    geometries.set(code, g);
    bbox.set(code, bboxOf(g));
  }
  const cities = children.get('43') ?? [];
  for (const city of cities) {
    const g = boundaries.cities[city];
    if (g) geometries.set(city, g);
    const counties = (children.get(city) ?? []).map((c) => bbox.get(c)).filter((b): b is Bbox => !!b);
    const box = unionBbox([...(g ? [bboxOf(g)] : []), ...counties]);
    if (!box) throw new Error(`no extent for city ${city}`);
    bbox.set(city, box);
  }
  const province = unionBbox(cities.map((c) => bbox.get(c) as Bbox)) as Bbox;
  bbox.set('43', province);
  geometries.set('43', {
    type: 'MultiPolygon',
    coordinates: cities.flatMap((c) => {
      const g = geometries.get(c);
      if (!g) return [];
      return g.type === 'Polygon'
        ? [g.coordinates as [number, number][][]]
        : (g.coordinates as [number, number][][][]);
    }),
  });

  // County-level units without a polygon: near the city's first urban district.
  for (const city of cities) {
    for (const county of children.get(city) ?? []) {
      if (bbox.has(county)) continue;
      const districts = (children.get(city) ?? []).filter((c) => geometries.has(c));
      const anchor = geometries.get(
        districts.find((c) => (names.get(c) ?? '').endsWith('区')) ?? districts[0] ?? '',
      );
      const prng = new Prng(`zone:${county}`);
      const [lon, lat] = anchor
        ? pointInside(anchor, prng)
        : [(province[0] + province[2]) / 2, (province[1] + province[3]) / 2];
      const half = Math.min(0.12, 0.025 * Math.sqrt(Math.max(1, (children.get(county) ?? []).length)));
      bbox.set(county, [lon - half, lat - half * 0.9, lon + half, lat + half * 0.9]);
    }
  }

  // Townships and villages: grid cells of the parent's extent.
  for (const code of codes) {
    if (code.length !== 6) continue;
    const townships = children.get(code) ?? [];
    const cells = childCells(bbox.get(code) as Bbox, townships.length, geometries.get(code));
    townships.forEach((t, i) => {
      const cell = cells[i] as Bbox;
      bbox.set(t, cell);
      const villages = children.get(t) ?? [];
      for (const [j, v] of childCells(cell, villages.length).entries()) bbox.set(villages[j] as string, v);
    });
  }

  const fullNames = new Map<string, string>();
  const regions: RegionRow[] = codes.map((code) => {
    const parent = parentOfCode(code);
    const name = names.get(code) as string;
    const fullName = `${parent ? (fullNames.get(parent) ?? '') : ''}${name}`;
    fullNames.set(code, fullName);
    const box = bbox.get(code);
    return {
      qhdm: code,
      qhmc: name,
      sjqhdm: parent,
      level: levelOfCode(code),
      fullName,
      hasChildren: (children.get(code) ?? []).length > 0,
      bbox: box ? (box.map(round6) as Bbox) : null,
    };
  });
  cached = { regions, geometries, chinaOutline };
  return cached;
}
