import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { salesMessages as m } from './messages';
import type { OrderSearch, ReturnSearch, ShipmentSearch } from './search';

export type Order = ApiData<'shop', 'post', '/api/v1/web/sp/order/page'>['records'][number];
export type OrderDetail = ApiData<'shop', 'get', '/api/v1/web/sp/order/detail'>;
export type SalesReturn = ApiData<'shop', 'post', '/api/v1/web/sp/return/page'>['records'][number];
export type ShipResult = ApiData<'shop', 'post', '/api/v1/web/sp/order/ship'>;
export type OrderAction = 'pay' | 'complete' | 'close' | 'adjust' | 'remark';
export type ReturnAction = 'agree' | 'reject' | 'receive' | 'refund';

export const ORDER_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/order/page');
export const ORDER_DETAIL_KEY = apiKey('shop', 'get', '/api/v1/web/sp/order/detail');
export const RETURN_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sp/return/page');

const opt = <K extends string, V>(key: K, value: V | undefined | '' | 0) =>
  value === undefined || value === '' || value === 0 ? {} : ({ [key]: value } as Record<K, V>);

interface OrderFilter {
  orderNo?: string;
  customer?: string;
  status?: string;
  source?: string;
  payMethod?: string;
  created?: readonly [string, string] | undefined;
  offerId?: number;
  page: number;
}

/** The order list (订单明细, 发货管理, 订单记录 read the same operation: one cache). */
export function orderListQuery(client: PlatformClient, search: OrderFilter, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'shop',
    '/api/v1/web/sp/order/page',
    {
      ...pageBody(search, ['offerId'], pageSize),
      ...opt('orderNo', search.orderNo?.trim()),
      ...opt('customer', search.customer?.trim()),
      ...(search.status ? { status: Number(search.status) } : {}),
      ...(search.source ? { source: Number(search.source) } : {}),
      ...(search.payMethod ? { payMethod: Number(search.payMethod) } : {}),
      ...(search.created ? { dateFrom: search.created[0], dateTo: search.created[1] } : {}),
    },
    { errorText: m.orders.listFailed, what: 'orderPage' },
  );
}

export const ordersOf = (client: PlatformClient, search: OrderSearch, pageSize?: number) =>
  orderListQuery(client, search, pageSize);
export const shipmentsOf = (client: PlatformClient, search: ShipmentSearch, pageSize?: number) =>
  orderListQuery(client, search, pageSize);

export function orderDetailQuery(client: PlatformClient, id: number) {
  return apiQuery(
    client,
    'shop',
    'get',
    '/api/v1/web/sp/order/detail',
    { params: { query: { id } } },
    { meta: { errorText: m.orders.detailFailed, what: 'orderDetail' } },
  );
}

export const orderAction = (
  client: PlatformClient,
  body: { id: number; action: OrderAction; note?: string; adjustAmount?: number; payMethod?: number },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/sp/order/action', { body });

export const shipOrders = (
  client: PlatformClient,
  body: { warehouseId: number; logisticsCompany: string; orders: { id: number; trackingNo: string }[] },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/sp/order/ship', { body });

export function returnListQuery(client: PlatformClient, search: ReturnSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/return/page',
    {
      body: {
        ...opt('returnNo', search.returnNo.trim()),
        ...opt('orderNo', search.orderNo.trim()),
        ...opt('customer', search.customer.trim()),
        ...(search.status ? { status: Number(search.status) } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.returns.listFailed, what: 'returnPage' } },
  );
}

export const returnAction = (
  client: PlatformClient,
  body: { id: number; action: ReturnAction; reason?: string },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/sp/return/action', { body });

export const returnCreate = (
  client: PlatformClient,
  body: {
    orderId: number;
    reason: string;
    amount: number;
    evidence?: string[];
    lines: { orderLineId: number; quantity: number }[];
  },
) => apiFetch(client, 'shop', 'post', '/api/v1/web/sp/return/create', { body });

/** The warehouses in use (发货仓库 options). */
export const activeWarehousesQuery = (client: PlatformClient) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/page',
    { body: { status: 1, page: 1, pageSize: 100 } },
    { meta: { errorText: '查询仓库失败', what: 'warehousePage (shipping)' } },
  );
