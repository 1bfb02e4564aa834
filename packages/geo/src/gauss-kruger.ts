import { GeoError } from './errors';
import { type GeoJsonObject, mapGeoJsonCoordinates } from './geojson';
import {
  detectGkZone,
  type GaussKrugerCrs,
  GK3_ZONE_RANGE,
  GK6_ZONE_RANGE,
  type GkCrsSpec,
  resolveGkCrs,
} from './gk-zones';
import {
  CGCS2000_ELLIPSOID,
  createTransverseMercatorCore,
  type NumberSink,
  type TransverseMercator,
} from './transverse-mercator';

/** A longitude/latitude pair in degrees. */
export type LonLat = [lon: number, lat: number];
/** A Gauss-Krüger easting/northing pair in metres (easting first, like GeoJSON x/y). */
export type EastingNorthing = [easting: number, northing: number];

/** The one compiled CGCS2000 core shared by every zone (only meridian and false easting vary). */
const CORE = createTransverseMercatorCore(CGCS2000_ELLIPSOID, 1);
const kernels = new Map<number, TransverseMercator>();

/**
 * The compiled projection of a CRS, cached per EPSG code (64 CRSs at most). Exposed for callers
 * that run their own loops; most code wants the functions below.
 */
export function gkProjection(crs: GaussKrugerCrs): TransverseMercator {
  let k = kernels.get(crs.epsg);
  if (!k) {
    const lon0 = crs.centralMeridian;
    const fe = crs.falseEasting;
    k = {
      params: {
        ellipsoid: CGCS2000_ELLIPSOID,
        centralMeridian: lon0,
        scaleFactor: 1,
        falseEasting: fe,
        falseNorthing: 0,
      },
      forward: (lon, lat, out, offset) => CORE.forward(lon0, fe, 0, lon, lat, out, offset),
      inverse: (e, n, out, offset) => CORE.inverse(lon0, fe, 0, e, n, out, offset),
    };
    kernels.set(crs.epsg, k);
  }
  return k;
}

function badPoint(what: string, details: Record<string, unknown>): GeoError {
  return new GeoError('INVALID_COORDINATE', what, details);
}

function checkGk(easting: number, northing: number, index: number): void {
  if (!Number.isFinite(easting) || !Number.isFinite(northing)) {
    throw badPoint(`高斯坐标无效：横坐标 ${easting}，纵坐标 ${northing}`, { easting, northing, index });
  }
}

function checkLonLat(lon: number, lat: number, index: number): void {
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw badPoint(`经纬度无效：经度 ${lon}，纬度 ${lat}`, { lon, lat, index });
  }
}

/**
 * Inverse-projects one point into `out[o]`, `out[o + 1]`. With a CRS its meridian and false easting
 * are used; otherwise they follow from the easting prefix by arithmetic (no lookup), and
 * {@link detectGkZone} is only consulted to throw for eastings without a valid prefix.
 */
function inverseInto(crs: GaussKrugerCrs | null, e: number, n: number, out: NumberSink, o: number): void {
  let lon0: number;
  let fe: number;
  if (crs !== null) {
    lon0 = crs.centralMeridian;
    fe = crs.falseEasting;
  } else {
    const zone = Math.floor(e / 1_000_000);
    if (zone >= GK3_ZONE_RANGE.min && zone <= GK3_ZONE_RANGE.max) {
      lon0 = 3 * zone;
    } else if (zone >= GK6_ZONE_RANGE.min && zone <= GK6_ZONE_RANGE.max) {
      lon0 = 6 * zone - 3;
    } else {
      const detected = detectGkZone(e); // throws: the prefix is no zone
      lon0 = detected.centralMeridian;
    }
    fe = zone * 1_000_000 + 500_000;
  }
  CORE.inverse(lon0, fe, 0, e, n, out, o);
}

function fixedCrs(crs: GkCrsSpec | undefined): GaussKrugerCrs | null {
  return crs === undefined ? null : resolveGkCrs(crs);
}

/**
 * Gauss-Krüger easting/northing (metres) → CGCS2000 longitude/latitude (degrees).
 * Without `crs` the zone is detected from the easting prefix (38 xxx xxx.xx → zone 38, central
 * meridian 114); pass `crs` (EPSG code, `{ zone }` or `{ centralMeridian }`) for no-prefix eastings.
 *
 * @throws {GeoError} `GK_EASTING_NO_ZONE` when the zone cannot be detected, `INVALID_COORDINATE`
 *   for non-finite input, or a CRS error for an invalid `crs`.
 * @example gkToLonLat(38395835.79, 3124187.46) // ≈ [112.9388, 28.2282]
 */
export function gkToLonLat(easting: number, northing: number, crs?: GkCrsSpec): LonLat {
  const fixed = fixedCrs(crs);
  checkGk(easting, northing, 0);
  const out: LonLat = [0, 0];
  inverseInto(fixed, easting, northing, out, 0);
  return out;
}

/**
 * CGCS2000 longitude/latitude (degrees) → Gauss-Krüger easting/northing (metres) in `crs`.
 * Use {@link gkCrsForLongitude} to pick the zone that contains a longitude.
 *
 * @throws {GeoError} `INVALID_COORDINATE` for non-finite input or |lat| > 90, or a CRS error.
 * @example lonLatToGk(112.9388, 28.2282, { zone: 38 }) // ≈ [38395835.79, 3124187.46]
 */
