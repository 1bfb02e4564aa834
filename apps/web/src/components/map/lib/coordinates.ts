import {
  bd09ToWgs84,
  gcj02ToWgs84,
  gkToLonLat,
  lonLatToGk,
  validateLatitude,
  validateLongitude,
  wgs84ToBd09,
  wgs84ToGcj02,
} from '@agrimap/geo';
import { mapMessages as m } from '../messages';

/** Coordinate systems the locate and conversion tools accept. */
export const INPUT_SYSTEMS = ['WGS84', 'GCJ02', 'BD09', 'GK38', 'GK39'] as const;
export type InputSystem = (typeof INPUT_SYSTEMS)[number];

/** The Gauss-Krüger zones offered (SPEC §9: 38 → central meridian 114°, 39 → 117°). */
export const GK_ZONES = Object.freeze({
  GK38: { zone: 38, centralMeridian: 114 },
  GK39: { zone: 39, centralMeridian: 117 },
});

/** Whether a system takes projected metres (x = easting, y = northing) rather than degrees. */
export function isProjected(system: InputSystem): system is 'GK38' | 'GK39' {
  return system === 'GK38' || system === 'GK39';
}

/** A coordinate that cannot be used, with the message to show. */
export class CoordinateInputError extends Error {
  override readonly name = 'CoordinateInputError';
}

/**
 * Checks typed coordinates: degrees must pass the longitude/latitude rules of SPEC §5; metres
 * must be numbers. Returns the message to show, or null.
 */
export function validateCoordinateText(system: InputSystem, x: string, y: string): string | null {
  if (!isProjected(system)) return validateLongitude(x) ?? validateLatitude(y);
  if (x.trim() === '' || y.trim() === '' || !Number.isFinite(Number(x)) || !Number.isFinite(Number(y))) {
    return m.locate.invalidNumber;
  }
  return null;
}

/**
 * Any accepted coordinate → WGS84 (CGCS2000) longitude/latitude. A Gauss-Krüger easting may carry
 * the zone prefix (38 xxx xxx.xx) or not (xxx xxx.xx, read with the zone's central meridian); a
 * prefix of another zone is refused.
 */
export function toWgs84(system: InputSystem, x: number, y: number): [number, number] {
  if (!Number.isFinite(x) || !Number.isFinite(y)) throw new CoordinateInputError(m.locate.invalidNumber);
  switch (system) {
    case 'WGS84':
      return [x, y];
    case 'GCJ02':
      return gcj02ToWgs84(x, y);
    case 'BD09':
      return bd09ToWgs84(x, y);
    case 'GK38':
    case 'GK39': {
      const { zone, centralMeridian } = GK_ZONES[system];
      if (x >= 1_000_000) {
        if (Math.floor(x / 1_000_000) !== zone) throw new CoordinateInputError(m.locate.zoneMismatch(zone));
        return gkToLonLat(x, y, { zone });
      }
      return gkToLonLat(x, y, { centralMeridian });
    }
  }
}

/** One coordinate in every system. */
export type ConvertedCoordinates = Record<InputSystem, [number, number]>;

/** Converts one coordinate into every system (GK eastings with their zone prefix). */
export function convertToAll(system: InputSystem, x: number, y: number): ConvertedCoordinates {
  const [lon, lat] = toWgs84(system, x, y);
  return {
    WGS84: [lon, lat],
    GCJ02: wgs84ToGcj02(lon, lat),
    BD09: wgs84ToBd09(lon, lat),
    GK38: lonLatToGk(lon, lat, { zone: 38 }),
    GK39: lonLatToGk(lon, lat, { zone: 39 }),
  };
}

/** Displays a converted pair: degrees to 8 decimals, metres to 3. */
export function formatPair(system: InputSystem, [a, b]: [number, number]): [string, string] {
  const digits = isProjected(system) ? 3 : 8;
  return [a.toFixed(digits), b.toFixed(digits)];
}
