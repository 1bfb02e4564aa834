import { GeoError } from './errors';
import { type GeoJsonObject, mapGeoJsonCoordinates } from './geojson';

/**
 * Coordinate systems used by Chinese web maps.
 *
 * - `WGS84`: GPS longitude/latitude (also used for CGCS2000 longitude/latitude: the two differ by
 *   less than a metre, which is below what a web map can show).
 * - `GCJ02`: the obfuscated "Mars" system required for maps published in mainland China (AMap/高德,
 *   Tencent, Google China). Outside China (see {@link isOutOfChina}) it equals WGS84.
 * - `BD09`: Baidu's further offset of GCJ02.
 * - `EPSG3857`: Web Mercator metres of WGS84 (the tile grid of most web maps).
 */
export type CoordSystem = 'WGS84' | 'GCJ02' | 'BD09' | 'EPSG3857';

/** The list of all {@link CoordSystem} names. */
export const COORD_SYSTEMS: readonly CoordSystem[] = Object.freeze(['WGS84', 'GCJ02', 'BD09', 'EPSG3857']);

type Pair = [number, number];

const PI = Math.PI;
// Krasovsky 1940 ellipsoid, as used by the GCJ-02 algorithm.
const KRASOVSKY_A = 6378245.0;
const KRASOVSKY_EE = 0.006693421622965943;
const X_PI = (PI * 3000.0) / 180.0;
const WEB_MERCATOR_R = 6378137;
/** Latitude limit of Web Mercator (the square world), in degrees. */
export const WEB_MERCATOR_MAX_LATITUDE = 85.0511287798066;

/**
 * Whether a point lies outside the rectangle in which GCJ-02 applies (longitude 72.004–137.8347,
 * latitude 0.8293–55.8271, the box every common GCJ-02 implementation uses). Outside it GCJ-02 and
 * BD-09's GCJ step equal WGS84.
 */
export function isOutOfChina(lon: number, lat: number): boolean {
  return lon < 72.004 || lon > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * PI) + 20.0 * Math.sin(2.0 * x * PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(y * PI) + 40.0 * Math.sin((y / 3.0) * PI)) * 2.0) / 3.0;
  ret += ((160.0 * Math.sin((y / 12.0) * PI) + 320 * Math.sin((y * PI) / 30.0)) * 2.0) / 3.0;
  return ret;
}

function transformLon(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * PI) + 20.0 * Math.sin(2.0 * x * PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(x * PI) + 40.0 * Math.sin((x / 3.0) * PI)) * 2.0) / 3.0;
  ret += ((150.0 * Math.sin((x / 12.0) * PI) + 300.0 * Math.sin((x / 30.0) * PI)) * 2.0) / 3.0;
  return ret;
}

function check(lon: number, lat: number): void {
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) {
    throw new GeoError('INVALID_COORDINATE', `坐标无效：${lon}，${lat}`, { lon, lat });
  }
}

/** WGS84 → GCJ-02 (degrees). Points outside China are returned unchanged. */
export function wgs84ToGcj02(lon: number, lat: number): Pair {
  check(lon, lat);
  if (isOutOfChina(lon, lat)) return [lon, lat];
  let dLat = transformLat(lon - 105.0, lat - 35.0);
  let dLon = transformLon(lon - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * PI;
  let magic = Math.sin(radLat);
  magic = 1 - KRASOVSKY_EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((KRASOVSKY_A * (1 - KRASOVSKY_EE)) / (magic * sqrtMagic)) * PI);
  dLon = (dLon * 180.0) / ((KRASOVSKY_A / sqrtMagic) * Math.cos(radLat) * PI);
  return [lon + dLon, lat + dLat];
}

/**
 * Inverts a forward map that is "identity plus a slowly varying offset" by fixed-point iteration:
 * x ← x − (f(x) − target). Converges to 1e-10° (about 10 µm) in a few steps for GCJ-02 and BD-09.
 */
function invert(f: (lon: number, lat: number) => Pair, lon: number, lat: number, start: Pair): Pair {
  let x = start[0];
  let y = start[1];
  for (let i = 0; i < 30; i++) {
    const [fx, fy] = f(x, y);
    const dx = fx - lon;
    const dy = fy - lat;
    x -= dx;
    y -= dy;
    if (Math.abs(dx) < 1e-10 && Math.abs(dy) < 1e-10) break;
  }
  return [x, y];
}

/**
 * GCJ-02 → WGS84 (degrees), the inverse of {@link wgs84ToGcj02} to about 1e-10° by iteration (the
 * one-step "subtract the offset once" formula of many libraries is off by up to about 5 m;
 * a round trip here returns the input within micrometres). Points outside China are unchanged.
 */
export function gcj02ToWgs84(lon: number, lat: number): Pair {
  check(lon, lat);
  if (isOutOfChina(lon, lat)) return [lon, lat];
  return invert(wgs84ToGcj02, lon, lat, [lon, lat]);
}

