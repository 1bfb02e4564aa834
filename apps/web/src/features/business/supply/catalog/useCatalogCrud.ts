import type { QueryKey } from '@tanstack/react-query';
import { type Crud, useCrud } from '@/components/crud';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';

/** The shop catalogue's entities (their rights, paths, class names and console labels). */
export type CatalogName = 'sku' | 'setmeal';

type Toasts = { success: string; failure: string };

/** The button codes of each entity, written out (the access-code check finds them by their text). */
const RIGHTS = {
  sku: { add: 'sku:add', edit: 'sku:edit', remove: 'sku:delete' },
  setmeal: { add: 'setmeal:add', edit: 'setmeal:edit', remove: 'setmeal:delete' },
} as const;

/**
 * The CRUD state of a catalogue list: rights `<name>:add|edit|delete`, 删除 by
 * `/api/v1/web/sp/<name>/delete` and, with `status`, 启用 / 停用;
 * every write refreshes `listKey`.
 */
export function useCatalogCrud<Row extends { id: number }>(options: {
  name: CatalogName;
  m: { delete: Toasts };
  listKey: QueryKey;
  /** 启用 / 停用 of a row with its toasts (none: the list only shows the status). */
  status?: { run: (row: Row, on: boolean) => Promise<unknown>; toasts: Toasts };
}): Crud<Row> {
  const { name, m, status } = options;
  const client = useApi();
  return useCrud<Row>({
    rights: RIGHTS[name],
    invalidates: [options.listKey],
    remove: {
      run: (row) =>
        apiFetch(client, 'shop', 'post', `/api/v1/web/sp/${name}/delete`, { body: { id: row.id } }),
      meta: { successText: m.delete.success, errorText: m.delete.failure, what: `${name}Delete` },
    },
    ...(status
      ? {
          status: {
            run: status.run,
            meta: {
              successText: status.toasts.success,
              errorText: status.toasts.failure,
              what: `${name}Status`,
            },
          },
        }
      : {}),
  });
}
