/**
 * Mapbox Vector Tile (v2) encoding of GeoJSON features for one XYZ tile: Web Mercator projection,
 * polygon clipping to the tile (plus a buffer, Sutherland–Hodgman per ring), ring winding as the
 * spec requires (exterior positive area in tile coordinates), zig-zag delta command encoding.
 */
import { PbfWriter, zigzag } from './pbf';

export const EXTENT = 4096;
const BUFFER = 64;

type Pt = [number, number];
export type Properties = Record<string, string | number | boolean | null | undefined>;

export interface TileFeature {
  id?: number;
  geometry: { type: string; coordinates: unknown };
  properties: Properties;
  /** [minLon, minLat, maxLon, maxLat] of the feature, for quick rejection. */
  bbox: [number, number, number, number];
}

export interface TileLayer {
  name: string;
  features: readonly TileFeature[];
}

/** Lon/lat of the tile's corners: [west, south, east, north]. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lon = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

function project(z: number, x: number, y: number): (p: number[]) => Pt {
  const n = 2 ** z;
  return ([lon = 0, lat = 0]) => {
    const s = Math.sin((Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180);
    const wx = ((lon + 180) / 360) * n;
    const wy = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n;
    return [Math.round((wx - x) * EXTENT), Math.round((wy - y) * EXTENT)];
  };
}

/** Clips a closed ring to the square [lo, hi]² (Sutherland–Hodgman). */
function clipRing(ring: Pt[], lo: number, hi: number): Pt[] {
  let out = ring;
  const edges: [(p: Pt) => boolean, (a: Pt, b: Pt) => Pt][] = [
    [(p) => p[0] >= lo, (a, b) => [lo, a[1] + ((b[1] - a[1]) * (lo - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= hi, (a, b) => [hi, a[1] + ((b[1] - a[1]) * (hi - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= lo, (a, b) => [a[0] + ((b[0] - a[0]) * (lo - a[1])) / (b[1] - a[1]), lo]],
    [(p) => p[1] <= hi, (a, b) => [a[0] + ((b[0] - a[0]) * (hi - a[1])) / (b[1] - a[1]), hi]],
  ];
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i] as Pt;
      const prev = input[(i + input.length - 1) % input.length] as Pt;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cut(prev, cur));
    }
    if (out.length === 0) break;
  }
  return out.map(([a, b]) => [Math.round(a), Math.round(b)] as Pt);
}

const signedArea = (ring: Pt[]) => {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Pt;
    const [x2, y2] = ring[(i + 1) % ring.length] as Pt;
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
};

function dedupe(ring: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  while (
    out.length > 1 &&
    (out[0] as Pt)[0] === (out[out.length - 1] as Pt)[0] &&
    (out[0] as Pt)[1] === (out[out.length - 1] as Pt)[1]
  )
    out.pop();
  return out;
}

const command = (id: number, count: number) => (id & 0x7) | (count << 3);

/** Geometry commands of polygons (rings open, first point not repeated). */
function encodePolygons(polygons: Pt[][][]): number[] {
  const out: number[] = [];
  let cx = 0;
  let cy = 0;
  for (const polygon of polygons)
    for (const ring of polygon) {
      const [first, ...rest] = ring as [Pt, ...Pt[]];
      out.push(command(1, 1), zigzag(first[0] - cx), zigzag(first[1] - cy));
      cx = first[0];
      cy = first[1];
      out.push(command(2, rest.length));
      for (const [px, py] of rest) {
        out.push(zigzag(px - cx), zigzag(py - cy));
        cx = px;
        cy = py;
      }
      out.push(command(7, 1));
    }
  return out;
}

function polygonsOf(geometry: TileFeature['geometry']): number[][][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as number[][][]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as number[][][][];
  return [];
}

/** Encodes the features of each layer that fall into tile z/x/y; undefined when the tile is empty. */
export function encodeTile(
  layers: readonly TileLayer[],
  z: number,
  x: number,
  y: number,
): Buffer | undefined {
  const proj = project(z, x, y);
  const [w, s, e, n] = tileBounds(z, x, y);
  const padLon = ((e - w) * BUFFER) / EXTENT;
  const padLat = ((n - s) * BUFFER) / EXTENT;
  const tile = new PbfWriter();
  let any = false;
  for (const layer of layers) {
    const keys: string[] = [];
    const values: (string | number | boolean)[] = [];
    const keyIndex = new Map<string, number>();
    const valueIndex = new Map<string, number>();
    const encoded: { id?: number; type: number; tags: number[]; geometry: number[] }[] = [];
    for (const f of layer.features) {
      const [fw, fs, fe, fn] = f.bbox;
      if (fe < w - padLon || fw > e + padLon || fn < s - padLat || fs > n + padLat) continue;
      let type: number;
      let geometry: number[];
      if (f.geometry.type === 'Point') {
        const [px, py] = proj(f.geometry.coordinates as number[]);
        if (px < 0 || px >= EXTENT || py < 0 || py >= EXTENT) continue;
        type = 1;
        geometry = [command(1, 1), zigzag(px), zigzag(py)];
      } else {
        const polygons: Pt[][][] = [];
        for (const polygon of polygonsOf(f.geometry)) {
          const rings: Pt[][] = [];
          polygon.forEach((ring, i) => {
            const clipped = dedupe(clipRing(ring.map(proj), -BUFFER, EXTENT + BUFFER));
            if (clipped.length < 3 || signedArea(clipped) === 0) return;
            const exterior = i === 0;
            if (signedArea(clipped) > 0 !== exterior) clipped.reverse();
            if (exterior || rings.length > 0) rings.push(clipped);
          });
          if (rings.length > 0) polygons.push(rings);
        }
        if (polygons.length === 0) continue;
        type = 3;
        geometry = encodePolygons(polygons);
      }
      const tags: number[] = [];
      for (const [k, v] of Object.entries(f.properties)) {
        if (v === null || v === undefined) continue;
        let ki = keyIndex.get(k);
        if (ki === undefined) {
          ki = keys.push(k) - 1;
          keyIndex.set(k, ki);
        }
        const vk = `${typeof v}:${String(v)}`;
        let vi = valueIndex.get(vk);
        if (vi === undefined) {
          vi = values.push(v) - 1;
          valueIndex.set(vk, vi);
        }
        tags.push(ki, vi);
      }
      encoded.push({ ...(f.id !== undefined ? { id: f.id } : {}), type, tags, geometry });
    }
    if (encoded.length === 0) continue;
    any = true;
    tile.message(3, (l) => {
      l.uint(15, 2).string(1, layer.name);
      for (const f of encoded)
        l.message(2, (fw) => {
          if (f.id !== undefined) fw.uint(1, f.id);
          fw.packedUint(2, f.tags).uint(3, f.type).packedUint(4, f.geometry);
        });
      for (const k of keys) l.string(3, k);
      for (const v of values)
        l.message(4, (vw) => {
          if (typeof v === 'string') vw.string(1, v);
          else if (typeof v === 'boolean') vw.bool(7, v);
          else if (Number.isInteger(v)) v < 0 ? vw.sint(6, v) : vw.uint(5, v);
          else vw.double(3, v);
        });
      l.uint(5, EXTENT);
    });
  }
  return any ? tile.finish() : undefined;
}
