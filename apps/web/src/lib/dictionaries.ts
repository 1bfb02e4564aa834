import {
  type FetchResult,
  type PlatformClient,
  readEnvelope,
  type SystemComponents,
  unwrap,
} from '@agrimap/sdk';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from './api';

/** One dictionary entry (SPEC §3): code, name, dicNumber, dicName, key, value. */
export type DictionaryEntry = SystemComponents['schemas']['DictionaryEntry'];

/** The reply as the server sent it: `{code, msg, data}`. */
export interface DictionaryReply<T> {
  code: number;
  msg: string;
  data?: T | null;
}

/** Success code of `GET /api/v1/dic/getDic`. */
export const GET_DIC_OK = 200;
/** Success code of `POST /api/v1/dic/list`. */
export const DIC_LIST_OK = 0;

/**
 * SPEC §8: a reply whose code is not the success code is passed on (and logged); a failed
 * request (HTTP error, network, unreadable body) rejects with the SDK's ApiError.
 */
function passOn<T>(result: FetchResult<unknown>, okCode: number, what: string): DictionaryReply<T> {
  if (result.error !== undefined || !result.response.ok) unwrap(result, [okCode]); // throws ApiError
  const envelope = readEnvelope(result.data);
  if (!envelope) unwrap(result, [okCode]); // throws: not an envelope
  const reply = result.data as DictionaryReply<T>;
  if (reply.code !== okCode)
    console.warn(`[dictionary] ${what}: code ${reply.code} ${reply.msg ?? ''}`.trim());
  return reply;
}

/** `GET /api/v1/dic/getDic?category=…` (code 200, data is the entry array). */
export async function fetchDictionary(
  client: PlatformClient,
  category: string,
): Promise<DictionaryReply<DictionaryEntry[]>> {
  const result = await client.system.GET('/api/v1/dic/getDic', { params: { query: { category } } });
  return passOn<DictionaryEntry[]>(result, GET_DIC_OK, `getDic ${category}`);
}

/** `POST /api/v1/dic/list {categoryNumber}` (code 0, data.list). */
export async function fetchDicList(
  client: PlatformClient,
  categoryNumber: string,
): Promise<DictionaryReply<{ list: DictionaryEntry[] }>> {
  const result = await client.system.POST('/api/v1/dic/list', { body: { categoryNumber } });
  return passOn<{ list: DictionaryEntry[] }>(result, DIC_LIST_OK, `list ${categoryNumber}`);
}

// Loaded once per category and kept for the whole session (SPEC §4).
const cacheForever = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

export function dictionaryQueryOptions(client: PlatformClient, category: string) {
  return queryOptions({
    queryKey: ['dictionary', 'getDic', category],
    queryFn: () => fetchDictionary(client, category),
    ...cacheForever,
  });
}

export function dicListQueryOptions(client: PlatformClient, categoryNumber: string) {
  return queryOptions({
    queryKey: ['dictionary', 'list', categoryNumber],
    queryFn: () => fetchDicList(client, categoryNumber),
    ...cacheForever,
  });
}

/**
 * 刷新缓存: forgets the cached entries of every category (or of one): shown selects and tags
 * load them again at once, the others on their next use.
 */
export function clearDictionaryCache(queryClient: QueryClient, category?: string): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) =>
      query.queryKey[0] === 'dictionary' && (category === undefined || query.queryKey[2] === category),
  });
}

const NO_ENTRIES: DictionaryEntry[] = [];

/**
 * The entries of a category from `GET /api/v1/dic/getDic`, cached per category after the first
 * load. `entries` is empty while loading or when the server answered another code; the raw reply
 * is in `data`.
 */
export function useDictionary(category: string) {
  const query = useQuery(dictionaryQueryOptions(useApi(), category));
  const entries =
    query.data?.code === GET_DIC_OK && Array.isArray(query.data.data) ? query.data.data : NO_ENTRIES;
  return { ...query, entries };
}

/** The entries of a category from `POST /api/v1/dic/list`, cached per category after the first load. */
export function useDicList(categoryNumber: string) {
  const query = useQuery(dicListQueryOptions(useApi(), categoryNumber));
  const list = query.data?.code === DIC_LIST_OK ? query.data.data?.list : undefined;
  return { ...query, entries: Array.isArray(list) ? list : NO_ENTRIES };
}
