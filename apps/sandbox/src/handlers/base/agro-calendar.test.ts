import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, firstDecreasingOffset, isCalendarDate, stageCalendar } from './agro-calendar';

describe('stage calendar (种植方案)', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-02', -3)).toBe('2025-12-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-12-30', '2026-01-04')).toBe(5);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('dates each stage from the sowing date: negative offsets before it, end = start + duration − 1', () => {
    const stages = [
      { name: '浸种催芽', dayOffset: -3, durationDays: 3 },
      { name: '育秧期', dayOffset: 0, durationDays: 25 },
      { name: '移栽返青期', dayOffset: 25, durationDays: 10 },
      { name: '成熟收获期', dayOffset: 120, durationDays: 1 },
    ];
    expect(stageCalendar('2026-12-20', stages)).toEqual([
      {
        name: '浸种催芽',
        dayOffset: -3,
        durationDays: 3,
        plannedStart: '2026-12-17',
        plannedEnd: '2026-12-19',
      },
      {
        name: '育秧期',
        dayOffset: 0,
        durationDays: 25,
        plannedStart: '2026-12-20',
        plannedEnd: '2027-01-13',
      },
      {
        name: '移栽返青期',
        dayOffset: 25,
        durationDays: 10,
        plannedStart: '2027-01-14',
        plannedEnd: '2027-01-23',
      },
      {
        name: '成熟收获期',
        dayOffset: 120,
        durationDays: 1,
        plannedStart: '2027-04-19',
        plannedEnd: '2027-04-19',
      },
    ]);
  });

  it('finds the first stage whose offset decreases', () => {
    expect(
      firstDecreasingOffset([{ dayOffset: -3 }, { dayOffset: 0 }, { dayOffset: 0 }, { dayOffset: 9 }]),
    ).toBe(-1);
    expect(firstDecreasingOffset([{ dayOffset: 0 }, { dayOffset: 30 }, { dayOffset: 20 }])).toBe(2);
    expect(firstDecreasingOffset([])).toBe(-1);
  });
});
