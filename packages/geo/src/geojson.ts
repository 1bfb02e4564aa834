import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { GeoError } from './errors';

/**
 * Any GeoJSON object these transforms accept: a geometry, a Feature or a FeatureCollection
 * (features may have `geometry: null`).
 */
export type GeoJsonObject = Geometry | Feature<Geometry | null> | FeatureCollection<Geometry | null>;

/** Maps one x/y pair (longitude/latitude or easting/northing) to a new pair. */
export type XYMapper = (x: number, y: number) => [number, number];

function mapPosition(p: Position, fn: XYMapper): Position {
  const x = p[0];
  const y = p[1];
  if (typeof x !== 'number' || typeof y !== 'number') {
    throw new GeoError('INVALID_GEOJSON', 'GeoJSON 坐标格式错误：每个坐标至少需要两个数值', { position: p });
  }
  const out: Position = fn(x, y);
  // Keep altitude and any further ordinates untouched.
  for (let i = 2; i < p.length; i++) out.push(p[i] as number);
  return out;
}

function mapPositions(ps: Position[], fn: XYMapper): Position[] {
  return ps.map((p) => mapPosition(p, fn));
}

function withoutBbox<T extends { bbox?: unknown }>(obj: T): Omit<T, 'bbox'> {
  const { bbox: _stale, ...rest } = obj;
  return rest;
}

function mapGeometry(g: Geometry, fn: XYMapper): Geometry {
  switch (g.type) {
    case 'Point':
      return { ...withoutBbox(g), coordinates: mapPosition(g.coordinates, fn) };
    case 'MultiPoint':
    case 'LineString':
      return { ...withoutBbox(g), coordinates: mapPositions(g.coordinates, fn) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...withoutBbox(g), coordinates: g.coordinates.map((r) => mapPositions(r, fn)) };
    case 'MultiPolygon':
      return {
        ...withoutBbox(g),
        coordinates: g.coordinates.map((poly) => poly.map((r) => mapPositions(r, fn))),
      };
    case 'GeometryCollection':
      return { ...withoutBbox(g), geometries: g.geometries.map((c) => mapGeometry(c, fn)) };
    default:
      throw new GeoError(
        'INVALID_GEOJSON',
        `不支持的 GeoJSON 几何类型：${String((g as { type?: unknown }).type)}`,
        {
          type: (g as { type?: unknown }).type,
        },
      );
  }
}

/**
 * Returns a transformed copy of any GeoJSON object (geometry, Feature, FeatureCollection,
 * GeometryCollection): every position's first two ordinates go through `fn`, further ordinates
 * (altitude) are kept. The input is never mutated: every object and array on the way to a
 * coordinate is new; `properties` is copied shallowly; `bbox` members are dropped because they
 * would be stale in the new coordinate system. `null` geometries stay `null`.
 *
 * @throws {GeoError} `INVALID_GEOJSON` for an unknown `type` or a malformed position.
 * @example mapGeoJsonCoordinates(feature, (x, y) => [x + 1, y])
 */
export function mapGeoJsonCoordinates<T extends GeoJsonObject>(input: T, fn: XYMapper): T {
  const obj = input as GeoJsonObject;
  if (obj === null || typeof obj !== 'object') {
    throw new GeoError('INVALID_GEOJSON', '不是 GeoJSON 对象', { input });
  }
  switch (obj.type) {
    case 'FeatureCollection':
      return {
        ...withoutBbox(obj),
        features: obj.features.map((f) => mapGeoJsonCoordinates(f, fn)),
      } as GeoJsonObject as T;
    case 'Feature':
      return {
        ...withoutBbox(obj),
        properties: obj.properties === null ? null : { ...obj.properties },
        geometry: obj.geometry === null ? null : mapGeometry(obj.geometry, fn),
      } as GeoJsonObject as T;
    default:
      return mapGeometry(obj, fn) as GeoJsonObject as T;
  }
}
