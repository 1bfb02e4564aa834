import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { customerMessages as m } from './messages';
import type { CustomerSearch } from './search';

export { type CustomerSearch, customerSearch } from './search';

export type Customer = ApiData<'shop', 'post', '/api/v1/web/crm/customer/page'>['records'][number];
export type CustomerDetail = ApiData<'shop', 'get', '/api/v1/web/crm/customer/detail'>;
export type CustomerPoint = ApiData<'shop', 'post', '/api/v1/web/crm/customer/points'>[number];

/** The filter part of the search as the API takes it. */
export function customerFilter(s: CustomerSearch) {
  return {
    ...(s.name ? { name: s.name } : {}),
    ...(s.phone ? { phone: s.phone } : {}),
    ...(s.type ? { type: Number(s.type) } : {}),
    ...(s.qhdm ? { qhdm: s.qhdm } : {}),
    ...(s.level ? { level: Number(s.level) } : {}),
    ...(s.ownerId ? { ownerId: s.ownerId } : {}),
    ...(s.due ? { due: true } : {}),
  };
}

export function customerListQuery(client: PlatformClient, search: CustomerSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/crm/customer/page',
    { body: { ...customerFilter(search), page: search.page, pageSize } },
    { meta: { errorText: m.list.failure, what: 'customerPage' } },
  );
}

export function customerPointsQuery(client: PlatformClient, search: CustomerSearch) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/crm/customer/points',
    { body: customerFilter(search) },
    { meta: { errorText: m.map.failure, what: 'customerPoints' } },
  );
}

export const CUSTOMER_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/crm/customer/page');
export const CUSTOMER_POINTS_KEY = apiKey('shop', 'post', '/api/v1/web/crm/customer/points');
export const CUSTOMER_DETAIL_KEY = apiKey('shop', 'get', '/api/v1/web/crm/customer/detail');
