import type { QueryColumn, SearchField } from '@/components/query-table';
import { formatCents } from './money';

/** A money column: cents shown and exported as yuan with two decimals, right-aligned. */
export function centsColumn<Row, F>(
  key: string,
  title: string,
  width: number,
  cents: (row: Row) => number | null | undefined,
): QueryColumn<Row, F> {
  return {
    key,
    title,
    width,
    align: 'right',
    render: (_v, row) => formatCents(cents(row)),
  };
}

/** The 状态 filter of the supply lists: 全部 / 启用 ('1') / 停用 ('0'). */
export function statusFilter<F>(labels: { all: string; on: string; off: string }): SearchField<F> {
  return {
    type: 'select',
    name: 'status' as keyof F & string,
    options: [
      { value: '', label: labels.all },
      { value: '1', label: labels.on },
      { value: '0', label: labels.off },
    ],
  };
}