/** GCJ-02 → BD-09 (degrees), Baidu's published offset formula. */
export function gcj02ToBd09(lon: number, lat: number): Pair {
  check(lon, lat);
  const z = Math.sqrt(lon * lon + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lon) + 0.000003 * Math.cos(lon * X_PI);
  return [z * Math.cos(theta) + 0.0065, z * Math.sin(theta) + 0.006];
}

/**
 * BD-09 → GCJ-02 (degrees): the usual closed-form approximation (off by up to about 20 cm) refined
 * by iteration, so that it is the exact inverse of {@link gcj02ToBd09} (to about 1e-10°).
 */
export function bd09ToGcj02(lon: number, lat: number): Pair {
  check(lon, lat);
  const x = lon - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return invert(gcj02ToBd09, lon, lat, [z * Math.cos(theta), z * Math.sin(theta)]);
}

/** WGS84 → BD-09 (degrees), via GCJ-02. */
export function wgs84ToBd09(lon: number, lat: number): Pair {
  const [x, y] = wgs84ToGcj02(lon, lat);
  return gcj02ToBd09(x, y);
}

/** BD-09 → WGS84 (degrees), via GCJ-02. */
export function bd09ToWgs84(lon: number, lat: number): Pair {
  const [x, y] = bd09ToGcj02(lon, lat);
  return gcj02ToWgs84(x, y);
}

/**
 * WGS84 degrees → Web Mercator (EPSG:3857) metres. Latitudes beyond ±85.0511287798066° are clamped
 * to the edge of the square world; longitudes are not wrapped (x = R·λ, so world copies keep
 * increasing x).
 */
export function wgs84ToWebMercator(lon: number, lat: number): Pair {
  check(lon, lat);
  const phi = Math.max(-WEB_MERCATOR_MAX_LATITUDE, Math.min(WEB_MERCATOR_MAX_LATITUDE, lat)) * (PI / 180);
  return [WEB_MERCATOR_R * lon * (PI / 180), WEB_MERCATOR_R * Math.log(Math.tan(PI / 4 + phi / 2))];
}

/** Web Mercator (EPSG:3857) metres → WGS84 degrees. */
export function webMercatorToWgs84(x: number, y: number): Pair {
  check(x, y);
  return [
    ((x / WEB_MERCATOR_R) * 180) / PI,
    ((2 * Math.atan(Math.exp(y / WEB_MERCATOR_R)) - PI / 2) * 180) / PI,
  ];
}

function toWgs84(from: CoordSystem, x: number, y: number): Pair {
  switch (from) {
    case 'WGS84':
      check(x, y);
      return [x, y];
    case 'GCJ02':
      return gcj02ToWgs84(x, y);
    case 'BD09':
      return bd09ToWgs84(x, y);
    case 'EPSG3857':
      return webMercatorToWgs84(x, y);
  }
}

function fromWgs84(to: CoordSystem, lon: number, lat: number): Pair {
  switch (to) {
    case 'WGS84':
      return [lon, lat];
    case 'GCJ02':
      return wgs84ToGcj02(lon, lat);
    case 'BD09':
      return wgs84ToBd09(lon, lat);
    case 'EPSG3857':
      return wgs84ToWebMercator(lon, lat);
  }
}

function converter(from: CoordSystem, to: CoordSystem): (x: number, y: number) => Pair {
  if (!COORD_SYSTEMS.includes(from) || !COORD_SYSTEMS.includes(to)) {
    throw new GeoError('INVALID_COORDINATE', `不支持的坐标系：${String(from)} → ${String(to)}`, { from, to });
  }
  if (from === to) {
    return (x, y) => {
      check(x, y);
      return [x, y];
    };
  }
  // Direct GCJ02 ↔ BD09 steps avoid a needless round trip through WGS84.
  if (from === 'GCJ02' && to === 'BD09') return gcj02ToBd09;
  if (from === 'BD09' && to === 'GCJ02') return bd09ToGcj02;
  return (x, y) => {
    const [lon, lat] = toWgs84(from, x, y);
    return fromWgs84(to, lon, lat);
  };
}

/**
 * Converts one point between any two {@link CoordSystem}s; returns a new pair.
 *
 * @example transformCoord([121.5272106, 31.1774276], 'WGS84', 'GCJ02') // ≈ [121.5315419, 31.1753040]
 */
export function transformCoord(point: ArrayLike<number>, from: CoordSystem, to: CoordSystem): Pair {
  return converter(from, to)(point[0] as number, point[1] as number);
}

/** Converts an array of points; returns new pairs and never mutates the input. */
export function transformCoords(
  points: ReadonlyArray<ArrayLike<number>>,
  from: CoordSystem,
  to: CoordSystem,
): Pair[] {
  const f = converter(from, to);
  return points.map((p) => f(p[0] as number, p[1] as number));
}

/**
 * Converts every position of a GeoJSON object; returns a new object and never mutates the input
 * (altitudes are kept, `bbox` members dropped — see {@link mapGeoJsonCoordinates}).
 */
export function transformGeoJson<T extends GeoJsonObject>(geojson: T, from: CoordSystem, to: CoordSystem): T {
  return mapGeoJsonCoordinates(geojson, converter(from, to));
}
