/**
 * Longitude/latitude inputs of the device edit form (SPEC §5).
 *
 * The sanitiser runs on every keystroke: it keeps only digits, one leading minus sign and one
 * decimal point, and at most 9 decimals (extra characters are dropped, not rounded). The
 * validators run on submit and return the message to show, or `null` when the value is valid.
 */

/** Maximum number of decimals kept by {@link sanitizeCoordinateInput}. */
export const COORDINATE_MAX_DECIMALS = 9;

/** Validation messages of the coordinate inputs (Simplified Chinese, shown as they are). */
export const COORDINATE_MESSAGES = Object.freeze({
  longitudeRequired: '请输入经度',
  longitudeInvalid: '请输入合适的经度',
  latitudeRequired: '请输入纬度',
  latitudeInvalid: '请输入合适的纬度',
});

/**
 * Cleans a typed coordinate: keeps digits, a minus sign only as the very first character, the first
 * decimal point only, and at most 9 digits after it.
 *
 * @example
 * sanitizeCoordinateInput('12a.3.4-5')      // '12.345'
 * sanitizeCoordinateInput('-112.1234567891') // '-112.123456789'
 * sanitizeCoordinateInput('--1-2')           // '-12'
 */
export function sanitizeCoordinateInput(raw: string): string {
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of String(raw)) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= COORDINATE_MAX_DECIMALS) continue;
        decimals++;
      }
      out += ch;
    } else if (ch === '.') {
      if (!seenPoint) {
        seenPoint = true;
        out += ch;
      }
    } else if (ch === '-') {
      if (out === '') out = '-';
    }
  }
  return out;
}

type CoordinateValue = string | number | null | undefined;

function validate(value: CoordinateValue, limit: number, required: string, invalid: string): string | null {
  if (value === null || value === undefined) return required;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return required;
    return Number.isFinite(value) && value >= -limit && value <= limit ? null : invalid;
  }
  const text = value.trim();
  if (text === '') return required;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return invalid;
  const n = Number(text);
  if (!Number.isFinite(n) || n < -limit || n > limit) return invalid;
  return null;
}

/**
 * Validates a longitude: '请输入经度' when empty, '请输入合适的经度' when not a number in
 * −180..180 (inclusive), otherwise `null`.
 */
export function validateLongitude(value: CoordinateValue): string | null {
  return validate(value, 180, COORDINATE_MESSAGES.longitudeRequired, COORDINATE_MESSAGES.longitudeInvalid);
}

/**
 * Validates a latitude: '请输入纬度' when empty, '请输入合适的纬度' when not a number in
 * −90..90 (inclusive), otherwise `null`.
 */
export function validateLatitude(value: CoordinateValue): string | null {
  return validate(value, 90, COORDINATE_MESSAGES.latitudeRequired, COORDINATE_MESSAGES.latitudeInvalid);
}
