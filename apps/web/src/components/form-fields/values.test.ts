import { describe, expect, it } from 'vitest';
import {
  columnSum,
  dateRangeDuration,
  instantDuration,
  invalidCells,
  isEmptyValue,
  submitTable,
  type TableColumn,
  timeRangeDuration,
} from './values';

const columns: TableColumn[] = [
  { vModel: 'name', label: '品名', required: true, cmpType: 'input' },
  { vModel: 'qty', label: '数量', required: true, cmpType: 'number' },
  { vModel: 'note', label: '备注', required: false, cmpType: 'input' },
];

describe('input table validation', () => {
  const EMPTY_KINDS: ReadonlyArray<readonly [string, unknown]> = [
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['blank string', '   '],
    ['empty array', []],
    ['org value with nothing selected', { dep: [], role: [], user: [], 'dep&user': [], position: [] }],
    ['org value with only some tabs, all empty', { dep: [] }],
  ];

  it.each(EMPTY_KINDS)('a required cell holding %s is invalid and submit returns false', (_kind, value) => {
    const rows = [
      { name: '复合肥', qty: 2 },
      { name: value, qty: 3 },
    ];
    expect(invalidCells(rows, columns)).toEqual(new Set(['1:name']));
    expect(submitTable(rows, columns)).toBe(false);
  });

  const FILLED: ReadonlyArray<readonly [string, unknown]> = [
    ['zero', 0],
    ['false', false],
    ['text', '尿素'],
    ['non-empty array', ['a']],
    ['org value with one user', { dep: [], user: [{ type: 'user', id: '1', name: '张伟' }] }],
  ];

  it.each(FILLED)('a required cell holding %s is valid', (_kind, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });

  it('submit returns copies of the rows when every required cell is filled; optional cells may be empty', () => {
    const rows = [{ name: '复合肥', qty: 2, note: '' }];
    const result = submitTable(rows, columns);
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
  });

  it('sums a column exactly, treating empty cells as 0', () => {
    const rows = [{ qty: 0.1 }, { qty: 0.2 }, { qty: '' }, { qty: null }, { qty: '1.7' }];
    expect(columnSum(rows, 'qty').toString()).toBe('2');
  });
});

describe('durations', () => {
  it('counts days of a date range, same day is 0', () => {
    expect(dateRangeDuration('2026-03-01', '2026-03-04')?.text).toBe('3天');
    expect(dateRangeDuration('2026-03-01', '2026-03-01')?.text).toBe('0天');
    expect(dateRangeDuration('2026-02-27', '2026-03-02')?.text).toBe('3天');
  });

  it('never shows a negative duration', () => {
    expect(dateRangeDuration('2026-03-04', '2026-03-01')).toEqual({
      minutes: 0,
      text: '0天',
      reversed: true,
    });
    expect(timeRangeDuration('18:00', '09:30')).toEqual({ minutes: 0, text: '0分钟', reversed: true });
  });

  it('shows hours and minutes of a time range', () => {
    expect(timeRangeDuration('09:00', '17:30')?.text).toBe('8小时30分钟');
    expect(timeRangeDuration('09:00', '11:00')?.text).toBe('2小时');
    expect(timeRangeDuration('09:00:00', '09:45:00')?.text).toBe('45分钟');
    expect(timeRangeDuration('9:00', 'x')).toBeNull();
    expect(timeRangeDuration(null, '10:00')).toBeNull();
  });

  it('shows days, hours and minutes between instants', () => {
    const t0 = Date.UTC(2026, 0, 1, 8, 0);
    expect(instantDuration(t0, t0 + (26 * 60 + 5) * 60_000).text).toBe('1天2小时5分钟');
  });
});
