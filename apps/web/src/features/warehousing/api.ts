import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { yuanToFen } from '@/lib/money';
import { type ApiData, type ApiQueryExtras, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { warehousingMessages as m } from './messages';
import type { DocSearch, StockSearch, WarehouseSearch } from './search';

// The filters live in a component-free module that route files import eagerly.
export {
  type DocSearch,
  docSearch,
  type StockSearch,
  stockSearch,
  verifySearch,
  type WarehouseSearch,
  warehouseSearch,
} from './search';

export type WarehousePageData = ApiData<'shop', 'post', '/api/v1/web/wms/warehouse/page'>;
export type Warehouse = WarehousePageData['records'][number];
export type WarehouseDetail = ApiData<'shop', 'get', '/api/v1/web/wms/warehouse/detail'>;
export type StockDoc = ApiData<'shop', 'get', '/api/v1/web/wms/doc/detail'>;
export type StockDocLine = StockDoc['lines'][number];
export type StockRow = ApiData<'shop', 'post', '/api/v1/web/wms/stock/page'>['records'][number];
export type LedgerEntry = ApiData<'shop', 'post', '/api/v1/web/wms/stock/ledger'>['records'][number];
export type SkuOption = ApiData<'shop', 'post', '/api/v1/web/wms/sku/options'>['list'][number];
export type Direction = 'in' | 'out';
export type DocAction = 'submit' | 'approve' | 'reject' | 'void' | 'withdraw';

// ── warehouses ─────────────────────────────────────────────────────────────────────────────

export function warehouseListQuery(client: PlatformClient, search: WarehouseSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/page',
    {
      body: {
        ...(search.name ? { name: search.name } : {}),
        ...(search.type ? { type: Number(search.type) } : {}),
        ...(search.status ? { status: Number(search.status) as 0 | 1 } : {}),
        ...(/^\d{2,12}$/.test(search.qhdm) ? { qhdm: search.qhdm } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.warehouse.list.failure, what: 'warehousePage' } },
  );
}

export const WAREHOUSE_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/wms/warehouse/page');

/** Every warehouse (selects of the documents and the stock list), enabled ones first. */
export function warehouseOptionsQuery(client: PlatformClient) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/page',
    { body: { page: 1, pageSize: 1000 } },
    { meta: { errorText: m.warehouse.list.failure, what: 'warehouseOptions' }, staleTime: 30_000 },
  );
}

export function warehouseDetail(client: PlatformClient, id: number) {
  return apiFetch(client, 'shop', 'get', '/api/v1/web/wms/warehouse/detail', { params: { query: { id } } });
}

/** One warehouse with its zones and locations (`id` 0 while none is chosen: pass `enabled`). */
export function warehouseDetailQuery(client: PlatformClient, id: number, extras: ApiQueryExtras = {}) {
  return apiQuery(
    client,
    'shop',
    'get',
    '/api/v1/web/wms/warehouse/detail',
    { params: { query: { id } } },
    extras,
  );
}

// ── documents ─────────────────────────────────────────────────────────────────────────────

const wholeNumber = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export function docListQuery(
  client: PlatformClient,
  direction: Direction,
  search: DocSearch,
  pageSize = PAGE_SIZE,
) {
  const quantityMin = wholeNumber(search.quantityMin);
  const quantityMax = wholeNumber(search.quantityMax);
  const amountMin = yuanToFen(search.amountMin);
  const amountMax = yuanToFen(search.amountMax);
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/doc/page',
    {
      body: {
        direction,
        ...(search.docNo ? { docNo: search.docNo } : {}),
        ...(search.bizNo ? { bizNo: search.bizNo } : {}),
        ...(search.partner ? { partner: search.partner } : {}),
        ...(search.creatorName ? { creatorName: search.creatorName } : {}),
        ...(search.status !== '' ? { statuses: [Number(search.status)] } : {}),
        ...(search.warehouseId > 0 ? { warehouseId: search.warehouseId } : {}),
        ...(search.bizType ? { bizType: Number(search.bizType) } : {}),
        ...(search.date ? { dateFrom: search.date[0], dateTo: search.date[1] } : {}),
        ...(quantityMin !== undefined ? { quantityMin } : {}),
        ...(quantityMax !== undefined ? { quantityMax } : {}),
        ...(amountMin !== undefined ? { amountMin } : {}),
        ...(amountMax !== undefined ? { amountMax } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.doc.list.failure, what: 'stockDocPage' } },
  );
}

export const DOC_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/wms/doc/page');

export function docDetail(client: PlatformClient, id: number) {
  return apiFetch(client, 'shop', 'get', '/api/v1/web/wms/doc/detail', { params: { query: { id } } });
}

export function docDetailQuery(client: PlatformClient, id: number, extras: ApiQueryExtras = {}) {
  return apiQuery(client, 'shop', 'get', '/api/v1/web/wms/doc/detail', { params: { query: { id } } }, extras);
}

export function docAction(client: PlatformClient, id: number, action: DocAction, reason?: string) {
  return apiFetch(client, 'shop', 'post', '/api/v1/web/wms/doc/action', {
    body: { id, action, ...(reason ? { reason } : {}) },
  });
}

/** The SKUs a document line may take (with a warehouse: the batches available there). */
export function skuOptionsQuery(
  client: PlatformClient,
  body: { keyword?: string; warehouseId?: number; ids?: number[] },
  extras: ApiQueryExtras = {},
) {
  return apiQuery(client, 'shop', 'post', '/api/v1/web/wms/sku/options', { body }, extras);
}

// ── stock ─────────────────────────────────────────────────────────────────────────────────

export function stockListQuery(client: PlatformClient, search: StockSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/stock/page',
    {
      body: {
        ...(search.warehouseId > 0 ? { warehouseId: search.warehouseId } : {}),
        ...(search.keyword ? { keyword: search.keyword } : {}),
        ...(search.batchNo ? { batchNo: search.batchNo } : {}),
        ...(search.only ? { [search.only]: true } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.stock.list.failure, what: 'stockPage' } },
  );
}

export const STOCK_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/wms/stock/page');

export function ledgerQuery(client: PlatformClient, stockId: number, page: number) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/stock/ledger',
    { body: { stockId, page, pageSize: PAGE_SIZE } },
    { meta: { errorText: m.stock.ledger.failure, what: 'stockLedgerPage' } },
  );
}
