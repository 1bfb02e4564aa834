import type { PlatformClient, ServerName } from '@agrimap/sdk';
import type { PostPathTaking } from '@/lib/page-query';
import { type ApiPath, apiFetch } from '@/lib/query';
import type { CrudWrite } from './useCrud';

/** The toasts of a write as feature messages declare them. */
export interface WriteToasts {
  success: string;
  failure: string;
}

const metaOf = (toasts: WriteToasts, what: string) => ({
  successText: toasts.success,
  errorText: toasts.failure,
  what,
});

/**
 * `POST path` with `body`. The callers' path types (`PostPathTaking`) have already checked that the
 * path takes such a body; TypeScript cannot carry that proof into `apiFetch`'s generic init type.
 */
const postBody = <S extends ServerName>(
  client: PlatformClient,
  server: S,
  path: ApiPath<S, 'post'>,
  body: object,
) =>
  (
    apiFetch as (
      c: PlatformClient,
      s: S,
      m: 'post',
      p: ApiPath<S, 'post'>,
      i: { body: object },
    ) => Promise<unknown>
  )(client, server, 'post', path, { body });

/**
 * `useCrud`'s 删除 by `POST path` with `{ id: row.id }`, e.g.
 * `remove: removeById(client, 'base', '/api/v1/agro/crop/delete', m.delete, 'agroCropDelete')`.
 */
export function removeById<S extends ServerName, P extends PostPathTaking<S, { id: number }>>(
  client: PlatformClient,
  server: S,
  path: P,
  toasts: WriteToasts,
  what: string,
): CrudWrite<[row: { id: number }]> {
  return {
    run: (row) => postBody(client, server, path, { id: row.id }),
    meta: metaOf(toasts, what),
  };
}

/**
 * `useCrud`'s 启用 / 停用 by `POST path` with `{ id: row.id, status }`: 1 when switched on, else
 * `off` (0 unless the entity's 停用 value differs), e.g.
 * `status: statusById(client, 'shop', '/api/v1/web/sp/brand/status', m.statusChange, 'brandStatus')`.
 */
export function statusById<S extends ServerName, P extends PostPathTaking<S, { id: number; status: 1 }>>(
  client: PlatformClient,
  server: S,
  path: P,
  toasts: WriteToasts,
  what: string,
  off = 0,
): CrudWrite<[row: { id: number }, on: boolean]> {
  return {
    run: (row, on) => postBody(client, server, path, { id: row.id, status: on ? 1 : off }),
    meta: metaOf(toasts, what),
  };
}
