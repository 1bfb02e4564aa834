import {
  type CascaderOption,
  cascaderCanExpand,
  loadCascaderChildren,
  type RegionRecord,
} from '@agrimap/geo';
import type { PlatformClient } from '@agrimap/sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiViewKey } from '@/lib/query';

const drillDownInit = (parent: string) => ({ params: { query: { qhdm: parent } } });

/** `GET /api/v1/area/areaDrillDown?qhdm=<parent>`: the direct children of a region (code 200). */
export async function drillDown(client: PlatformClient, parent: string): Promise<RegionRecord[]> {
  const data = await apiFetch(client, 'base', 'get', '/api/v1/area/areaDrillDown', drillDownInit(parent));
  return data ?? [];
}

/**
 * The key of cascader options built from the drill-down of `parent`: `view` names how they are
 * built (the options of a level, or the villages of a township).
 */
export function drillDownKey(parent: string, view: 'cascader' | 'villages') {
  return apiViewKey('base', 'get', '/api/v1/area/areaDrillDown', drillDownInit(parent), view);
}

/**
 * The cascader options under `parent` (SPEC §5: loaded lazily by parent code, nothing below
 * 9-digit codes, codes of 6+ digits marked as leaves). Regions rarely change: cached for the
 * session once loaded.
 */
export function regionChildrenQueryOptions(client: PlatformClient, parent: string) {
  return queryOptions({
    queryKey: drillDownKey(parent, 'cascader'),
    queryFn: (): Promise<CascaderOption[]> => loadCascaderChildren(parent, (code) => drillDown(client, code)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });
}

/** Loads (or reads from the cache) the options under `parent`. */
export function fetchRegionChildren(
  queryClient: QueryClient,
  client: PlatformClient,
  parent: string,
): Promise<CascaderOption[]> {
  if (!cascaderCanExpand(parent)) return Promise.resolve([]);
  return queryClient.fetchQuery(regionChildrenQueryOptions(client, parent));
}
