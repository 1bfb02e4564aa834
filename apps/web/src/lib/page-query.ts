import type { PlatformClient, ServerName } from '@agrimap/sdk';
import { type ApiInit, type ApiPath, apiQuery, type CallMeta } from './query';

/** The JSON body of `POST path` on server `S`. */
export type PostBody<S extends ServerName, P extends ApiPath<S, 'post'>> =
  NonNullable<ApiInit<S, 'post', P>> extends { body?: infer B } ? B : never;

/** The `POST` paths of server `S` whose body accepts `B` (e.g. `{ id: number }` for a 删除 by id). */
export type PostPathTaking<S extends ServerName, B> = {
  [P in ApiPath<S, 'post'>]: B extends PostBody<S, P> ? P : never;
}[ApiPath<S, 'post'>];

/**
 * The body of a list page call: the filters among `keys` that are set in `search` (truthy: '' is
 * 全部 for a text or select, 0 is 全部 for an id), then its `page` and `pageSize`, e.g.
 * `pageBody(search, ['name', 'cropId'], pageSize)`.
 */
export function pageBody<S extends { page: number }, K extends keyof S>(
  search: S,
  keys: readonly K[],
  pageSize: number,
): Partial<Pick<S, NoInfer<K>>> & { page: number; pageSize: number } {
  const body: Partial<Pick<S, NoInfer<K>>> = {};
  for (const key of keys) if (search[key]) body[key] = search[key];
  return { ...body, page: search.page, pageSize };
}

/**
 * The query of one page of a list (`POST path` with `body`), failing with `meta`'s message, e.g.
 * `pageQuery(client, 'base', '/api/v1/agro/crop/page', pageBody(search, ['name'], pageSize), meta)`.
 * The body is checked against the path's request type.
 */
export function pageQuery<S extends ServerName, P extends ApiPath<S, 'post'>>(
  client: PlatformClient,
  server: S,
  path: P,
  body: PostBody<S, P>,
  meta: CallMeta,
) {
  return apiQuery(client, server, 'post', path, { body } as ApiInit<S, 'post', P>, { meta });
}
