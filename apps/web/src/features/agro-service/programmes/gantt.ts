/**
 * Layout of the programme timeline (a Gantt-like chart in plain CSS): the date range shown, each
 * stage's planned and actual bar as left / width percentages of it, month ticks and today's line.
 * Dates are calendar days `yyyy-MM-dd`; a bar covers its first through its last day.
 */

const DAY_MS = 24 * 3600 * 1000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface GanttStage {
  plannedStart: string;
  plannedEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
}

export interface Bar {
  left: number;
  width: number;
}

export interface GanttLayout {
  start: string;
  end: string;
  days: number;
  rows: { planned: Bar; actual: Bar | null; actualOpen: boolean }[];
  /** Today's line (percent), or null when today is outside the range. */
  today: number | null;
  /** First day of each month in the range, with its position. */
  months: { date: string; left: number }[];
}

/**
 * The layout of `stages`. An actual bar without an end runs to today (still going: `actualOpen`),
 * or is one day long when today is before its start.
 */
export function ganttLayout(stages: readonly GanttStage[], today: string): GanttLayout {
  if (stages.length === 0) return { start: today, end: today, days: 1, rows: [], today: 50, months: [] };
  const t = dayNumber(today);
  const spans = stages.map((s) => {
    const ps = dayNumber(s.plannedStart);
    const pe = dayNumber(s.plannedEnd);
    let actual: [number, number] | null = null;
    if (s.actualStart) {
      const as = dayNumber(s.actualStart);
      const ae = s.actualEnd ? dayNumber(s.actualEnd) : Math.max(as, t);
      actual = [as, ae];
    }
    return { planned: [ps, pe] as [number, number], actual, open: Boolean(s.actualStart && !s.actualEnd) };
  });
  const first = Math.min(...spans.flatMap((s) => [s.planned[0], ...(s.actual ? [s.actual[0]] : [])]));
  const last = Math.max(...spans.flatMap((s) => [s.planned[1], ...(s.actual ? [s.actual[1]] : [])]));
  const days = last - first + 1;
  const pct = (d: number) => Math.round(((d - first) / days) * 10000) / 100;
  const bar = ([a, b]: [number, number]): Bar => ({ left: pct(a), width: pct(b + 1) - pct(a) });
  const months: { date: string; left: number }[] = [];
  const firstDate = new Date(first * DAY_MS);
  let m = Date.UTC(firstDate.getUTCFullYear(), firstDate.getUTCMonth() + 1, 1) / DAY_MS;
  while (m <= last) {
    months.push({ date: dateOf(m), left: pct(m) });
    const d = new Date(m * DAY_MS);
    m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
  }
  return {
    start: dateOf(first),
    end: dateOf(last),
    days,
    rows: spans.map((s) => ({
      planned: bar(s.planned),
      actual: s.actual ? bar(s.actual) : null,
      actualOpen: s.open,
    })),
    today: t >= first && t <= last ? pct(t) + Math.round((50 / days) * 100) / 100 : null,
    months,
  };
}
