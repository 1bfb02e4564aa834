/**
 * Large numbers with Chinese units (SPEC §9): numbers with 5 or more integer digits (|n| ≥ 10,000)
 * are shown in 万 (10⁴), with 9 or more (|n| ≥ 100,000,000) in 亿 (10⁸). Scaled values are
 * rounded to 2 decimals by default, keeping trailing zeros so that columns line up
 * (12345 → '1.23万', 10000 → '1.00万', 123456789 → '1.23亿'). Numbers below 10,000 are returned as
 * they are (`String(n)`).
 *
 * The digit count decides, not the rounded result: 99,999,999 has 8 digits and gives '10000.00万'.
 */

/** The unit of a formatted number. */
export type NumberUnit = '' | '万' | '亿';

/** A number split into a scaled value and its unit. */
export interface NumberUnitParts {
  /** The value divided by the unit (unrounded). */
  readonly value: number;
  /** `''`, `'万'` or `'亿'`. */
  readonly unit: NumberUnit;
}

/** Default number of decimals of scaled values. */
export const NUMBER_UNIT_DECIMALS = 2;

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * Splits a number into scaled value and unit (for charts that style the unit separately);
 * `null` for non-numeric input.
 *
 * @example numberUnitParts(12345) // { value: 1.2345, unit: '万' }
 */
export function numberUnitParts(value: number | string): NumberUnitParts | null {
  const n = toNumber(value);
  if (n === null) return null;
  const abs = Math.abs(n);
  if (abs >= 1e8) return { value: n / 1e8, unit: '亿' };
  if (abs >= 1e4) return { value: n / 1e4, unit: '万' };
  return { value: n, unit: '' };
}

/**
 * Formats a number with 万/亿 (see the module rules); `''` for non-numeric input.
 *
 * @param decimals decimals of scaled values (default 2)
 * @example formatNumberUnit(12345) // '1.23万'; formatNumberUnit(-250000000) // '-2.50亿'
 */
export function formatNumberUnit(value: number | string, decimals: number = NUMBER_UNIT_DECIMALS): string {
  const parts = numberUnitParts(value);
  if (parts === null) return '';
  if (parts.unit === '') return String(toNumber(value));
  return `${parts.value.toFixed(decimals)}${parts.unit}`;
}
