import { area as turfArea } from '@turf/area';
import { circle as turfCircle } from '@turf/circle';
import { distance as turfDistance } from '@turf/distance';
import type { Feature, LineString, MultiPolygon, Polygon, Position } from 'geojson';
import { GeoError } from './errors';
import { DEFAULT_CIRCLE_RADIUS_METRES } from './map-constants';

/**
 * Measuring labels (SPEC §4): polygons show their area in square metres, lines each segment's
 * length in metres to 2 decimals, points their longitude/latitude to 4 decimals. Geodesy is
 * turf's: a sphere of radius 6,371,008.8 m (haversine distances, spherical polygon areas), good
 * to about 0.5 % against the ellipsoid — the usual accuracy of web-map measuring tools.
 *
 * Label formats (the map renders them as they are):
 *
 * | what | format | example |
 * | --- | --- | --- |
 * | area | `面积：{m², 2 decimals} 平方米` | `面积：1000000.00 平方米` |
 * | segment | `{m, 2 decimals} 米` | `500.00 米` |
 * | line total | `总长：{m, 2 decimals} 米` | `总长：1200.00 米` |
 * | point | `经度：{lon, 4 decimals}，纬度：{lat, 4 decimals}` | `经度：112.9388，纬度：28.2282` |
 */

/** A measured number with its display label. */
export interface Measurement {
  /** The value: square metres for areas, metres for lengths. */
  readonly value: number;
  /** The label to show. */
  readonly label: string;
}

/** One measured segment of a line. */
export interface SegmentMeasurement extends Measurement {
  /** Start of the segment. */
  readonly from: [number, number];
  /** End of the segment. */
  readonly to: [number, number];
  /** Where to put the label: the middle of the segment (plain lon/lat average). */
  readonly midpoint: [number, number];
}

/** A measured line: each segment plus the total. */
export interface LineMeasurement {
  /** One entry per segment, in order. */
  readonly segments: SegmentMeasurement[];
  /** Sum of the segment lengths. */
  readonly total: Measurement;
}

/** A point label. */
export interface PointMeasurement {
  /** Longitude in degrees (unrounded). */
  readonly lon: number;
  /** Latitude in degrees (unrounded). */
  readonly lat: number;
  /** The label to show. */
  readonly label: string;
}

/** Formats an area in square metres: `面积：1000000.00 平方米`. */
export function formatArea(squareMetres: number): string {
  return `面积：${squareMetres.toFixed(2)} 平方米`;
}

/** Formats a length in metres: `500.00 米`. */
export function formatLength(metres: number): string {
  return `${metres.toFixed(2)} 米`;
}

/** Formats a total length in metres: `总长：1200.00 米`. */
export function formatTotalLength(metres: number): string {
  return `总长：${metres.toFixed(2)} 米`;
}

/** Formats a position: `经度：112.9388，纬度：28.2282`. */
export function formatLonLat(lon: number, lat: number): string {
  return `经度：${lon.toFixed(4)}，纬度：${lat.toFixed(4)}`;
}

function pair(p: Position | undefined, what: string): [number, number] {
  const x = p?.[0];
  const y = p?.[1];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new GeoError('INVALID_COORDINATE', `${what}坐标无效`, { position: p });
  }
  return [x, y];
}

function isPositions(value: unknown): value is readonly Position[] {
  return Array.isArray(value);
}

function closeRing(ring: readonly Position[]): Position[] {
  const pts = ring.map((p) => pair(p, '多边形'));
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) pts.push([first[0], first[1]]);
  if (pts.length < 4) throw new GeoError('INVALID_GEOJSON', '多边形至少需要三个不同的点', { ring });
  return pts;
}

/**
 * Measures the area of a polygon: a ring of `[lon, lat]` positions (closed or not), a Polygon or
 * MultiPolygon geometry, or a Feature of one. Holes are subtracted.
 *
 * @throws {GeoError} for fewer than three points or invalid positions.
 * @example measureArea(ring) // { value: 1000000.0…, label: '面积：1000000.00 平方米' }
 */
