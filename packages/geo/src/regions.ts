/**
 * Chinese administrative-region codes (区划代码, `qhdm`). The level follows from the code's length:
 *
 * | length | level |
 * | --- | --- |
 * | 0 (`''`) | nation (the whole country, root of the tree) |
 * | 2 | province 省 |
 * | 4 | city 市 |
 * | 6 | county 县/区 |
 * | 9 | township 乡镇/街道 |
 * | 10 or more | village 村/社区 (only the first 12 digits count) |
 *
 * Other lengths (1, 3, 5, 7, 8) and codes with non-digits are invalid. Codes are not zero-padded or
 * zero-stripped: `'430000'` is a 6-digit (county-length) code, as the server sends codes by level.
 */

/** Level of an administrative region, from the nation down to villages. */
export type RegionLevel = 'nation' | 'province' | 'city' | 'county' | 'township' | 'village';

/** All levels from top to bottom. */
export const REGION_LEVELS: readonly RegionLevel[] = Object.freeze([
  'nation',
  'province',
  'city',
  'county',
  'township',
  'village',
]);

/** Chinese name of each level, for labels. */
export const REGION_LEVEL_NAMES: Readonly<Record<RegionLevel, string>> = Object.freeze({
  nation: '全国',
  province: '省',
  city: '市',
  county: '县',
  township: '乡镇',
  village: '村',
});

/** Code length of each level (villages: 12; longer codes are cut to 12). */
export const REGION_CODE_LENGTHS: Readonly<Record<RegionLevel, number>> = Object.freeze({
  nation: 0,
  province: 2,
  city: 4,
  county: 6,
  township: 9,
  village: 12,
});

/** The code of the whole country (the root of the region tree). */
export const NATION_CODE = '';

const DIGITS = /^\d*$/;

/**
 * Normalises a region code: trims whitespace and cuts village codes (more than 9 digits) to their
 * first 12 digits. Returns `null` for an invalid code (non-digits or a length of 1, 3, 5, 7 or 8).
 *
 * @example normalizeRegionCode('430102001001000') // '430102001001'
 */
export function normalizeRegionCode(code: string): string | null {
  const c = code.trim();
  if (!DIGITS.test(c)) return null;
  const len = c.length;
  if (len > 9) return c.slice(0, 12);
  if (len === 0 || len === 2 || len === 4 || len === 6 || len === 9) return c;
  return null;
}

/**
 * The level of a region code, from its length (see the module table); `null` when invalid.
 *
 * @example regionLevel('43') // 'province'; regionLevel('430102001') // 'township'
 */
export function regionLevel(code: string): RegionLevel | null {
  const c = normalizeRegionCode(code);
  if (c === null) return null;
  switch (c.length) {
    case 0:
      return 'nation';
    case 2:
      return 'province';
    case 4:
      return 'city';
    case 6:
      return 'county';
    case 9:
      return 'township';
    default:
      return 'village';
  }
}

/**
 * The code of the parent region: village → its 9-digit township, township → 6-digit county,
 * county → 4-digit city, city → 2-digit province, province → `''` (the nation). `null` for the
 * nation itself and for invalid codes.
 *
 * @example parentCode('430102001001') // '430102001'
 */
export function parentCode(code: string): string | null {
  const c = normalizeRegionCode(code);
  if (c === null) return null;
  switch (c.length) {
    case 0:
      return null;
    case 2:
      return NATION_CODE;
    case 4:
      return c.slice(0, 2);
    case 6:
      return c.slice(0, 4);
    case 9:
      return c.slice(0, 6);
    default:
      return c.slice(0, 9);
  }
}

/**
 * The codes of all ancestors, top first, without the nation and without the code itself.
 * Empty for provinces, the nation and invalid codes.
 *
 * @example parentChain('430102001') // ['43', '4301', '430102']
 */
export function parentChain(code: string): string[] {
  const chain: string[] = [];
  let p = parentCode(code);
  while (p !== null && p !== NATION_CODE) {
    chain.unshift(p);
    p = parentCode(p);
  }
  return chain;
}

/**
 * The full path from province down to the (normalised) code itself — the value a cascader needs.
 * Empty for the nation and for invalid codes.
 *
 * @example regionPath('430102') // ['43', '4301', '430102']
 */
export function regionPath(code: string): string[] {
  const c = normalizeRegionCode(code);
  if (c === null || c === NATION_CODE) return [];
  return [...parentChain(c), c];
}

/**
 * The level of the children of a region (what a drill-down into it shows): nation → province,
 * province → city, city → county, county → township, township → village; `null` for villages
 * (the bottom) and invalid codes.
 *
 * @example nextLevel('43') // 'city'
 */
export function nextLevel(code: string): RegionLevel | null {
  const level = regionLevel(code);
  if (level === null) return null;
  const i = REGION_LEVELS.indexOf(level);
  return REGION_LEVELS[i + 1] ?? null;
}

/**
 * Whether `code` lies inside `ancestor` (or is it): plain code-prefix containment on normalised
 * codes. The nation (`''`) contains every valid code.
 */
export function isWithinRegion(code: string, ancestor: string): boolean {
  const c = normalizeRegionCode(code);
  const a = normalizeRegionCode(ancestor);
  return c !== null && a !== null && c.startsWith(a);
}
