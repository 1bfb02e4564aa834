import type { BaseComponents, PlatformClient, SystemComponents } from '@agrimap/sdk';
import { unwrap } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';

export type Region = BaseComponents['schemas']['Region'];
export type RegionTreeNode = BaseComponents['schemas']['RegionTreeNode'];
export type RegionTreeChild = BaseComponents['schemas']['RegionTreeChild'];
export type RegionSearchHit = BaseComponents['schemas']['RegionSearchHit'];
export type YearRegion = SystemComponents['schemas']['YearRegion'];

/** Query-key root of every region query. */
export const REGIONS_KEY = ['map', 'regions'] as const;

/** `GET /api/v1/area/areaTree`: a region with its children, with boundaries when asked. */
export async function fetchRegionTree(
  client: PlatformClient,
  qhdm: string,
  withGeojson = true,
): Promise<RegionTreeNode> {
  return unwrap(
    await client.base.GET('/api/v1/area/areaTree', { params: { query: { qhdm, havGeojson: withGeojson } } }),
  );
}

/** `GET /api/v1/area/areaDetail`: one region with its extent. */
export async function fetchRegionDetail(client: PlatformClient, qhdm: string): Promise<Region> {
  return unwrap(await client.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm } } }));
}

/** `GET /api/v1/area/search`: regions whose name contains `keyword`, limited to a code prefix. */
export async function searchRegions(
  client: PlatformClient,
  keyword: string,
  prefix?: string,
  limit = 20,
): Promise<RegionSearchHit[]> {
  return unwrap(
    await client.base.GET('/api/v1/area/search', {
      params: { query: { keyword, limit, ...(prefix ? { prefix } : {}) } },
    }),
  );
}

/** `GET /api/v1/Dictionaries/getXzqByYear`: the regions of one year's edition (optionally one region and its children). */
export async function fetchRegionsByYear(
  client: PlatformClient,
  nf: string,
  qhdm?: string,
): Promise<YearRegion[]> {
  return unwrap(
    await client.system.GET('/api/v1/Dictionaries/getXzqByYear', {
      params: { query: { nf, ...(qhdm ? { qhdm } : {}) } },
    }),
  );
}

/** Region tree with boundaries, cached for the session (boundaries do not change while it runs). */
export function regionTreeQueryOptions(client: PlatformClient, qhdm: string) {
  return queryOptions({
    queryKey: [...REGIONS_KEY, 'tree', qhdm],
    queryFn: () => fetchRegionTree(client, qhdm, true),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One region's detail, cached for the session. */
export function regionDetailQueryOptions(client: PlatformClient, qhdm: string) {
  return queryOptions({
    queryKey: [...REGIONS_KEY, 'detail', qhdm],
    queryFn: () => fetchRegionDetail(client, qhdm),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A name search within a code prefix. */
export function regionSearchQueryOptions(client: PlatformClient, keyword: string, prefix: string) {
  return queryOptions({
    queryKey: [...REGIONS_KEY, 'search', prefix, keyword],
    queryFn: () => searchRegions(client, keyword, prefix),
    enabled: keyword.trim() !== '',
    staleTime: 60_000,
  });
}