export function measureArea(
  polygon: readonly Position[] | Polygon | MultiPolygon | Feature<Polygon | MultiPolygon>,
): Measurement {
  let geometry: Polygon | MultiPolygon;
  if (isPositions(polygon)) {
    geometry = { type: 'Polygon', coordinates: [closeRing(polygon)] };
  } else {
    const g: Polygon | MultiPolygon | null = polygon.type === 'Feature' ? polygon.geometry : polygon;
    if (g?.type === 'Polygon') {
      geometry = { type: 'Polygon', coordinates: g.coordinates.map(closeRing) };
    } else if (g?.type === 'MultiPolygon') {
      geometry = { type: 'MultiPolygon', coordinates: g.coordinates.map((poly) => poly.map(closeRing)) };
    } else {
      throw new GeoError('INVALID_GEOJSON', '面积测量需要多边形', {
        type: (g as { type?: unknown } | null)?.type,
      });
    }
  }
  const value = turfArea(geometry);
  return { value, label: formatArea(value) };
}

/**
 * Measures a line: each segment's length in metres (label to 2 decimals) and the total. Accepts
 * positions, a LineString or a Feature of one.
 *
 * @throws {GeoError} for fewer than two points or invalid positions.
 */
export function measureLine(line: readonly Position[] | LineString | Feature<LineString>): LineMeasurement {
  const coords: readonly Position[] = isPositions(line)
    ? line
    : line.type === 'Feature'
      ? (line.geometry?.coordinates ?? [])
      : line.coordinates;
  if (coords.length < 2) throw new GeoError('INVALID_GEOJSON', '线至少需要两个点', { length: coords.length });
  const pts = coords.map((p) => pair(p, '线'));
  const segments: SegmentMeasurement[] = [];
  let total = 0;
  for (let i = 1; i < pts.length; i++) {
    const from = pts[i - 1] as [number, number];
    const to = pts[i] as [number, number];
    const value = turfDistance(from, to, { units: 'meters' });
    total += value;
    segments.push({
      from,
      to,
      midpoint: [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2],
      value,
      label: formatLength(value),
    });
  }
  return { segments, total: { value: total, label: formatTotalLength(total) } };
}

/** The label of a point: longitude and latitude to 4 decimals. */
export function measurePoint(lon: number, lat: number): PointMeasurement {
  const [x, y] = pair([lon, lat], '点');
  return { lon: x, lat: y, label: formatLonLat(x, y) };
}

/**
 * A circle polygon around `center` (`[lon, lat]`) with `radius` metres (default 2000, SPEC §9)
 * and `steps` vertices (default 64). The ring is closed and counter-clockwise.
 *
 * @throws {GeoError} for an invalid centre or a radius that is not a positive finite number.
 */
export function circlePolygon(
  center: readonly [number, number] | Position,
  radius: number = DEFAULT_CIRCLE_RADIUS_METRES,
  steps = 64,
): Feature<Polygon> {
  const c = pair(center as Position, '圆心');
  if (!Number.isFinite(radius) || radius <= 0) {
    throw new GeoError('INVALID_COORDINATE', '半径必须为正数', { radius });
  }
  return turfCircle(c, radius, { units: 'meters', steps: Math.max(3, Math.floor(steps)), properties: {} });
}

/**
 * An axis-aligned rectangle polygon from two opposite corners (`[lon, lat]` each, any order).
 * The ring is closed and counter-clockwise (RFC 7946): south-west, south-east, north-east,
 * north-west, south-west. Equal longitudes or latitudes give a degenerate (zero-area) rectangle.
 *
 * @throws {GeoError} for invalid corners.
 */
export function rectanglePolygon(
  a: readonly [number, number] | Position,
  b: readonly [number, number] | Position,
): Feature<Polygon> {
  const [x1, y1] = pair(a as Position, '矩形角点');
  const [x2, y2] = pair(b as Position, '矩形角点');
  const w = Math.min(x1, x2);
  const e = Math.max(x1, x2);
  const s = Math.min(y1, y2);
  const n = Math.max(y1, y2);
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  };
}
