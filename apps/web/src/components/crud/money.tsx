import type { QueryColumn } from '@/components/query-table';
import { fenToYuan } from '@/lib/money';

/**
 * How the list screens show money (supply, sales, group buying, distribution): `¥1234.50`, no
 * thousands separators, `—` for none. A preset of `@/lib/money`, which parses and formats.
 */
export const formatCents = (cents: number | null | undefined): string =>
  fenToYuan(cents, { grouping: false, symbol: true });

/** A money column: integer fen shown as yuan with two decimals ({@link formatCents}), right-aligned. */
export function moneyColumn<Row, F>(options: {
  key: string;
  title: string;
  width: number;
  cents: (row: Row) => number | null | undefined;
}): QueryColumn<Row, F> {
  const { cents } = options;
  return {
    key: options.key,
    title: options.title,
    width: options.width,
    align: 'right',
    render: (_v, row) => formatCents(cents(row)),
  };
}
