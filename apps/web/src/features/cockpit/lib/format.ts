/**
 * Figures of the dashboards. Money arrives in integer fen and is shown in yuan by `@/lib/money`;
 * large counts use 万 / 亿 (SPEC §9: 5 or more integer digits 万, 9 or more 亿).
 */

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 12345 → "1.23万", 123456789 → "1.23亿", 1234 → "1,234"; decimals kept below 万. */
export function compactNumber(value: number, wan = '万', yi = '亿'): string {
  const abs = Math.abs(value);
  const intDigits = String(Math.trunc(abs)).length;
  if (intDigits >= 9) return `${trim((value / 1e8).toFixed(2))}${yi}`;
  if (intDigits >= 5) return `${trim((value / 1e4).toFixed(2))}${wan}`;
  const [i, d] = String(value).split('.');
  return d ? `${group(i ?? '')}.${d}` : group(i ?? '');
}

const trim = (s: string) => s.replace(/\.?0+$/, '');

/** A rate as a percentage with one decimal ("—" without a base). */
export function percent(part: number, whole: number): string {
  if (!(whole > 0)) return '—';
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}
