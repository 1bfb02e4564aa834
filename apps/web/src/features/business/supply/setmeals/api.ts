import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { setmealMessages as m } from './messages';
import type { SetmealSearch } from './search';

// The filter lives in a component-free module that route files import eagerly.
export { type SetmealSearch, setmealSearch } from './search';

export type Setmeal = ApiData<'shop', 'post', '/api/v1/web/sp/setmeal/page'>['records'][number];
export type SetmealDetail = ApiData<'shop', 'get', '/api/v1/web/sp/setmeal/detail'>;
export type SpecOption = ApiData<'shop', 'post', '/api/v1/web/sp/sku/spec/options'>['list'][number];

export function setmealListQuery(client: PlatformClient, search: SetmealSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'shop',
    '/api/v1/web/sp/setmeal/page',
    {
      ...pageBody(search, ['name'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 } : {}),
      ...(search.flagged !== '' ? { flagged: search.flagged === '1' } : {}),
    },
    { errorText: m.list.failure, what: 'setmealPage' },
  );
}

export const SETMEAL_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/setmeal/page');

export const setmealDetail = (client: PlatformClient, id: number) =>
  apiFetch(client, 'shop', 'get', '/api/v1/web/sp/setmeal/detail', { params: { query: { id } } });

export const specOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/sp/sku/spec/options', { body: { keyword, limit: 30 } });
