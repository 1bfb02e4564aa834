import { GeoError } from './errors';

/** Width of a Gauss-Krüger zone in degrees of longitude. */
export type GkZoneWidth = 3 | 6;

/**
 * One CGCS2000 Gauss-Krüger coordinate reference system as registered by EPSG.
 *
 * | family | EPSG | zones / meridians | easting |
 * | --- | --- | --- | --- |
 * | 3-degree, zone prefix | 4513–4533 | zones 25–45, CM = 3 × zone | zone × 10⁶ + 500 000 |
 * | 6-degree, zone prefix | 4491–4501 | zones 13–23, CM = 6 × zone − 3 | zone × 10⁶ + 500 000 |
 * | 3-degree, no prefix | 4534–4554 | CM 75°E … 135°E step 3 | 500 000 |
 * | 6-degree, no prefix | 4502–4512 | CM 75°E … 135°E step 6 | 500 000 |
 */
export interface GaussKrugerCrs {
  /** EPSG code, e.g. 4526. */
  readonly epsg: number;
  /** EPSG name, e.g. "CGCS2000 / 3-degree Gauss-Kruger zone 38". */
  readonly name: string;
  /** Zone width in degrees. */
  readonly zoneWidth: GkZoneWidth;
  /** Zone number (3-degree: 25–45, 6-degree: 13–23); set for the no-prefix variants too. */
  readonly zone: number;
  /** Central meridian in degrees east. */
  readonly centralMeridian: number;
  /** Whether the easting carries the zone number as prefix (e.g. 38 500 000 m on the meridian). */
  readonly zonePrefix: boolean;
  /** False easting in metres. */
  readonly falseEasting: number;
}

/**
 * How to name a Gauss-Krüger CRS: by EPSG code, by zone number, or by central meridian. A bare
 * number is a zone number when it is one (13–23, 25–45), otherwise an EPSG code (the two ranges
 * cannot be confused).
 */
export type GkCrsSpec =
  | number
  | { readonly epsg: number }
  | { readonly zone: number }
  | { readonly centralMeridian: number; readonly zoneWidth?: GkZoneWidth; readonly zonePrefix?: boolean };

/** Smallest and largest zone numbers of the 3-degree family. */
export const GK3_ZONE_RANGE = Object.freeze({ min: 25, max: 45 });
/** Smallest and largest zone numbers of the 6-degree family. */
export const GK6_ZONE_RANGE = Object.freeze({ min: 13, max: 23 });

function build(zoneWidth: GkZoneWidth, zone: number, zonePrefix: boolean): GaussKrugerCrs {
  const centralMeridian = zoneWidth === 3 ? 3 * zone : 6 * zone - 3;
  let epsg: number;
  let name: string;
  if (zoneWidth === 3) {
    epsg = zonePrefix ? 4488 + zone : 4534 + (centralMeridian - 75) / 3;
    name = zonePrefix
      ? `CGCS2000 / 3-degree Gauss-Kruger zone ${zone}`
      : `CGCS2000 / 3-degree Gauss-Kruger CM ${centralMeridian}E`;
  } else {
    epsg = zonePrefix ? 4478 + zone : 4502 + (centralMeridian - 75) / 6;
    name = zonePrefix
      ? `CGCS2000 / Gauss-Kruger zone ${zone}`
      : `CGCS2000 / Gauss-Kruger CM ${centralMeridian}E`;
  }
  return Object.freeze({
    epsg,
    name,
    zoneWidth,
    zone,
    centralMeridian,
    zonePrefix,
    falseEasting: zonePrefix ? zone * 1_000_000 + 500_000 : 500_000,
  });
}

const BY_EPSG = new Map<number, GaussKrugerCrs>();
for (let z = GK3_ZONE_RANGE.min; z <= GK3_ZONE_RANGE.max; z++) {
  for (const prefix of [true, false]) {
    const crs = build(3, z, prefix);
    BY_EPSG.set(crs.epsg, crs);
  }
}
for (let z = GK6_ZONE_RANGE.min; z <= GK6_ZONE_RANGE.max; z++) {
  for (const prefix of [true, false]) {
    const crs = build(6, z, prefix);
    BY_EPSG.set(crs.epsg, crs);
  }
}

/** Every CGCS2000 Gauss-Krüger CRS (EPSG 4491–4554), ordered by EPSG code. */
export const GAUSS_KRUGER_CRS_LIST: readonly GaussKrugerCrs[] = Object.freeze(
  [...BY_EPSG.values()].sort((x, y) => x.epsg - y.epsg),
);

function zoneWidthOf(zone: number): GkZoneWidth | null {
  if (!Number.isInteger(zone)) return null;
  if (zone >= GK3_ZONE_RANGE.min && zone <= GK3_ZONE_RANGE.max) return 3;
  if (zone >= GK6_ZONE_RANGE.min && zone <= GK6_ZONE_RANGE.max) return 6;
  return null;
}

/**
 * The zone-prefixed CRS of a zone number. Zones 25–45 are 3-degree zones, 13–23 are 6-degree
 * zones (the ranges do not overlap, so the number alone decides).
 *
 * @throws {GeoError} `GK_INVALID_ZONE` for any other number.
 * @example gkCrsForZone(38).epsg // 4526, central meridian 114
 */
export function gkCrsForZone(zone: number): GaussKrugerCrs {
  const width = zoneWidthOf(zone);
  if (width === null) {
    throw new GeoError('GK_INVALID_ZONE', `投影带号 ${zone} 无效：3 度带应为 25–45，6 度带应为 13–23`, {
      zone,
    });
  }
  return BY_EPSG.get(width === 3 ? 4488 + zone : 4478 + zone) as GaussKrugerCrs;
}

