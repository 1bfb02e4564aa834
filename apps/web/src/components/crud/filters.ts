import type { SearchField } from '@/components/query-table';
import { crudMessages as m } from './messages';

/**
 * A select filter on an id search param (e.g. `cropId`, `warehouseId`) whose options are named
 * rows, led by 全部 (value 0, the param's "any").
 */
export function idFilter<F>(
  name: keyof F & string,
  rows: readonly { id: number; name: string }[],
): SearchField<F> {
  return {
    type: 'select',
    name,
    options: [{ value: 0, label: m.all }, ...rows.map((r) => ({ value: r.id, label: r.name }))],
  };
}
