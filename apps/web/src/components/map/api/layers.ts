import type { BaseComponents, PlatformClient } from '@agrimap/sdk';
import { apiFetch, apiQuery } from '@/lib/query';

export type LayerInfo = BaseComponents['schemas']['LayerInfo'];

/** `GET /api/v1/layer/list`: the layer infos of the layer tree. */
export async function fetchLayerList(client: PlatformClient): Promise<LayerInfo[]> {
  return apiFetch(client, 'base', 'get', '/api/v1/layer/list');
}

export function layerListQueryOptions(client: PlatformClient) {
  return apiQuery(client, 'base', 'get', '/api/v1/layer/list', undefined, { staleTime: 5 * 60_000 });
}
