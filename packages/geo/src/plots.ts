import { intersect as turfIntersect } from '@turf/intersect';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { measureArea } from './measure';

/**
 * Plot (地块) geometry: area in 亩 and m², validity (closed rings, no self-intersection) and the
 * overlap between two plots. One implementation for the page (checks while drawing and before an
 * import) and the server (checks on every save). Coordinates are WGS84 `[lon, lat]`; the
 * intersection tests are planar in degrees, exact enough for field-sized polygons; areas are
 * turf's spherical areas (see `measureArea`).
 */

/** A plot's boundary. */
export type PlotGeometry = Polygon | MultiPolygon;

/** Square metres in one 亩 (10000/15 = 666.67 m²). */
export const MU_SQUARE_METRES = 10000 / 15;

/** Plots of one owner may overlap by at most this share of the smaller plot's area. */
export const PLOT_MAX_OVERLAP_RATIO = 0.01;

/** Messages of plot validation (Simplified Chinese, shown as they are). */
export const PLOT_GEOMETRY_MESSAGES = {
  notPolygon: '地块边界必须是多边形',
  coordinate: '地块边界的坐标无效',
  tooFewPoints: '地块边界至少需要三个不同的点',
  selfIntersection: '地块边界不能自相交',
  zeroArea: '地块面积不能为 0',
} as const;

/** Longitude and latitude bounds of China in degrees: the contract's bounds of every position. */
export const CHINA_BOUNDS = { west: 73, east: 136, south: 3, north: 54 } as const;

/** Whether every position of a plot geometry lies within China's bounds (CHINA_BOUNDS). */
export function withinChina(geometry: PlotGeometry): boolean {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  return rings.every((ring) =>
    ring.every(
      ([lon, lat]) =>
        (lon as number) >= CHINA_BOUNDS.west &&
        (lon as number) <= CHINA_BOUNDS.east &&
        (lat as number) >= CHINA_BOUNDS.south &&
        (lat as number) <= CHINA_BOUNDS.north,
    ),
  );
}

/** Why a geometry is not a valid plot. */
export type PlotGeometryProblem = keyof typeof PLOT_GEOMETRY_MESSAGES;

/** Converts square metres to 亩. */
export function squareMetresToMu(squareMetres: number): number {
  return squareMetres / MU_SQUARE_METRES;
}

/** Rounds to 2 decimals (display and storage of areas). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Area of a plot in m² and 亩 (unrounded). */
export function plotArea(geometry: PlotGeometry): { squareMetres: number; mu: number } {
  const squareMetres = measureArea(geometry).value;
  return { squareMetres, mu: squareMetresToMu(squareMetres) };
}

type XY = [number, number];

