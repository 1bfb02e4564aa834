import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { brandMessages as m } from './messages';
import type { BrandSearch } from './search';

export type Brand = ApiData<'shop', 'post', '/api/v1/web/sp/brand/page'>['records'][number];

export function brandListQuery(client: PlatformClient, search: BrandSearch, pageSize = PAGE_SIZE) {
  const status = search.status === '' ? {} : { status: Number(search.status) as 0 | 1 };
  const body = { ...(search.name ? { name: search.name } : {}), ...status, page: search.page, pageSize };
  const meta = { errorText: m.list.failure, what: 'brandPage' };
  return apiQuery(client, 'shop', 'post', '/api/v1/web/sp/brand/page', { body }, { meta });
}

export const BRAND_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/brand/page');
