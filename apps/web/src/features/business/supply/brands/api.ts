import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { brandMessages as m } from './messages';
import type { BrandSearch } from './search';

// The filter lives in a component-free module that route files import eagerly.
export { type BrandSearch, brandSearch } from './search';

export type Brand = ApiData<'shop', 'post', '/api/v1/web/sp/brand/page'>['records'][number];

export function brandListQuery(client: PlatformClient, search: BrandSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/brand/page',
    {
      body: {
        ...(search.name ? { name: search.name } : {}),
        ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.list.failure, what: 'brandPage' } },
  );
}

export const BRAND_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/brand/page');
