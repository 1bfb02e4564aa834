import type { BaseComponents, PlatformClient } from '@agrimap/sdk';
import { unwrap } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';

export type LayerInfo = BaseComponents['schemas']['LayerInfo'];

/** `GET /api/v1/layer/list`: the layer infos of the layer tree. */
export async function fetchLayerList(client: PlatformClient): Promise<LayerInfo[]> {
  return unwrap(await client.base.GET('/api/v1/layer/list'));
}

export function layerListQueryOptions(client: PlatformClient) {
  return queryOptions({
    queryKey: ['map', 'layers'],
    queryFn: () => fetchLayerList(client),
    staleTime: 5 * 60_000,
  });
}
