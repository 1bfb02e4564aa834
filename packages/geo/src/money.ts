/**
 * Amounts in Chinese financial capitals (大写金额), SPEC §5/§9: up to 12 integer digits and 4
 * decimals, following the People's Bank of China writing rules for zeros.
 *
 * - Digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟 within a group of four, 万 and 亿 for the groups,
 *   圆 after the integer part, 角分厘毫 for the four decimals.
 * - A run of zeros inside the number is written as one 零 (100010 → 壹拾万零壹拾圆整); zeros at the
 *   end of a group or of the number are not written (100000 → 壹拾万圆整).
 * - When a decimal digit is zero but a later one is not, 零 is written (325.04 → 叁佰贰拾伍圆零肆分;
 *   1.5005 → 壹圆伍角零伍毫); with a zero integer part nothing is written for it (0.05 → 伍分).
 * - 整 ends the text when there are no non-zero decimals (10 → 壹拾圆整, 0 → 零圆整); not otherwise
 *   (0.5 → 伍角).
 * - Decimals beyond the fourth are cut off, not rounded (as the sanitised inputs of the forms are).
 * - Negative, empty or non-numeric input gives `''`; more than 12 integer digits give
 *   {@link MONEY_TOO_LARGE}.
 */

/** Text returned for amounts with more than 12 integer digits. */
export const MONEY_TOO_LARGE = '金额过大无法计算';

/** Largest number of integer digits that can be converted. */
export const MONEY_MAX_INTEGER_DIGITS = 12;

/** Number of decimals that are converted (角分厘毫). */
export const MONEY_MAX_DECIMALS = 4;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const RADICES = ['', '拾', '佰', '仟'] as const;
const GROUP_UNITS = ['', '万', '亿'] as const;
const DECIMAL_UNITS = ['角', '分', '厘', '毫'] as const;

/** Plain decimal text of a non-negative finite number, without exponent notation. */
function plainDecimal(n: number): string {
  const s = String(n);
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const digits = (m[1] as string) + (m[2] ?? '');
  const exp = Number(m[3]);
  const point = 1 + exp; // position of the decimal point within `digits`
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Splits an amount into integer and decimal digit strings, or `null` if invalid or negative. */
function splitAmount(value: number | string): { int: string; dec: string } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = plainDecimal(Math.abs(value)); // Math.abs turns -0 into 0
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = /^\+?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const int = (m[1] as string).replace(/^0+/, '') || '0';
  return { int, dec: (m[2] ?? '').slice(0, MONEY_MAX_DECIMALS) };
}

function integerCapitals(int: string): string {
  let out = '';
  let pendingZero = false;
  const len = int.length;
  for (let i = 0; i < len; i++) {
    const d = int.charCodeAt(i) - 48;
    const p = len - 1 - i;
    const unitPos = p % 4;
    const group = (p - unitPos) / 4;
    if (d === 0) {
      pendingZero = true;
    } else {
      if (pendingZero && out !== '') out += '零';
      pendingZero = false;
      out += DIGITS[d] + RADICES[unitPos as 0 | 1 | 2 | 3];
    }
    if (unitPos === 0 && group > 0) {
      // Write 万/亿 after a group unless all of its (up to four) digits are zero.
      const groupDigits = int.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(groupDigits)) out += GROUP_UNITS[group as 1 | 2];
    }
  }
  return out;
}

/**
 * Converts an amount (number or decimal string) to Chinese financial capitals; see the module
 * rules above.
 *
 * @example
 * moneyToChinese(100010)   // '壹拾万零壹拾圆整'
 * moneyToChinese('0.5')    // '伍角'
 * moneyToChinese(1e12)     // '金额过大无法计算'
 * moneyToChinese(-1)       // ''
 */
export function moneyToChinese(value: number | string): string {
  const parts = splitAmount(value);
  if (parts === null) return '';
  if (parts.int.length > MONEY_MAX_INTEGER_DIGITS) return MONEY_TOO_LARGE;
  let out = parts.int === '0' ? '' : `${integerCapitals(parts.int)}圆`;
  let pendingZero = false;
  let anyDecimal = false;
  for (let j = 0; j < parts.dec.length; j++) {
    const d = parts.dec.charCodeAt(j) - 48;
    if (d === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    anyDecimal = true;
    out += DIGITS[d] + DECIMAL_UNITS[j as 0 | 1 | 2 | 3];
  }
  if (out === '') return '零圆整';
  return anyDecimal ? out : `${out}整`;
}
