import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { apiQuery } from '@/lib/query';
import { sjzdMessages as m } from './messages';
import type { ItemSearch } from './search';

export type DicCategory = SystemComponents['schemas']['DictionaryCategory'];
export type DicItem = SystemComponents['schemas']['DictionaryItem'];

// The route's search lives in search.ts (the route file imports only that, see lib/list-search).
export {
  type ItemSearch,
  itemSearch,
  type SjzdSearch,
  type SjzdSearchInput,
  validateSjzdSearch,
} from './search';

/** Every category matching the keyword (the list on the left; categories are few). */
export function categoryListQuery(client: PlatformClient, keyword: string) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/dic/list/dic',
    { body: { ...(keyword ? { keyword } : {}), page: 1, pageSize: 1000 } },
    { meta: { errorText: m.categories.loadFailure, what: 'dicCategoryPage' } },
  );
}

/** One page of the top-level items of a category. */
export function itemListQuery(
  client: PlatformClient,
  dicNumber: string,
  search: ItemSearch,
  pageSize: number,
) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/dic/item/page',
    {
      body: {
        dicNumber,
        pid: 0,
        ...(search.keyword ? { keyword: search.keyword } : {}),
        ...(search.status ? { status: Number(search.status) as 0 | 1 } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.items.loadFailure, what: 'dicItemPage' } },
  );
}
