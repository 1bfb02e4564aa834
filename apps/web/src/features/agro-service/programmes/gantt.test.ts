import { describe, expect, it } from 'vitest';
import { ganttLayout } from './gantt';

const stage = (
  plannedStart: string,
  plannedEnd: string,
  actualStart: string | null = null,
  actualEnd: string | null = null,
) => ({
  plannedStart,
  plannedEnd,
  actualStart,
  actualEnd,
});

describe('programme timeline layout', () => {
  it('spans the planned and actual dates and places bars as percentages of the days', () => {
    const g = ganttLayout(
      [stage('2026-01-01', '2026-01-10', '2025-12-31', '2026-01-09'), stage('2026-01-11', '2026-02-08')],
      '2026-01-20',
    );
    expect(g).toMatchObject({ start: '2025-12-31', end: '2026-02-08', days: 40 });
    expect(g.rows[0]?.planned).toEqual({ left: 2.5, width: 25 });
    expect(g.rows[0]?.actual).toEqual({ left: 0, width: 25 });
    expect(g.rows[1]?.planned).toEqual({ left: 27.5, width: 72.5 });
    expect(g.rows[1]?.actual).toBeNull();
    // Month ticks across the year end; today's line in the middle of its day.
    expect(g.months.map((m) => m.date)).toEqual(['2026-01-01', '2026-02-01']);
    expect(g.months[0]?.left).toBe(2.5);
    expect(g.today).toBe(51.25);
  });

  it('runs an actual bar without an end to today, and hides today outside the range', () => {
    const running = ganttLayout([stage('2026-03-01', '2026-03-20', '2026-03-02')], '2026-03-10');
    expect(running.rows[0]).toEqual({
      planned: { left: 0, width: 100 },
      actual: { left: 5, width: 45 },
      actualOpen: true,
    });
    const past = ganttLayout([stage('2026-03-01', '2026-03-20')], '2027-01-01');
    expect(past.today).toBeNull();
  });
});
