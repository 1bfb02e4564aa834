import type { ReactNode } from 'react';
import { QueryTable, type QueryTableProps } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { type CrudForm, CrudFormDialog } from './CrudFormDialog';
import type { Crud } from './useCrud';

export type CrudListProps<
  Row extends { id: number },
  F extends Record<string, unknown>,
  TData,
  V extends object = Record<string, unknown>,
> = Omit<QueryTableProps<Row, F, TData>, 'rowKey' | 'onCreate' | 'className'> & {
  crud: Crud<Row>;
  /** `<name>-manager` is the section's class (unless `sectionClassName`), `<name>-table` the table's. */
  name: string;
  sectionClassName?: string;
  title: ReactNode;
  /** Shown between the header and the table (e.g. a warning). */
  notice?: ReactNode;
  /** False hides 新增 even with the add right (e.g. nothing to add to yet). Default true. */
  canCreate?: boolean;
  /** The 新增 / 编辑 dialog declared as data: shown while `crud.dialog` is open. */
  form?: CrudForm<V, Row>;
  /** Other dialogs (e.g. `crud.dialog.current ? <BrandDialog … /> : null` when not a `form`). */
  children?: ReactNode;
  /**
   * Shown in place of the table while set: another view of the same rows (e.g. 客户分布's map,
   * chosen by a switch in `notice`); the header, `notice`, `form` and `children` stay.
   */
  insteadOfTable?: ReactNode;
};

/**
 * A list screen: the tab header, then the numbered `QueryTable` keyed by `id` whose 新增 opens
 * `crud.dialog` when the user has the add right; that dialog is `form` (or one of `children`).
 * `insteadOfTable` replaces the table (not the dialogs) while set.
 */
export function CrudList<
  Row extends { id: number },
  F extends Record<string, unknown>,
  TData,
  V extends object = Record<string, unknown>,
>({
  crud,
  name,
  sectionClassName = `${name}-manager`,
  title,
  notice,
  canCreate = true,
  form,
  children,
  insteadOfTable,
  ...table
}: CrudListProps<Row, F, TData, V>) {
  return (
    <section className={sectionClassName}>
      <TabPaneHeader title={title} />
      {notice}
      {insteadOfTable ?? (
        <QueryTable<Row, F, TData>
          rowKey={'id' as keyof Row & string}
          index
          {...table}
          onCreate={crud.can.add && canCreate ? crud.dialog.openCreate : undefined}
          className={`${name}-table`}
        />
      )}
      {form ? <CrudFormDialog crud={crud} form={form} /> : null}
      {children}
    </section>
  );
}
