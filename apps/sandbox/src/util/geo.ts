/** Small planar geometry helpers on GeoJSON (multi)polygons in degrees. */

export type Position = [number, number];
export type Ring = Position[];
export interface PolygonGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: Ring[] | Ring[][];
}
/** [minLon, minLat, maxLon, maxLat] */
export type Bbox = [number, number, number, number];

export function polygonsOf(g: PolygonGeometry): Ring[][] {
  return g.type === 'Polygon' ? [g.coordinates as Ring[]] : (g.coordinates as Ring[][]);
}

export function bboxOf(g: PolygonGeometry): Bbox {
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygonsOf(g))
    for (const [lon, lat] of polygon[0] ?? []) {
      if (lon < box[0]) box[0] = lon;
      if (lat < box[1]) box[1] = lat;
      if (lon > box[2]) box[2] = lon;
      if (lat > box[3]) box[3] = lat;
    }
  return box;
}

export function unionBbox(boxes: readonly Bbox[]): Bbox | undefined {
  if (boxes.length === 0) return undefined;
  const out: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    out[0] = Math.min(out[0], b[0]);
    out[1] = Math.min(out[1], b[1]);
    out[2] = Math.max(out[2], b[2]);
    out[3] = Math.max(out[3], b[3]);
  }
  return out;
}

function inRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon test honouring holes. */
export function pointInGeometry(p: Position, g: PolygonGeometry): boolean {
  for (const polygon of polygonsOf(g)) {
    const [outer, ...holes] = polygon;
    if (outer && inRing(p, outer) && !holes.some((h) => inRing(p, h))) return true;
  }
  return false;
}

/** Planar area in square degrees (for ratios only). */
export function planarArea(g: PolygonGeometry): number {
  let total = 0;
  for (const polygon of polygonsOf(g))
    for (const [i, ring] of polygon.entries()) {
      let a = 0;
      for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
        const [xk, yk] = ring[k] as Position;
        const [xj, yj] = ring[j] as Position;
        a += (xj + xk) * (yj - yk);
      }
      total += (i === 0 ? 1 : -1) * Math.abs(a / 2);
    }
  return total;
}

export const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
export const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

export function bboxIntersects(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}
