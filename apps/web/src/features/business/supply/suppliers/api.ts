import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey } from '@/lib/query';
import { supplierMessages as m } from './messages';
import type { SupplierSearch } from './search';

// The filter lives in a component-free module that route files import eagerly.
export { type SupplierSearch, supplierSearch } from './search';

export type Supplier = ApiData<'shop', 'post', '/api/v1/web/sp/supplier/page'>['records'][number];

/** One page of suppliers for a search. */
export function supplierListQuery(client: PlatformClient, search: SupplierSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'shop',
    '/api/v1/web/sp/supplier/page',
    {
      ...pageBody(search, ['name', 'qhdm'], pageSize),
      ...(search.licence ? { licence: search.licence } : {}),
      ...(search.creditCode ? { creditCode: search.creditCode.toUpperCase() } : {}),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 | 3 } : {}),
    },
    { errorText: m.list.failure, what: 'supplierPage' },
  );
}

/** The prefix of every supplier list query (refresh after a change). */
export const SUPPLIER_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/supplier/page');

export function supplierDetail(client: PlatformClient, id: number) {
  return apiFetch(client, 'shop', 'get', '/api/v1/web/sp/supplier/detail', { params: { query: { id } } });
}
