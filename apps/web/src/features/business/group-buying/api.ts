import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { groupBuyingMessages as m } from './messages';
import type { DemandSearch, OfferSearch } from './search';

export type Demand = ApiData<'shop', 'post', '/api/v1/web/fx/demand/page'>['records'][number];
export type DemandSummaryRow = ApiData<'shop', 'post', '/api/v1/web/fx/demand/summary'>['list'][number];
export type Offer = ApiData<'shop', 'post', '/api/v1/web/fx/offer/page'>['records'][number];
export type SpecOption = ApiData<'shop', 'post', '/api/v1/web/sp/sku/spec/options'>['list'][number];
export type CustomerOption = ApiData<'shop', 'post', '/api/v1/web/crm/customer/page'>['records'][number];
export type OfferDetail = ApiData<'shop', 'get', '/api/v1/web/fx/offer/detail'>;

export const DEMAND_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/fx/demand/page');
export const DEMAND_SUMMARY_KEY = apiKey('shop', 'post', '/api/v1/web/fx/demand/summary');
export const OFFER_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/fx/offer/page');
export const OFFER_DETAIL_KEY = apiKey('shop', 'get', '/api/v1/web/fx/offer/detail');

function demandBody(search: DemandSearch) {
  return {
    ...(search.customer.trim() ? { customer: search.customer.trim() } : {}),
    ...(search.crop.trim() ? { crop: search.crop.trim() } : {}),
    ...(search.categoryCode ? { categoryCode: search.categoryCode } : {}),
    ...(/^\d{6,12}$/.test(search.qhdm) ? { qhdm: search.qhdm } : {}),
    ...(search.wanted ? { dateFrom: search.wanted[0], dateTo: search.wanted[1] } : {}),
  };
}

export function demandListQuery(client: PlatformClient, search: DemandSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/fx/demand/page',
    { body: { ...demandBody(search), page: search.page, pageSize } },
    { meta: { errorText: m.demand.listFailed, what: 'demandPage' } },
  );
}

export function demandSummaryQuery(client: PlatformClient, search: DemandSearch) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/fx/demand/summary',
    { body: { ...demandBody(search), page: 1, pageSize: 10 } },
    { meta: { errorText: m.demand.summaryFailed, what: 'demandSummary' } },
  );
}

export const demandSave = (
  client: PlatformClient,
  body: {
    customerId: number;
    crop: string;
    areaMu: string;
    categoryCode: string;
    quantity: string;
    unit: string;
    wantedDate: string;
    qhdm: string;
    qhmc: string;
    remark?: string;
  },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/fx/demand/save', { body });

export function offerListQuery(client: PlatformClient, search: OfferSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/fx/offer/page',
    {
      body: {
        ...(search.title.trim() ? { title: search.title.trim() } : {}),
        ...(search.status ? { status: Number(search.status) } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.offer.listFailed, what: 'offerPage' } },
  );
}

export const offerDetailQuery = (client: PlatformClient, id: number) =>
  apiQuery(
    client,
    'shop',
    'get',
    '/api/v1/web/fx/offer/detail',
    { params: { query: { id } } },
    { meta: { errorText: m.offer.detailFailed, what: 'offerDetail' } },
  );

export const offerSave = (
  client: PlatformClient,
  body: {
    title: string;
    skuId: number;
    basePrice: number;
    tiers: { participants: number; unitPrice: number }[];
    minParticipants: number;
    deadline: string;
    demandIds?: number[];
  },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/fx/offer/save', { body });

export const offerBook = (
  client: PlatformClient,
  body: { offerId: number; customerId: number; quantity: number },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/fx/offer/book', { body });

export const offerSettle = (client: PlatformClient, id: number) =>
  apiFetch(client, 'shop', 'post', '/api/v1/web/fx/offer/settle', { body: { id } });

/** Customers to choose from (the customer list of 客户管理). */
export const customerOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/crm/customer/page',
    { body: { ...(keyword ? { name: keyword } : {}), page: 1, pageSize: 20 } },
    { meta: { errorText: '查询客户失败', what: 'customerPage (options)' } },
  );

/** SKUs to choose from (single-item specs with their list price). */
export const specOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/sp/sku/spec/options', { body: { keyword, limit: 30 } });
