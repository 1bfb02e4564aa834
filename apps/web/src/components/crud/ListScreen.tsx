import type { ReactNode } from 'react';
import { QueryTable, type QueryTableProps } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';

export type ListScreenProps<Row extends { id: number }, F extends Record<string, unknown>, TData> = Omit<
  QueryTableProps<Row, F, TData>,
  'rowKey'
> & {
  /** The tab header's title. */
  title: ReactNode;
  /** The dialogs and drawers of the screen, after the table. */
  children?: ReactNode;
};

/**
 * A list screen that is not a CRUD screen (orders, returns, offers …): the tab header, then the
 * numbered `QueryTable` keyed by `id`, then `children`. No wrapping element; a screen with 新增 /
 * 编辑 / 删除 by rights uses `CrudList`.
 */
export function ListScreen<Row extends { id: number }, F extends Record<string, unknown>, TData>({
  title,
  children,
  ...table
}: ListScreenProps<Row, F, TData>) {
  return (
    <>
      <TabPaneHeader title={title} />
      <QueryTable<Row, F, TData> rowKey={'id' as keyof Row & string} index {...table} />
      {children}
    </>
  );
}
