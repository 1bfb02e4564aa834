/**
 * Renders a basemap style's background, fill and line layers into 256 px PNG tiles of the CGCS2000
 * geographic grid (`@agrimap/geo`'s matrix set `c`, EPSG:4490): the basemap for map engines that
 * draw geographic coordinates. Labels are left to the client. Plain scanline fill (even-odd, so
 * holes stay open) and square-pen lines, no anti-aliasing.
 */
import { geographicTileBounds, TILE_SIZE } from '@agrimap/geo';
import type { Feature } from './datasets';
import { encodePng } from './png';

/** One layer of a style as the renderer reads it. */
export interface RasterLayer {
  type: 'background' | 'fill' | 'line';
  /** Features of the layer's GeoJSON source (none for the background). */
  features: readonly Feature[];
  color: string;
  opacity: number;
  /** Line width in pixels. */
  width: number;
  minzoom: number;
  maxzoom: number;
}

type Ring = [number, number][];

function rgb(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function polygonsOf(geometry: Feature['geometry']): Ring[][] {
  const c = geometry.coordinates as unknown;
  if (geometry.type === 'Polygon') return [c as Ring[]];
  if (geometry.type === 'MultiPolygon') return c as Ring[][];
  return [];
}

function linesOf(geometry: Feature['geometry']): Ring[] {
  const c = geometry.coordinates as unknown;
  if (geometry.type === 'LineString') return [c as Ring];
  if (geometry.type === 'MultiLineString') return c as Ring[];
  return polygonsOf(geometry).flat();
}

function ringsBounds(rings: readonly Ring[]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < w) w = x;
      if (x > e) e = x;
      if (y < s) s = y;
      if (y > n) n = y;
    }
  return [w, s, e, n];
}

class Canvas {
  readonly px = new Uint8Array(TILE_SIZE * TILE_SIZE * 4);

  blend(x: number, y: number, c: [number, number, number], a: number): void {
    if (x < 0 || y < 0 || x >= TILE_SIZE || y >= TILE_SIZE) return;
    const i = (y * TILE_SIZE + x) * 4;
    const px = this.px;
    const da = (px[i + 3] as number) / 255;
    const oa = a + da * (1 - a);
    if (oa === 0) return;
    for (let k = 0; k < 3; k++)
      px[i + k] = Math.round(((c[k] as number) * a + (px[i + k] as number) * da * (1 - a)) / oa);
    px[i + 3] = Math.round(oa * 255);
  }
}

/**
 * Renders the tile at level `z`, row `row`, column `col` of the geographic grid; `null` when no
 * layer drew anything (the server answers 204).
 */
export function renderGeographicTile(
  layers: readonly RasterLayer[],
  z: number,
  row: number,
  col: number,
): Buffer | null {
  const [west, south, east, north] = geographicTileBounds(z, row, col);
  const scale = TILE_SIZE / (east - west);
  const toPx = (lon: number, lat: number): [number, number] => [(lon - west) * scale, (north - lat) * scale];
  const canvas = new Canvas();
  let drawn = false;
  const margin = 4 / scale;

  for (const layer of layers) {
    if (z < layer.minzoom || z >= layer.maxzoom) continue;
    const color = rgb(layer.color);
    if (!color || layer.opacity <= 0) continue;
    if (layer.type === 'background') {
      for (let y = 0; y < TILE_SIZE; y++)
        for (let x = 0; x < TILE_SIZE; x++) canvas.blend(x, y, color, layer.opacity);
      drawn = true;
      continue;
    }
    for (const feature of layer.features) {
      if (layer.type === 'fill') {
        for (const polygon of polygonsOf(feature.geometry)) {
          const [w, s, e, n] = ringsBounds(polygon);
          if (e < west || w > east || n < south || s > north) continue;
          drawn =
            fillPolygon(
              canvas,
              polygon.map((r) => r.map(([x, y]) => toPx(x, y))),
              color,
              layer.opacity,
            ) || drawn;
        }
      } else {
        for (const line of linesOf(feature.geometry)) {
          const [w, s, e, n] = ringsBounds([line]);
          if (e < west - margin || w > east + margin || n < south - margin || s > north + margin) continue;
          drawn =
            strokeLine(
              canvas,
              line.map(([x, y]) => toPx(x, y)),
              color,
              layer.opacity,
              layer.width,
            ) || drawn;
        }
      }
    }
  }
  return drawn ? encodePng(TILE_SIZE, TILE_SIZE, canvas.px) : null;
}

/** Even-odd scanline fill of one polygon (outer ring and holes) in pixel coordinates. */
function fillPolygon(
  canvas: Canvas,
  rings: [number, number][][],
  color: [number, number, number],
  a: number,
): boolean {
  let any = false;
  const xs: number[] = [];
  for (let y = 0; y < TILE_SIZE; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x1, y1] = ring[i] as [number, number];
        const [x2, y2] = ring[j] as [number, number];
        if (y1 <= cy === y2 <= cy) continue;
        xs.push(x1 + ((cy - y1) * (x2 - x1)) / (y2 - y1));
      }
    }
    if (xs.length < 2) continue;
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
      const to = Math.min(TILE_SIZE - 1, Math.floor((xs[k + 1] as number) - 0.5));
      for (let x = from; x <= to; x++) {
        canvas.blend(x, y, color, a);
        any = true;
      }
    }
  }
  return any;
}

/** A polyline drawn with a square pen of `width` pixels (at least one). */
function strokeLine(
  canvas: Canvas,
  points: [number, number][],
  color: [number, number, number],
  a: number,
  width: number,
): boolean {
  const half = Math.max(0, Math.round(width) - 1) / 2;
  const seen = new Set<number>();
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1] as [number, number];
    const [x2, y2] = points[i] as [number, number];
    const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) * 2));
    for (let s = 0; s <= steps; s++) {
      const x = x1 + ((x2 - x1) * s) / steps;
      const y = y1 + ((y2 - y1) * s) / steps;
      for (let px = Math.floor(x - half); px <= Math.floor(x + half); px++)
        for (let py = Math.floor(y - half); py <= Math.floor(y + half); py++) {
          if (px < 0 || py < 0 || px >= TILE_SIZE || py >= TILE_SIZE) continue;
          const key = py * TILE_SIZE + px;
          if (seen.has(key)) continue;
          seen.add(key);
          canvas.blend(px, py, color, a);
        }
    }
  }
  return seen.size > 0;
}
