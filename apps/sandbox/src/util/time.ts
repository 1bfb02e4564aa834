/** Beijing time (UTC+8, no daylight saving) helpers: the platform's time stamps are local to Asia/Shanghai. */

const OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function shifted(date: Date): Date {
  return new Date(date.getTime() + OFFSET_MS);
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time. */
export function formatDateTime(date: Date): string {
  const d = shifted(date);
  return `${formatDate(date)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `yyyy-MM-dd` in Beijing time. */
export function formatDate(date: Date): string {
  const d = shifted(date);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** RFC 3339 with the +08:00 offset, e.g. `2024-05-20T14:30:00+08:00`. */
export function formatIsoBeijing(date: Date): string {
  return `${formatDateTime(date).replace(' ', 'T')}+08:00`;
}

/** Parses `yyyy-MM-dd HH:mm:ss` (Beijing time). */
export function parseDateTime(text: string): Date {
  const d = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`invalid date-time ${text}`);
  return d;
}

/** Start of a Beijing calendar day `yyyy-MM-dd` as an instant. */
export function startOfDay(date: string): Date {
  const d = new Date(`${date}T00:00:00+08:00`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`invalid date ${date}`);
  return d;
}

/** Whether `yyyy-MM-dd` names a real calendar day (2024-02-30 does not). */
export function isRealDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** The Beijing day of an instant, as the instant of that day's midnight. */
export function beijingMidnight(date: Date): Date {
  return startOfDay(formatDate(date));
}

/** The `n` Beijing days ending with (and including) the day of `now`, oldest first. */
export function lastDays(now: Date, n: number): string[] {
  const today = beijingMidnight(now).getTime();
  return Array.from({ length: n }, (_, i) => formatDate(new Date(today - (n - 1 - i) * DAY_MS)));
}

/** Day of year (1–366) of a Beijing date. */
export function dayOfYear(date: Date): number {
  const d = shifted(date);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.floor((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - start) / DAY_MS) + 1;
}

/** Hour of day (0–23) in Beijing. */
export function beijingHour(date: Date): number {
  return shifted(date).getUTCHours();
}
