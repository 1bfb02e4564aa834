import type { ReactNode } from 'react';
import { QueryTable, type QueryTableProps } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import type { Crud } from './useCrud';

export type CrudListProps<Row extends { id: number }, F extends Record<string, unknown>, TData> = Omit<
  QueryTableProps<Row, F, TData>,
  'rowKey' | 'onCreate' | 'className'
> & {
  crud: Crud<Row>;
  /** `<name>-manager` is the section's class (unless `sectionClassName`), `<name>-table` the table's. */
  name: string;
  sectionClassName?: string;
  title: ReactNode;
  /** Shown between the header and the table (e.g. a warning). */
  notice?: ReactNode;
  /** False hides 新增 even with the add right (e.g. nothing to add to yet). Default true. */
  canCreate?: boolean;
  /** The dialogs (e.g. `crud.dialog.current ? <BrandDialog … /> : null`). */
  children?: ReactNode;
};

/**
 * A list screen: the tab header, then the numbered `QueryTable` keyed by `id` whose 新增 opens
 * `crud.dialog` when the user has the add right; the dialogs go in `children`.
 */
export function CrudList<Row extends { id: number }, F extends Record<string, unknown>, TData>({
  crud,
  name,
  sectionClassName = `${name}-manager`,
  title,
  notice,
  canCreate = true,
  children,
  ...table
}: CrudListProps<Row, F, TData>) {
  return (
    <section className={sectionClassName}>
      <TabPaneHeader title={title} />
      {notice}
      <QueryTable<Row, F, TData>
        rowKey={'id' as keyof Row & string}
        index
        {...table}
        onCreate={crud.can.add && canCreate ? crud.dialog.openCreate : undefined}
        className={`${name}-table`}
      />
      {children}
    </section>
  );
}
