import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { skuMessages as m } from './messages';
import type { SkuSearch } from './search';

// The filter lives in a component-free module that route files import eagerly.
export { type SkuSearch, skuSearch } from './search';

export type Sku = ApiData<'shop', 'post', '/api/v1/web/sp/sku/page'>['records'][number];
export type SkuDetail = ApiData<'shop', 'get', '/api/v1/web/sp/sku/detail'>;

export function skuListQuery(client: PlatformClient, search: SkuSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'shop',
    '/api/v1/web/sp/sku/page',
    {
      ...pageBody(search, ['name', 'categoryCode'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 } : {}),
    },
    { errorText: m.list.failure, what: 'skuPage' },
  );
}

export const SKU_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/sku/page');

export const skuDetail = (client: PlatformClient, id: number) =>
  apiFetch(client, 'shop', 'get', '/api/v1/web/sp/sku/detail', { params: { query: { id } } });

/** Enabled brands and approved suppliers for the form's selects; the agri-input tree. */
export const brandOptionsQuery = (client: PlatformClient) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/sp/brand/page', {
    body: { status: 1, page: 1, pageSize: 500 },
  });
export const supplierOptionsQuery = (client: PlatformClient) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/sp/supplier/page', {
    body: { status: 1, page: 1, pageSize: 500 },
  });
export const agriTreeQuery = (client: PlatformClient) =>
  apiQuery(client, 'system', 'get', '/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } });
