import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type ListQueryOptions,
  type QueryColumn,
  QueryTable,
  type QueryTableProps,
  type SearchField,
} from '@/components/query-table';
import type { ExportPath } from '@/components/query-table/server-export';
import { editRemoveActions, type RowAction, RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import type { ListSearch, ListSearchSchema } from '@/lib/list-search';

/** The texts every agricultural master-data list (crops, varieties, programmes) has. */
export interface AgroListMessages {
  title: string;
  exportName: string;
  columns: { actions: string };
  delete: { confirm: string; ok: string; cancel: string; success: string; failure: string };
}

/** A list's 删除: the delete call with its toasts, refreshing `keys` after it. */
export function useAgroRemove(
  remove: (id: number) => Promise<unknown>,
  keys: readonly QueryKey[],
  m: AgroListMessages,
  what: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    meta: { successText: m.delete.success, errorText: m.delete.failure, what },
    onSuccess: () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The 操作 column: `before` (e.g. 日历), then 编辑 and 删除 (asks first), where the user has them. */
export function agroActionsColumn<Row extends { id: number }, F>(options: {
  m: AgroListMessages;
  width: number;
  can: { edit: boolean; remove: boolean };
  onEdit: (row: Row) => void;
  onRemove: (id: number) => Promise<unknown>;
  before?: (row: Row) => RowAction[];
}): QueryColumn<Row, F> {
  const { m, can } = options;
  return {
    key: 'actions',
    title: m.columns.actions,
    width: options.width,
    render: (_v, row) => (
      <RowActions
        okText={m.delete.ok}
        cancelText={m.delete.cancel}
        actions={[
          ...(options.before?.(row) ?? []),
          ...editRemoveActions({
            can,
            onEdit: () => options.onEdit(row),
            onRemove: () => options.onRemove(row.id),
            confirm: m.delete.confirm,
          }),
        ]}
      />
    ),
  };
}

/** The crop filter of the agricultural lists (`cropId`, 0 = 全部 under `allLabel`). */
export function cropFilter<F>(
  crops: readonly { id: number; name: string }[],
  allLabel: string,
): SearchField<F> {
  return {
    type: 'select',
    name: 'cropId' as keyof F & string,
    options: [{ value: 0, label: allLabel }, ...crops.map((c) => ({ value: c.id, label: c.name }))],
  };
}

/**
 * An agricultural master-data list: the tab header, then the numbered list with 新增 (when the user
 * may add) and 导出; `name` makes the classes `<name>-manager` and `<name>-table`. Dialogs go in
 * `children`.
 */
export function AgroList<Row extends { id: number }, F extends Record<string, unknown>, TData>(props: {
  name: string;
  m: AgroListMessages;
  search: ListSearchSchema<F>;
  query: (search: ListSearch<F>, pageSize: number) => ListQueryOptions<TData>;
  columns: QueryTableProps<Row, F, TData>['columns'];
  /** The list's export operation (导出). */
  exportPath: ExportPath;
  onCreate?: () => void;
  children?: ReactNode;
}) {
  return (
    <section className={`${props.name}-manager`}>
      <TabPaneHeader title={props.m.title} />
      <QueryTable<Row, F, TData>
        search={props.search}
        query={props.query}
        columns={props.columns}
        rowKey="id"
        index
        onCreate={props.onCreate}
        exportFile={{ fileName: props.m.exportName, path: props.exportPath }}
        className={`${props.name}-table`}
      />
      {props.children}
    </section>
  );
}
