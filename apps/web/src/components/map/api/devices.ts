import type { BaseComponents, PlatformClient } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiViewKey } from '@/lib/query';

export type CameraDevice = BaseComponents['schemas']['CameraDevice'];

/** The most devices one listDevice page may hold (the API's pageSize maximum). */
export const MARKER_PAGE_SIZE = 10_000;

/**
 * `POST /api/v1/camera/listDevice` for the map: every device (all statuses), paged through at
 * the largest page size the API allows.
 */
export async function fetchAllDevices(client: PlatformClient): Promise<CameraDevice[]> {
  const all: CameraDevice[] = [];
  for (let page = 1; ; page++) {
    const data = await apiFetch(client, 'base', 'post', '/api/v1/camera/listDevice', {
      body: { status: -1, page, pageSize: MARKER_PAGE_SIZE },
    });
    all.push(...data.records);
    if (data.records.length < MARKER_PAGE_SIZE || all.length >= data.total) return all;
  }
}

export function mapDevicesQueryOptions(client: PlatformClient) {
  return queryOptions({
    // Every page of the list: keyed under listDevice, so the device screens' invalidation reaches it.
    queryKey: apiViewKey('base', 'post', '/api/v1/camera/listDevice', undefined, 'map-markers'),
    queryFn: () => fetchAllDevices(client),
    staleTime: 60_000,
  });
}