function polygonsOf(g: PlotGeometry): Position[][][] {
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A ring without its closing position and without repeated consecutive positions. */
function openRing(ring: readonly Position[]): XY[] {
  const out: XY[] = [];
  for (const p of ring) {
    const xy: XY = [p[0] as number, p[1] as number];
    const last = out[out.length - 1];
    if (!last || last[0] !== xy[0] || last[1] !== xy[1]) out.push(xy);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

const cross = (o: XY, a: XY, b: XY) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const sign = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);
const onSegment = (p: XY, a: XY, b: XY) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Where segments ab and cd meet (a point of contact for touching or collinear ones), or null. */
function segmentContact(a: XY, b: XY, c: XY, d: XY): XY | null {
  const d1 = sign(cross(c, d, a));
  const d2 = sign(cross(c, d, b));
  const d3 = sign(cross(a, b, c));
  const d4 = sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) {
    const t = cross(c, d, a) / (cross(c, d, a) - cross(c, d, b));
    return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  }
  if (d1 === 0 && onSegment(a, c, d)) return a;
  if (d2 === 0 && onSegment(b, c, d)) return b;
  if (d3 === 0 && onSegment(c, a, b)) return c;
  if (d4 === 0 && onSegment(d, a, b)) return d;
  return null;
}

interface Segment {
  a: XY;
  b: XY;
  ring: number;
  index: number;
  ringSize: number;
}

/**
 * The points where a plot's boundary crosses or touches itself: two non-adjacent edges of a ring
 * meeting, or two rings (outer and holes, or the parts of a multipolygon) meeting. Empty for a
 * valid boundary. Positions must be finite numbers (see `plotGeometryProblem`).
 */
export function selfIntersections(geometry: PlotGeometry): XY[] {
  const segments: Segment[] = [];
  let ringNo = 0;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      const pts = openRing(ring);
      for (let i = 0; i < pts.length; i++) {
        segments.push({
          a: pts[i] as XY,
          b: pts[(i + 1) % pts.length] as XY,
          ring: ringNo,
          index: i,
          ringSize: pts.length,
        });
      }
      ringNo++;
    }
  }
  // Sweep on the x extent: only segments whose x ranges overlap are compared.
  const byMinX = [...segments].sort((s, t) => Math.min(s.a[0], s.b[0]) - Math.min(t.a[0], t.b[0]));
  const found: XY[] = [];
  for (let i = 0; i < byMinX.length; i++) {
    const s = byMinX[i] as Segment;
    const sMax = Math.max(s.a[0], s.b[0]);
    for (let j = i + 1; j < byMinX.length; j++) {
      const t = byMinX[j] as Segment;
      if (Math.min(t.a[0], t.b[0]) > sMax) break;
      if (s.ring === t.ring) {
        const gap = Math.abs(s.index - t.index);
        if (gap === 1 || gap === s.ringSize - 1) {
          // Neighbours share one vertex; they are wrong only when they fold back over each other.
          const shared = same(s.b, t.a) || same(s.b, t.b) ? s.b : s.a;
          const sOther = shared === s.b ? s.a : s.b;
          const tOther = same(t.a, shared) ? t.b : t.a;
          if (cross(shared, sOther, tOther) === 0 && dot(shared, sOther, tOther) > 0) found.push(shared);
          continue;
        }
      }
      const p = segmentContact(s.a, s.b, t.a, t.b);
      if (p) found.push(p);
    }
  }
  return found;
}

const same = (p: XY, q: XY) => p[0] === q[0] && p[1] === q[1];
const dot = (o: XY, a: XY, b: XY) => (a[0] - o[0]) * (b[0] - o[0]) + (a[1] - o[1]) * (b[1] - o[1]);

/**
 * What is wrong with a plot boundary, or null when it is valid: not a (multi)polygon, invalid
 * coordinates, a ring of fewer than three distinct positions, a self-intersection, or no area.
 * `PLOT_GEOMETRY_MESSAGES[problem]` is the message to show.
 */
export function plotGeometryProblem(geometry: unknown): PlotGeometryProblem | null {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon') || !Array.isArray(g.coordinates)) {
    return 'notPolygon';
  }
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as unknown[];
  if (polygons.length === 0) return 'tooFewPoints';
  for (const polygon of polygons) {
    if (!Array.isArray(polygon) || polygon.length === 0) return 'tooFewPoints';
    for (const ring of polygon as unknown[]) {
      if (!Array.isArray(ring)) return 'coordinate';
      for (const p of ring as unknown[]) {
        if (
          !Array.isArray(p) ||
          !isNum(p[0]) ||
          !isNum(p[1]) ||
          Math.abs(p[1]) > 90 ||
          Math.abs(p[0]) > 180
        ) {
          return 'coordinate';
        }
      }
      if (openRing(ring as Position[]).length < 3) return 'tooFewPoints';
    }
  }
  const valid = g as PlotGeometry;
  if (selfIntersections(valid).length > 0) return 'selfIntersection';
  if (plotArea(closed(valid)).squareMetres <= 0) return 'zeroArea';
  return null;
}

