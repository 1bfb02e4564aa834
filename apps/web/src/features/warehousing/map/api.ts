import type { PlatformClient } from '@agrimap/sdk';
import { type ApiData, apiQuery } from '@/lib/query';
import { warehouseMapMessages as m } from './messages';

export type WarehouseMapPoint = ApiData<'shop', 'post', '/api/v1/web/wms/warehouse/map'>['list'][number];
export type WarehouseOccupancy = ApiData<'shop', 'get', '/api/v1/web/wms/warehouse/occupancy'>;

/** Every warehouse with a position and its stock summary. */
export function warehouseMapQuery(client: PlatformClient) {
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/wms/warehouse/map',
    { body: {} },
    { meta: { errorText: m.loadFailed, what: 'warehouseMapSummary' } },
  );
}

/** A warehouse's zones and locations with their occupancy. */
export function warehouseOccupancyQuery(client: PlatformClient, id: number) {
  return apiQuery(
    client,
    'shop',
    'get',
    '/api/v1/web/wms/warehouse/occupancy',
    { params: { query: { id } } },
    { meta: { errorText: m.shelves.loadFailed, what: 'warehouseOccupancy' } },
  );
}

/** Colour per warehouse type. */
export const TYPE_COLORS: Record<number, string> = {
  1: '#1677ff',
  2: '#52c41a',
  3: '#fa8c16',
  4: '#722ed1',
};

/** Occupancy class of a location: empty, below half, below 90 %, at least 90 %. */
export function occupancyLevel(occupied: number, capacity: number): 'empty' | 'low' | 'mid' | 'high' {
  if (occupied <= 0) return 'empty';
  if (capacity <= 0) return 'high';
  const ratio = occupied / capacity;
  return ratio < 0.5 ? 'low' : ratio < 0.9 ? 'mid' : 'high';
}