/**
 * The CRS of a central meridian. Without options this is the 3-degree, no-prefix variant
 * (e.g. 114 → EPSG:4547); `zoneWidth: 6` picks the 6-degree family, `zonePrefix: true` the
 * zone-prefixed variant (e.g. 114 → EPSG:4526).
 *
 * @throws {GeoError} `GK_INVALID_CENTRAL_MERIDIAN` if the meridian is not one of the family.
 */
export function gkCrsForCentralMeridian(
  centralMeridian: number,
  options: { readonly zoneWidth?: GkZoneWidth; readonly zonePrefix?: boolean } = {},
): GaussKrugerCrs {
  const width = options.zoneWidth ?? 3;
  const zone = width === 3 ? centralMeridian / 3 : (centralMeridian + 3) / 6;
  const range = width === 3 ? GK3_ZONE_RANGE : GK6_ZONE_RANGE;
  if (!Number.isInteger(zone) || zone < range.min || zone > range.max) {
    throw new GeoError(
      'GK_INVALID_CENTRAL_MERIDIAN',
      width === 3
        ? `中央经线 ${centralMeridian} 无效：3 度带中央经线应为 75–135 之间 3 的倍数`
        : `中央经线 ${centralMeridian} 无效：6 度带中央经线应为 75、81、…、135`,
      { centralMeridian, zoneWidth: width },
    );
  }
  return build(width, zone, options.zonePrefix ?? false);
}

/**
 * The CRS of an EPSG code (4491–4554).
 *
 * @throws {GeoError} `GK_INVALID_EPSG` for any other code.
 */
export function gkCrsForEpsg(epsg: number): GaussKrugerCrs {
  const crs = BY_EPSG.get(epsg);
  if (!crs) {
    throw new GeoError('GK_INVALID_EPSG', `EPSG:${epsg} 不是 CGCS2000 高斯-克吕格投影（应为 4491–4554）`, {
      epsg,
    });
  }
  return crs;
}

/**
 * Resolves any {@link GkCrsSpec} to its CRS: a bare number is a zone number (13–23, 25–45) or else
 * an EPSG code, `{ epsg }` an EPSG code, `{ zone }` a zone number, `{ centralMeridian }` a meridian
 * (see {@link gkCrsForCentralMeridian}).
 *
 * @throws {GeoError} when the spec names no CGCS2000 Gauss-Krüger CRS.
 * @example resolveGkCrs(38).epsg // 4526; resolveGkCrs(4547).centralMeridian // 114
 */
export function resolveGkCrs(spec: GkCrsSpec): GaussKrugerCrs {
  if (typeof spec === 'number') return zoneWidthOf(spec) === null ? gkCrsForEpsg(spec) : gkCrsForZone(spec);
  if ('epsg' in spec) return gkCrsForEpsg(spec.epsg);
  if ('zone' in spec) return gkCrsForZone(spec.zone);
  return gkCrsForCentralMeridian(spec.centralMeridian, spec);
}

/**
 * Detects the zone of a zone-prefixed easting from its prefix: easting 38 xxx xxx.xx → zone 38
 * (EPSG:4526, central meridian 114). The part after the prefix must be a plausible in-zone easting
 * (0 ≤ rest < 1,000,000 m, which floor division guarantees).
 *
 * @throws {GeoError} `GK_EASTING_NO_ZONE` when the easting is not finite, negative, has no prefix
 *   (e.g. 500000 from a no-prefix CRS) or its prefix is no zone (e.g. 24 xxx xxx or 50 xxx xxx).
 * @example detectGkZone(38_395_835.79).zone // 38
 */
export function detectGkZone(easting: number): GaussKrugerCrs {
  const zone = Number.isFinite(easting) && easting >= 0 ? Math.floor(easting / 1_000_000) : Number.NaN;
  const width = zoneWidthOf(zone);
  if (width === null) {
    throw new GeoError(
      'GK_EASTING_NO_ZONE',
      Number.isFinite(easting) && easting >= 0 && easting < 1_000_000
        ? `横坐标 ${easting} 不带投影带号，无法判断投影带，请指定中央经线或带号`
        : `横坐标 ${easting} 无法识别投影带：应为带号（3 度带 25–45，6 度带 13–23）加 6 位数，如 38500000.00`,
      { easting },
    );
  }
  return BY_EPSG.get(width === 3 ? 4488 + zone : 4478 + zone) as GaussKrugerCrs;
}

/**
 * The zone-prefixed CRS whose zone contains a longitude: 3-degree zone round(lon / 3) or 6-degree
 * zone floor(lon / 6) + 1. Points exactly on a zone border go to the eastern zone.
 *
 * @throws {GeoError} `GK_INVALID_ZONE` when the longitude lies outside China's zones (73.5°E–136.5°E
 *   for 3-degree zones, 72°E–138°E for 6-degree zones).
 * @example gkCrsForLongitude(112.9).zone // 38
 */
export function gkCrsForLongitude(lon: number, zoneWidth: GkZoneWidth = 3): GaussKrugerCrs {
  const zone = zoneWidth === 3 ? Math.floor(lon / 3 + 0.5) : Math.floor(lon / 6) + 1;
  if (zoneWidthOf(zone) !== zoneWidth) {
    throw new GeoError('GK_INVALID_ZONE', `经度 ${lon} 不在中国范围内的 ${zoneWidth} 度投影带中`, {
      lon,
      zoneWidth,
    });
  }
  return gkCrsForZone(zone);
}
