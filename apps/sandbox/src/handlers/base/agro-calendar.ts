/**
 * The stage calendar of a planting programme (种植方案): each growth stage starts `dayOffset` days
 * after the sowing date (negative = before sowing) and lasts `durationDays` days. Calendar dates
 * (`yyyy-MM-dd`), computed on UTC days so month and year ends and leap days come out right.
 */

const DAY_MS = 24 * 3600 * 1000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date `yyyy-MM-dd` (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** `date` moved by `days` calendar days (negative: earlier). */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`invalid date ${date}`);
  const m = YMD.exec(date) as RegExpExecArray;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface StageTemplate {
  dayOffset: number;
  durationDays: number;
}

export interface PlannedDates {
  plannedStart: string;
  plannedEnd: string;
}

/** The planned dates of each stage, in the stages' order. */
export function stageCalendar<S extends StageTemplate>(
  sowingDate: string,
  stages: readonly S[],
): (S & PlannedDates)[] {
  return stages.map((s) => {
    const plannedStart = addDays(sowingDate, s.dayOffset);
    return { ...s, plannedStart, plannedEnd: addDays(plannedStart, Math.max(1, s.durationDays) - 1) };
  });
}

/** The index of the first stage whose offset is smaller than the one before it, or -1. */
export function firstDecreasingOffset(stages: readonly { dayOffset: number }[]): number {
  return stages.findIndex((s, i) => {
    const before = stages[i - 1];
    return before !== undefined && s.dayOffset < before.dayOffset;
  });
}
