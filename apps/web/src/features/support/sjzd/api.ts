import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listSearch, param } from '@/lib/list-search';
import { apiQuery } from '@/lib/query';
import { sjzdMessages as m } from './messages';

export type DicCategory = SystemComponents['schemas']['DictionaryCategory'];
export type DicItem = SystemComponents['schemas']['DictionaryItem'];

/** The item table's filter and page. */
export const itemSearch = listSearch({
  keyword: param.text(50),
  status: param.oneOf(['', '1', '0'], ''),
});
export type ItemSearch = ListSearch<typeof itemSearch.defaults>;

export type SjzdSearchInput = {
  dic?: string;
  keyword?: string;
  status?: '' | '1' | '0';
  page?: number;
} & SearchSchemaInput;

const dicParam = param.optionalText(64);

/** The route's search: the chosen category (`dic`) and its item table's filter and page. */
export function validateSjzdSearch(input: SjzdSearchInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  return { dic: dicParam.parse(raw.dic), ...itemSearch.parse(raw) };
}
export type SjzdSearch = ReturnType<typeof validateSjzdSearch>;

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
