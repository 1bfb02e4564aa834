import proj4 from 'proj4';
import type { EastingNorthing, LonLat } from './gauss-kruger';
import { GAUSS_KRUGER_CRS_LIST, type GaussKrugerCrs, type GkCrsSpec, resolveGkCrs } from './gk-zones';

/** proj4 definition of CGCS2000 geographic coordinates (EPSG:4490). */
export const CGCS2000_PROJ4 = '+proj=longlat +ellps=GRS80 +no_defs +type=crs';

/**
 * The proj4 definition string of a CGCS2000 Gauss-Krüger CRS, identical to PROJ's for the EPSG code
 * (CGCS2000's ellipsoid equals GRS80 to well below a millimetre, which is why EPSG and PROJ write
 * `+ellps=GRS80`).
 *
 * @example gkProj4Definition(4526)
 * // '+proj=tmerc +lat_0=0 +lon_0=114 +k=1 +x_0=38500000 +y_0=0 +ellps=GRS80 +units=m +no_defs +type=crs'
 */
export function gkProj4Definition(crs: GkCrsSpec | GaussKrugerCrs): string {
  const c = typeof crs === 'object' && 'falseEasting' in crs ? crs : resolveGkCrs(crs);
  return `+proj=tmerc +lat_0=0 +lon_0=${c.centralMeridian} +k=1 +x_0=${c.falseEasting} +y_0=0 +ellps=GRS80 +units=m +no_defs +type=crs`;
}

/** Anything with proj4's `defs(name, definition)` registration method (proj4 itself, or a copy of it). */
export interface Proj4DefsTarget {
  defs(name: string, definition: string): unknown;
}

/**
 * Registers EPSG:4490 and all 64 CGCS2000 Gauss-Krüger CRSs (EPSG:4491–4554) with a proj4
 * instance, so that map engines that read projections from proj4 (e.g. OpenLayers after
 * `register(proj4)`) know them. Pass the application's own proj4 instance; without an argument the
 * copy bundled with this package is used. Registering twice is harmless.
 */
export function registerGkProj4Definitions(target: Proj4DefsTarget = proj4): void {
  target.defs('EPSG:4490', CGCS2000_PROJ4);
  for (const crs of GAUSS_KRUGER_CRS_LIST) target.defs(`EPSG:${crs.epsg}`, gkProj4Definition(crs));
}

/** A proj4-backed converter between CGCS2000 longitude/latitude and one Gauss-Krüger CRS. */
export interface Proj4GkConverter {
  /** The CRS this converter projects to. */
  readonly crs: GaussKrugerCrs;
  /** Longitude/latitude (degrees) → easting/northing (metres). */
  forward(lon: number, lat: number): EastingNorthing;
  /** Easting/northing (metres) → longitude/latitude (degrees). */
  inverse(easting: number, northing: number): LonLat;
}

const converters = new Map<number, Proj4GkConverter>();

/**
 * A proj4 converter for `crs`, created once and cached per EPSG code. It gives the same results
 * as {@link gkToLonLat}/{@link lonLatToGk} (the tests hold both to each other at the micrometre
 * level); those are several times faster, this one is for code that already works with proj4.
 */
export function createProj4GkConverter(crs: GkCrsSpec): Proj4GkConverter {
  const c = resolveGkCrs(crs);
  let conv = converters.get(c.epsg);
  if (!conv) {
    const p = proj4(CGCS2000_PROJ4, gkProj4Definition(c));
    conv = {
      crs: c,
      forward(lon, lat) {
        const r = p.forward([lon, lat]);
        return [r[0] as number, r[1] as number];
      },
      inverse(easting, northing) {
        const r = p.inverse([easting, northing]);
        return [r[0] as number, r[1] as number];
      },
    };
    converters.set(c.epsg, conv);
  }
  return conv;
}
