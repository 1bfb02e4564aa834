import type { PlatformClient } from '@agrimap/sdk';
import { type ListSearch, listSearch, PAGE_SIZE, param } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { brandMessages as m } from './messages';

/** 品牌配置's filter and page (in the URL). */
export const brandSearch = listSearch({
  name: param.text(30),
  status: param.oneOf(['', '0', '1'], ''),
});
export type BrandSearch = ListSearch<typeof brandSearch.defaults>;

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