/** The geometry with every ring closed (first position repeated last) and repeats removed. */
export function closed(geometry: PlotGeometry): PlotGeometry {
  const ring = (r: readonly Position[]): Position[] => {
    const pts: Position[] = openRing(r);
    const first = pts[0];
    return first ? [...pts, [first[0] as number, first[1] as number]] : pts;
  };
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => p.map(ring)) };
}

/** `[minLon, minLat, maxLon, maxLat]` of a plot. */
export function plotBbox(geometry: PlotGeometry): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygonsOf(geometry))
    for (const p of polygon[0] ?? []) {
      const x = p[0] as number;
      const y = p[1] as number;
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  return box;
}

const feature = (g: PlotGeometry): Feature<PlotGeometry> => ({
  type: 'Feature',
  properties: {},
  geometry: g,
});

/** Area in m² shared by two valid plots (0 when they only touch or are apart). */
export function overlapArea(a: PlotGeometry, b: PlotGeometry): number {
  const [ax0, ay0, ax1, ay1] = plotBbox(a);
  const [bx0, by0, bx1, by1] = plotBbox(b);
  if (ax0 > bx1 || bx0 > ax1 || ay0 > by1 || by0 > ay1) return 0;
  const shared = turfIntersect({
    type: 'FeatureCollection',
    features: [feature(closed(a)), feature(closed(b))],
  });
  return shared ? measureArea(shared.geometry).value : 0;
}

/**
 * The overlap of two plots as a share of the smaller plot's area (0…1): a small plot inside a
 * large one overlaps 100 %, whichever of the two is new.
 */
export function overlapRatio(a: PlotGeometry, b: PlotGeometry): number {
  const shared = overlapArea(a, b);
  if (shared === 0) return 0;
  const smaller = Math.min(plotArea(closed(a)).squareMetres, plotArea(closed(b)).squareMetres);
  return smaller > 0 ? Math.min(1, shared / smaller) : 0;
}

/**
 * A point inside the plot (for finding its region): the centroid of its largest outer ring when
 * that lies inside, else the middle of the widest inside span on the horizontal line through it.
 */
export function interiorPoint(geometry: PlotGeometry): [number, number] {
  let best: XY[] = [];
  let bestArea = -1;
  for (const polygon of polygonsOf(geometry)) {
    const ring = openRing(polygon[0] ?? []);
    const a = Math.abs(shoelace(ring));
    if (a > bestArea) {
      bestArea = a;
      best = ring;
    }
  }
  const c = centroid(best);
  if (inRing(c, best)) return c;
  const y = c[1];
  const xs: number[] = [];
  for (let i = 0; i < best.length; i++) {
    const p = best[i] as XY;
    const q = best[(i + 1) % best.length] as XY;
    if (p[1] > y !== q[1] > y) xs.push(p[0] + ((y - p[1]) * (q[0] - p[0])) / (q[1] - p[1]));
  }
  xs.sort((m, n) => m - n);
  let span: [number, number] = [c[0], c[0]];
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const from = xs[i] as number;
    const to = xs[i + 1] as number;
    if (to - from > span[1] - span[0]) span = [from, to];
  }
  return [(span[0] + span[1]) / 2, y];
}

function shoelace(ring: readonly XY[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as XY;
    const q = ring[(i + 1) % ring.length] as XY;
    s += p[0] * q[1] - q[0] * p[1];
  }
  return s / 2;
}

function centroid(ring: readonly XY[]): XY {
  const a = shoelace(ring);
  if (a === 0) {
    const n = ring.length || 1;
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as XY;
    const q = ring[(i + 1) % ring.length] as XY;
    const f = p[0] * q[1] - q[0] * p[1];
    cx += (p[0] + q[0]) * f;
    cy += (p[1] + q[1]) * f;
  }
  return [cx / (6 * a), cy / (6 * a)];
}

function inRing([x, y]: XY, ring: readonly XY[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as XY;
    const [xj, yj] = ring[j] as XY;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
