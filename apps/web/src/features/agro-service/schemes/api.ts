import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { schemeMessages as m } from './messages';
import type { SchemeSearch } from './search';

export type Scheme = ApiData<'base', 'post', '/api/v1/agro/scheme/page'>['records'][number];
export type SchemeDetail = ApiData<'base', 'get', '/api/v1/agro/scheme/detail'>;
export type SkuSpecOption = ApiData<'shop', 'post', '/api/v1/web/sp/sku/spec/options'>['list'][number];

export const SCHEME_LIST_KEY = apiKey('base', 'post', '/api/v1/agro/scheme/page');
export const SCHEME_DETAIL_KEY = apiKey('base', 'get', '/api/v1/agro/scheme/detail');

/** One page of schemes. */
export function schemeListQuery(client: PlatformClient, search: SchemeSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'base',
    '/api/v1/agro/scheme/page',
    {
      ...pageBody(search, ['title', 'cropId', 'stage', 'problem'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 } : {}),
    },
    { errorText: m.toast.listFailure, what: 'agroSchemePage' },
  );
}

/** One scheme with its measures, recommended SKUs and attachments. */
export function schemeDetailQuery(client: PlatformClient, id: number) {
  return apiQuery(
    client,
    'base',
    'get',
    '/api/v1/agro/scheme/detail',
    { params: { query: { id } } },
    { meta: { errorText: m.reader.failure, what: 'agroSchemeDetail' } },
  );
}

/** Catalogue specifications whose name, spec or barcode contains `keyword`. */
export function skuSpecOptionsQuery(client: PlatformClient, keyword: string) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/sku/spec/options',
    { body: { ...(keyword ? { keyword } : {}), limit: 20 } },
    { meta: { errorText: m.toast.skusFailure, what: 'skuSpecOptions' }, staleTime: 10_000 },
  );
}
