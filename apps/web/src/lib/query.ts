import {
  type EnvelopeData,
  type FetchResult,
  type MaybeOptionalInit,
  type PlatformClient,
  type ServerName,
  type ServerPaths,
  successCodesOf,
  unwrap,
} from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { ErrorText } from './errors';

/**
 * What a query or mutation declares about its messages; the app's one QueryCache /
 * MutationCache handler (app/query-client.ts) reads it. Nothing declared = a failure is only
 * logged and a success says nothing.
 */
export interface CallMeta extends Record<string, unknown> {
  /** Toast after a successful mutation (SPEC §8: 5 s). */
  successText?: string;
  /** What a failure shows (see {@link ErrorText}); an ended session never shows anything here. */
  errorText?: ErrorText;
  /** The toast kind of a failure: `error` (default, 2 s) or `warning` (5 s). */
  errorLevel?: 'error' | 'warning';
  /** A label for the console line of a failure (default: the query key). */
  what?: string;
  /**
   * A failure is only logged here: the screen shows it itself (a list's error in the table, with
   * 重试) or asks again on mount (a route loader's prefetch). Set by the kit, not by features.
   */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** HTTP methods of the generated `paths` types. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths of server `S` that have an operation for `M`. */
export type ApiPath<S extends ServerName, M extends ApiMethod> = {
  [P in keyof ServerPaths[S]]: ServerPaths[S][P] extends { [K in M]: object } ? P : never;
}[keyof ServerPaths[S]] &
  string;

/** The generated operation type of (server, method, path). */
export type ApiOperation<
  S extends ServerName,
  M extends ApiMethod,
  P extends ApiPath<S, M>,
> = ServerPaths[S][P] extends { [K in M]: infer O } ? O : never;

/** The request of an operation: `{ body }`, `{ params: { query, path } }`, both or neither. */
export type ApiInit<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>> = MaybeOptionalInit<
  ServerPaths[S][P],
  M & keyof ServerPaths[S][P]
>;

type JsonReply<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R
  : never;

/** The envelope's `data` of a successful call of the operation. */
export type ApiData<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>> = EnvelopeData<
  JsonReply<ApiOperation<S, M, P>>
>;

/** The part of a request that identifies the data: the body, else the params, else both. */
function requestPart(init: unknown): unknown[] {
  if (init === undefined || init === null) return [];
  const { body, params } = init as { body?: unknown; params?: unknown };
  if (body !== undefined && params === undefined) return [body];
  if (params !== undefined && body === undefined) return [params];
  return body === undefined ? [] : [{ params, body }];
}

/**
 * The query key of an operation call: `[server, method, path, request]`. Without `init` it is
 * the prefix of every call of the operation, e.g. for `invalidateQueries`.
 */
export function apiKey<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>>(
  server: S,
  method: M,
  path: P,
  init?: ApiInit<S, M, P>,
): readonly unknown[] {
  return [server, method, path, ...requestPart(init)];
}

/**
 * The key of a query whose data is *derived* from an operation call (a reply reshaped, filtered,
 * paged through or combined): {@link apiKey} of the call (with its request), then `view` naming
 * the derivation and any further parts. It never shares a cache entry with the plain call (whose
 * data has another shape), yet invalidating the operation (`apiKey(server, method, path)`)
 * reaches it, e.g. `apiViewKey('base', 'post', '/api/v1/camera/listDevice', undefined, 'map-markers')`.
 */
export function apiViewKey<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>>(
  server: S,
  method: M,
  path: P,
  init: ApiInit<S, M, P> | undefined,
  view: string,
  ...parts: readonly unknown[]
): readonly unknown[] {
  return [...apiKey(server, method, path, init), view, ...parts];
}

type ClientCall = (p: string, i?: unknown) => Promise<FetchResult<unknown>>;

function callOf(client: PlatformClient, server: ServerName, method: ApiMethod): ClientCall {
  const call = (client[server] as unknown as Record<string, ClientCall>)[method.toUpperCase()];
  if (!call) throw new Error(`no ${method} on the ${server} client`);
  return call;
}

/**
 * Calls one operation with the typed client and answers the envelope's `data` when the
 * business code is one of the operation's `x-success-codes`; otherwise rejects with the
 * SDK's `ApiError` (SPEC §8).
 */
export async function apiFetch<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>>(
  client: PlatformClient,
  server: S,
  method: M,
  path: P,
  ...[init]: undefined extends ApiInit<S, M, P> ? [init?: ApiInit<S, M, P>] : [init: ApiInit<S, M, P>]
): Promise<ApiData<S, M, P>> {
  const result = await callOf(client, server, method)(path, init);
  return unwrap(result, successCodesOf(server, method, path)) as ApiData<S, M, P>;
}

/**
 * Calls one operation whose reply is a file rather than an envelope (e.g.
 * `GET /api/v1/file/download`) and answers its bytes. The success-code check cannot apply (a file
 * has no business code): a 2xx reply is the file; any other rejects with the SDK's `ApiError`
 * carrying the server's message from its error envelope.
 */
export async function apiBlob<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>>(
  client: PlatformClient,
  server: S,
  method: M,
  path: P,
  ...[init]: undefined extends ApiInit<S, M, P> ? [init?: ApiInit<S, M, P>] : [init: ApiInit<S, M, P>]
): Promise<Blob> {
  const result = await callOf(client, server, method)(path, { ...(init as object), parseAs: 'blob' });
  if (!result.response.ok) unwrap(result, successCodesOf(server, method, path)); // throws ApiError
  return result.data as Blob;
}

/** Options a call may add to its query (anything but key and function). */
export interface ApiQueryExtras {
  meta?: CallMeta;
  staleTime?: number;
  gcTime?: number;
  enabled?: boolean;
}

/**
 * `queryOptions` for one operation call: key {@link apiKey}, function {@link apiFetch}; two
 * screens reading the same call share the cache by construction, e.g.
 * `apiQuery(client, 'base', 'post', '/api/v1/camera/listDevice', { body }, { meta })`.
 */
export function apiQuery<S extends ServerName, M extends ApiMethod, P extends ApiPath<S, M>>(
  client: PlatformClient,
  server: S,
  method: M,
  path: P,
  init: ApiInit<S, M, P>,
  extras: ApiQueryExtras = {},
) {
  return queryOptions({
    queryKey: apiKey(server, method, path, init),
    queryFn: () =>
      (apiFetch as (...args: unknown[]) => Promise<ApiData<S, M, P>>)(client, server, method, path, init),
    ...extras,
  });
}
