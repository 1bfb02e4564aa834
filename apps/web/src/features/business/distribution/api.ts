import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, type ApiQueryExtras, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { distributionMessages as m } from './messages';
import type { PointsSearch, TransferSearch } from './search';

export type StoragePoint = ApiData<'shop', 'post', '/api/v1/web/wms/warehouse/map'>['list'][number];
export type Transfer = ApiData<'shop', 'post', '/api/v1/web/wms/transfer/page'>['records'][number];
export type SkuOption = ApiData<'shop', 'post', '/api/v1/web/wms/sku/options'>['list'][number];

/** Storage point types: 2 县级前置仓, 3 村级服务站. */
export const POINT_TYPES = [2, 3];
export const TYPE_COLORS: Record<number, string> = { 1: '#1677ff', 2: '#52c41a', 3: '#fa8c16', 4: '#722ed1' };
/** The same kinds as antd preset tag colours (their text meets AA contrast on the tag's ground). */
export const TYPE_TAG_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange', 4: 'purple' };

const regionCode = (qhdm: string) => (/^\d{2,12}$/.test(qhdm) ? { qhdm } : {});

/** 储存点 (warehouses of type 2 and 3) with their stock summary. */
export function pointsQuery(client: PlatformClient, search: PointsSearch) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/map',
    { body: { types: search.type ? [Number(search.type)] : POINT_TYPES, ...regionCode(search.qhdm) } },
    { meta: { errorText: m.points.failure, what: 'warehouseMapSummary' } },
  );
}

/** Every warehouse and point with its quantity of one SKU (0 = none chosen: nothing asked). */
export function skuDistributionQuery(client: PlatformClient, skuId: number) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/map',
    { body: { skuId } },
    { meta: { errorText: m.distribution.failure, what: 'warehouseMapSummary' }, enabled: skuId > 0 },
  );
}

/** Every warehouse (the transfer dialog's selects). */
export function allWarehousesQuery(client: PlatformClient) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/map',
    { body: { status: 1 } },
    { meta: { errorText: m.points.failure, what: 'warehouseMapSummary' }, staleTime: 30_000 },
  );
}

export function transferListQuery(client: PlatformClient, search: TransferSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/transfer/page',
    {
      body: {
        ...(search.transferNo ? { transferNo: search.transferNo } : {}),
        ...(search.warehouseId > 0 ? { warehouseId: search.warehouseId } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.transfer.failure, what: 'stockTransferPage' } },
  );
}

export const TRANSFER_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/wms/transfer/page');

/** The SKUs to choose from (with a warehouse: the batches available there). */
export function skuOptionsQuery(
  client: PlatformClient,
  body: { keyword?: string; warehouseId?: number; ids?: number[] },
  extras: ApiQueryExtras = {},
) {
  return apiQuery(client, 'shop', 'post', '/api/v1/web/wms/sku/options', { body }, extras);
}

export interface TransferInput {
  fromWarehouseId: number;
  toWarehouseId: number;
  remark?: string;
  lines: { skuId: number; batchNo: string; quantity: number }[];
}

export function createTransfer(client: PlatformClient, body: TransferInput) {
  return apiFetch(client, 'shop', 'post', '/api/v1/web/wms/transfer/create', { body });
}

/** The children of a region code the choropleth shows: 43 → cities (4), a city → counties (6). */
export function childLength(qhdm: string): number {
  return qhdm.length <= 2 ? 4 : 6;
}

/** Quantities summed per child region of `scope` (integer arithmetic). */
export function quantityByRegion(points: readonly StoragePoint[], scope: string): Record<string, number> {
  const len = childLength(scope);
  const out: Record<string, number> = {};
  for (const p of points) {
    if (!p.qhdm.startsWith(scope) || p.qhdm.length < len) continue;
    const code = p.qhdm.slice(0, len);
    out[code] = (out[code] ?? 0) + p.onHand;
  }
  return out;
}
