/**
 * Pure helpers of the field widgets: emptiness (SPEC §5), amounts, durations, input-table
 * validation and column sums.
 */
import { formatNumberUnit, MONEY_MAX_DECIMALS, moneyToChinese } from '@agrimap/geo';
import Decimal from 'decimal.js';
import { fieldMessages as m } from './messages';

/** The keys of an organisation-picker value (SPEC §3). */
export const ORG_VALUE_KEYS = ['dep', 'role', 'user', 'dep&user', 'position'] as const;

function isOrgValue(value: object): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => (ORG_VALUE_KEYS as readonly string[]).includes(k));
}

/**
 * SPEC §5: a required value is empty when it is null, undefined, an empty (or blank) string, an
 * empty array, or an org-picker value with nothing selected in any tab.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object' && isOrgValue(value)) {
    return Object.values(value as Record<string, unknown>).every(
      (list) => !Array.isArray(list) || list.length === 0,
    );
  }
  return false;
}

/** What was typed into a 金额 field, read as an amount. */
export interface TypedAmount {
  /** The amount (decimals beyond `decimals` cut off, as the capitals do), or null for none. */
  value: number | null;
  /** A negative number was typed: SPEC §5 treats it as no amount (empty). */
  negative: boolean;
}

/**
 * Reads what was typed into a 金额 field: empty or non-numeric text is no amount, so is a
 * negative number (SPEC §5: negative input gives empty); decimals beyond `decimals` (at most 4,
 * SPEC §9) are cut off, not rounded, like `moneyToChinese` does.
 */
export function readTypedAmount(value: unknown, decimals: number = MONEY_MAX_DECIMALS): TypedAmount {
  if (value === null || value === undefined || value === '') return { value: null, negative: false };
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim() : (value as Decimal.Value));
    if (!d.isFinite()) return { value: null, negative: false };
    if (d.isNegative() && !d.isZero()) return { value: null, negative: true };
    const places = Math.max(0, Math.min(MONEY_MAX_DECIMALS, Math.trunc(decimals)));
    return { value: d.toDecimalPlaces(places, Decimal.ROUND_DOWN).abs().toNumber(), negative: false };
  } catch {
    return { value: null, negative: false };
  }
}

/** What the 金额 field shows beneath the input: capitals and the 万/亿 reading. */
export interface AmountReading {
  /** Chinese capitals (`moneyToChinese`), `金额过大无法计算` past 12 integer digits, or ''. */
  capitals: string;
  /** e.g. `1.23万`; '' below 10,000 or without a value. */
  unit: string;
}

/** Capitals and unit reading of an amount (number or decimal text). */
export function readAmount(value: number | string | null | undefined): AmountReading {
  if (value === null || value === undefined || value === '') return { capitals: '', unit: '' };
  const text = typeof value === 'number' ? new Decimal(value).toFixed() : value.trim();
  const capitals = moneyToChinese(text);
  const n = Number(text);
  const unit = Number.isFinite(n) && Math.abs(n) >= 10_000 ? formatNumberUnit(n) : '';
  return { capitals, unit };
}

/** A duration split for display. */
export interface Duration {
  /** Total minutes (never negative). */
  minutes: number;
  /** The text shown, e.g. `3天` or `2小时30分钟`. */
  text: string;
  /** True when the end is before the start (the duration is then shown as 0). */
  reversed: boolean;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Duration of a date range in whole days (end − start, calendar days; same day = 0天).
 * Inputs are `YYYY-MM-DD` strings or Date-compatible values.
 */
export function dateRangeDuration(
  start: string | null | undefined,
  end: string | null | undefined,
): Duration | null {
  if (!start || !end) return null;
  const a = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  const days = Math.round((b - a) / DAY_MS);
  const reversed = days < 0;
  const n = Math.max(0, days);
  return { minutes: n * 1440, text: m.duration.days(n), reversed };
}

function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const min = Number(match[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** Duration of a time range (`HH:mm[:ss]`) in hours and minutes, never negative. */
export function timeRangeDuration(
  start: string | null | undefined,
  end: string | null | undefined,
): Duration | null {
  if (!start || !end) return null;
  const a = minutesOfDay(start);
  const b = minutesOfDay(end);
  if (a === null || b === null) return null;
  const diff = b - a;
  const reversed = diff < 0;
  const minutes = Math.max(0, diff);
  return { minutes, text: m.duration.hours(Math.floor(minutes / 60), minutes % 60), reversed };
}

/** Minutes between two instants (ms) — for date-time ranges. */
export function instantDuration(startMs: number, endMs: number): Duration {
  const diff = Math.round((endMs - startMs) / MINUTE_MS);
  const reversed = diff < 0;
  const minutes = Math.max(0, diff);
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  const hm = m.duration.hours(Math.floor(rest / 60), rest % 60);
  const text = days > 0 ? `${m.duration.days(days)}${rest > 0 ? hm : ''}` : hm;
  return { minutes, text, reversed };
}

/** A column of an input table (a sub-field of the 明细 field). */
export interface TableColumn {
  vModel: string;
  label: string;
  required: boolean;
  /** amount / number / slider columns are summed in the 合计 row. */
  cmpType: string;
}

/** Field types whose column is summed in the 合计 row. */
export const SUMMED_TYPES: ReadonlySet<string> = new Set(['amount', 'number', 'slider']);

export type TableRow = Record<string, unknown>;

/** Cells that fail `不能为空`: `${rowIndex}:${vModel}`. */
export function invalidCells(rows: readonly TableRow[], columns: readonly TableColumn[]): Set<string> {
  const bad = new Set<string>();
  rows.forEach((row, index) => {
    for (const column of columns) {
      if (column.required && isEmptyValue(row[column.vModel])) bad.add(`${index}:${column.vModel}`);
    }
  });
  return bad;
}

/**
 * The form error of a table whose required cells are not all filled: the table says it under each
 * empty cell, so it is never shown as text.
 */
export const TABLE_CELLS_INVALID = 'table-cells-invalid';

/** SPEC §5: the rows when every required cell is filled, else false. */
export function submitTable(rows: readonly TableRow[], columns: readonly TableColumn[]): TableRow[] | false {
  return invalidCells(rows, columns).size > 0 ? false : rows.map((row) => ({ ...row }));
}

/** Sum of a column (empty and non-numeric cells count as 0), exact in decimal. */
export function columnSum(rows: readonly TableRow[], vModel: string): Decimal {
  return rows.reduce((sum, row) => {
    const value = row[vModel];
    if (value === null || value === undefined || value === '') return sum;
    try {
      const d = new Decimal(value as Decimal.Value);
      return d.isFinite() ? sum.plus(d) : sum;
    } catch {
      return sum;
    }
  }, new Decimal(0));
}
