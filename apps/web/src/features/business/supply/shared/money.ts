/**
 * Money as integer cents (分): text from the inputs is parsed digit by digit (no floating point),
 * and cents are shown with two decimals. Sums are integer sums of cents.
 */

/** Cents of a yuan amount typed or held as text or number (`'158'`, `'158.5'`, `158.05`); NaN if not money. */
export function yuanToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `12345` → `'123.45'`. */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `12345` → `'¥123.45'`. */
export const formatCents = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : `¥${centsToYuan(cents)}`;
