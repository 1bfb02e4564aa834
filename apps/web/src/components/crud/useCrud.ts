import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccess } from '@/lib/access';
import type { AccessCode } from '@/lib/access-codes';
import type { CallMeta } from '@/lib/query';

/** A write of the list with its messages (success / error toast, console label). */
export interface CrudWrite<Args extends unknown[]> {
  run: (...args: Args) => Promise<unknown>;
  meta: CallMeta;
}

export interface CrudOptions<Row> {
  /** The button codes of 新增 / 编辑 / 删除 (`useAccess().can(code)`). */
  rights: { add: AccessCode; edit: AccessCode; remove: AccessCode };
  /** The calls refreshed after every write (the list's `apiKey`, pickers that show the rows …). */
  invalidates: readonly QueryKey[];
  /** Also run by every refresh (e.g. a cache that is reset, not invalidated). */
  alsoRefresh?: () => Promise<unknown>;
  /** 删除 of a row (asked first by `actionsColumn`). */
  remove?: CrudWrite<[row: Row]>;
  /** 启用 / 停用 of a row (`statusColumn`'s switch). */
  status?: CrudWrite<[row: Row, on: boolean]>;
}

/** The open 新增 (`row` undefined) or 编辑 dialog. */
export interface CrudDialog<Row> {
  current: { row?: Row } | null;
  openCreate: () => void;
  openEdit: (row: Row) => void;
  close: () => void;
}

/** What a list screen gets from `useCrud`: rights, the dialog state, the writes and `refresh`. */
export interface Crud<Row> {
  can: { add: boolean; edit: boolean; remove: boolean };
  dialog: CrudDialog<Row>;
  remove: { mutateAsync: (row: Row) => Promise<unknown> };
  status: { mutateAsync: (change: { row: Row; on: boolean }) => Promise<unknown> };
  /** Refreshes `invalidates`. */
  refresh: () => Promise<unknown>;
}

const none = () => Promise.reject(new Error('useCrud: this write is not declared'));

/**
 * A list screen's CRUD state: the user's rights, the 新增 / 编辑 dialog, and the 删除 / 启用·停用
 * mutations with their toasts (`meta`). Every write refreshes `invalidates` once it settles; a
 * status change resolves only after that refresh, so its switch never flips back meanwhile.
 */
export function useCrud<Row>(options: CrudOptions<Row>): Crud<Row> {
  const access = useAccess();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<{ row?: Row } | null>(null);
  const refresh = () =>
    Promise.all([
      ...options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      options.alsoRefresh?.(),
    ]);
  const remove = useMutation({
    mutationFn: (row: Row) => (options.remove ? options.remove.run(row) : none()),
    meta: options.remove?.meta,
    onSettled: () => void refresh(),
  });
  const status = useMutation({
    mutationFn: ({ row, on }: { row: Row; on: boolean }) =>
      options.status ? options.status.run(row, on) : none(),
    meta: options.status?.meta,
    onSettled: () => refresh(),
  });
  return {
    can: {
      add: access.can(options.rights.add),
      edit: access.can(options.rights.edit),
      remove: access.can(options.rights.remove),
    },
    dialog: {
      current,
      openCreate: () => setCurrent({}),
      openEdit: (row) => setCurrent({ row }),
      close: () => setCurrent(null),
    },
    remove,
    status,
    refresh,
  };
}
