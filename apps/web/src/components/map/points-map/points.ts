import type { Feature, FeatureCollection, Geometry, Point } from 'geojson';
import { hasPosition, pointFeature } from '../controls/point_layer_control';
import type { MapPoint } from './types';

/** Whether `code` lies in the region `scope` (prefix match on administrative codes). */
export function inRegion(code: string | undefined, scope: string | undefined): boolean {
  if (!scope || !code) return true;
  return code.startsWith(scope);
}

/** The points shown: with a position, not in a hidden group, inside the region scope. */
export function visiblePoints<P extends MapPoint>(
  points: readonly P[],
  hiddenGroups: readonly string[] = [],
  regionCode?: string,
): P[] {
  const hidden = new Set(hiddenGroups);
  return points.filter(
    (p) =>
      hasPosition(p.lon, p.lat) &&
      !(p.group !== undefined && hidden.has(p.group)) &&
      inRegion(p.regionCode, regionCode),
  );
}

/** Points as GeoJSON; `properties.id` links back, `color`/`size` only when given. */
export function pointsToGeoJson(
  points: readonly MapPoint[],
): FeatureCollection<Point, Record<string, unknown>> {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => {
      const properties: Record<string, unknown> = { id: p.id, label: p.label ?? '' };
      if (p.color) properties.color = p.color;
      if (typeof p.size === 'number' && Number.isFinite(p.size)) properties.size = p.size;
      if (p.group !== undefined) properties.group = p.group;
      return pointFeature(p.lon, p.lat, properties);
    }),
  };
}

/** [[west, south], [east, north]] of the points, or null without any. */
export function boundsOfPoints(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let w = Number.POSITIVE_INFINITY;
  let s = Number.POSITIVE_INFINITY;
  let e = Number.NEGATIVE_INFINITY;
  let n = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

/** The bounds of any GeoJSON's coordinates, or null when it has none. */
export function boundsOfGeoJson(
  shape: Geometry | Feature | FeatureCollection,
): [[number, number], [number, number]] | null {
  const corners: MapPoint[] = [];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number' && typeof c[1] === 'number') {
      corners.push({ id: '', lon: c[0], lat: c[1] });
      return;
    }
    for (const x of c) walk(x);
  };
  const visit = (g: Geometry | null): void => {
    if (!g) return;
    if (g.type === 'GeometryCollection') g.geometries.forEach(visit);
    else walk(g.coordinates);
  };
  if (shape.type === 'FeatureCollection') for (const f of shape.features) visit(f.geometry);
  else if (shape.type === 'Feature') visit(shape.geometry);
  else visit(shape);
  return boundsOfPoints(corners);
}

/** Radii from 6 to 22 px by the square root of `value` relative to `max` (area ∝ value). */
export function sizeByValue(value: number, max: number, min = 6, maxSize = 22): number {
  if (!(max > 0) || !(value > 0)) return min;
  return Math.round((min + (maxSize - min) * Math.sqrt(Math.min(value, max) / max)) * 10) / 10;
}