export function lonLatToGk(lon: number, lat: number, crs: GkCrsSpec): EastingNorthing {
  const c = resolveGkCrs(crs);
  checkLonLat(lon, lat, 0);
  const out: EastingNorthing = [0, 0];
  CORE.forward(c.centralMeridian, c.falseEasting, 0, lon, lat, out, 0);
  return out;
}

/**
 * Batch {@link gkToLonLat} over an array of `[easting, northing]` points; returns new pairs
 * (further ordinates are not carried). Without `crs` every point's zone is detected from its own
 * easting prefix, so a batch may span zones.
 *
 * @throws {GeoError} on the first invalid point (`details.index` tells which).
 */
export function gkToLonLatBatch(points: ReadonlyArray<ArrayLike<number>>, crs?: GkCrsSpec): LonLat[] {
  const fixed = fixedCrs(crs);
  const result: LonLat[] = new Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as ArrayLike<number>;
    const e = p[0] as number;
    const n = p[1] as number;
    checkGk(e, n, i);
    const out: LonLat = [0, 0];
    inverseInto(fixed, e, n, out, 0);
    result[i] = out;
  }
  return result;
}

/**
 * Batch {@link lonLatToGk} over an array of `[lon, lat]` points; returns new pairs.
 *
 * @throws {GeoError} on the first invalid point (`details.index` tells which).
 */
export function lonLatToGkBatch(points: ReadonlyArray<ArrayLike<number>>, crs: GkCrsSpec): EastingNorthing[] {
  const c = resolveGkCrs(crs);
  const result: EastingNorthing[] = new Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as ArrayLike<number>;
    const lon = p[0] as number;
    const lat = p[1] as number;
    checkLonLat(lon, lat, i);
    const out: EastingNorthing = [0, 0];
    CORE.forward(c.centralMeridian, c.falseEasting, 0, lon, lat, out, 0);
    result[i] = out;
  }
  return result;
}

/**
 * Fastest batch form: interleaved `[e0, n0, e1, n1, …]` → interleaved `[lon0, lat0, …]` in a
 * `Float64Array` (pass `out` of the same length to reuse memory; it may even be `coords` itself
 * when that is a Float64Array you own).
 *
 * @throws {GeoError} on an odd length or the first invalid point (`details.index` is the point number).
 */
export function gkToLonLatFlat(coords: ArrayLike<number>, crs?: GkCrsSpec, out?: Float64Array): Float64Array {
  const len = coords.length;
  if (len % 2 !== 0) throw badPoint('坐标数组长度必须为偶数（横坐标、纵坐标交替）', { length: len });
  const target = out ?? new Float64Array(len);
  if (target.length < len) throw badPoint('输出数组长度不足', { length: target.length, needed: len });
  const fixed = fixedCrs(crs);
  for (let i = 0; i < len; i += 2) {
    const e = coords[i] as number;
    const n = coords[i + 1] as number;
    checkGk(e, n, i / 2);
    inverseInto(fixed, e, n, target, i);
  }
  return target;
}

/**
 * Fastest batch form of {@link lonLatToGk}: interleaved `[lon0, lat0, …]` → interleaved
 * `[e0, n0, …]` in a `Float64Array` (optionally written into `out`).
 *
 * @throws {GeoError} on an odd length or the first invalid point.
 */
export function lonLatToGkFlat(coords: ArrayLike<number>, crs: GkCrsSpec, out?: Float64Array): Float64Array {
  const len = coords.length;
  if (len % 2 !== 0) throw badPoint('坐标数组长度必须为偶数（经度、纬度交替）', { length: len });
  const target = out ?? new Float64Array(len);
  if (target.length < len) throw badPoint('输出数组长度不足', { length: target.length, needed: len });
  const c = resolveGkCrs(crs);
  for (let i = 0; i < len; i += 2) {
    const lon = coords[i] as number;
    const lat = coords[i + 1] as number;
    checkLonLat(lon, lat, i / 2);
    CORE.forward(c.centralMeridian, c.falseEasting, 0, lon, lat, target, i);
  }
  return target;
}

/**
 * Transformed copy of a GeoJSON object from Gauss-Krüger metres to CGCS2000 longitude/latitude.
 * Without `crs` each position's zone comes from its easting prefix. Never mutates the input
 * (see {@link mapGeoJsonCoordinates} for what is copied).
 *
 * @throws {GeoError} for invalid positions or an invalid `crs`.
 */
export function gkGeoJsonToLonLat<T extends GeoJsonObject>(geojson: T, crs?: GkCrsSpec): T {
  const fixed = fixedCrs(crs);
  let i = 0;
  return mapGeoJsonCoordinates(geojson, (e, n) => {
    checkGk(e, n, i++);
    const out: LonLat = [0, 0];
    inverseInto(fixed, e, n, out, 0);
    return out;
  });
}

/**
 * Transformed copy of a GeoJSON object from CGCS2000 longitude/latitude to Gauss-Krüger metres in
 * `crs`. Never mutates the input.
 *
 * @throws {GeoError} for invalid positions or an invalid `crs`.
 */
export function lonLatGeoJsonToGk<T extends GeoJsonObject>(geojson: T, crs: GkCrsSpec): T {
  const c = resolveGkCrs(crs);
  let i = 0;
  return mapGeoJsonCoordinates(geojson, (lon, lat) => {
    checkLonLat(lon, lat, i++);
    const out: EastingNorthing = [0, 0];
    CORE.forward(c.centralMeridian, c.falseEasting, 0, lon, lat, out, 0);
    return out;
  });
}
