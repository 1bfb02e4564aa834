import type { BaseComponents, PlatformClient, SystemComponents } from '@agrimap/sdk';
import { apiFetch, apiQuery } from '@/lib/query';

export type Region = BaseComponents['schemas']['Region'];
export type RegionTreeNode = BaseComponents['schemas']['RegionTreeNode'];
export type RegionTreeChild = BaseComponents['schemas']['RegionTreeChild'];
export type RegionSearchHit = BaseComponents['schemas']['RegionSearchHit'];
export type YearRegion = SystemComponents['schemas']['YearRegion'];

/** `GET /api/v1/area/areaTree`: a region with its children, with boundaries when asked. */
export async function fetchRegionTree(
  client: PlatformClient,
  qhdm: string,
  withGeojson = true,
): Promise<RegionTreeNode> {
  return apiFetch(client, 'base', 'get', '/api/v1/area/areaTree', {
    params: { query: { qhdm, havGeojson: withGeojson } },
  });
}

/** `GET /api/v1/area/areaDetail`: one region with its extent. */
export async function fetchRegionDetail(client: PlatformClient, qhdm: string): Promise<Region> {
  return apiFetch(client, 'base', 'get', '/api/v1/area/areaDetail', { params: { query: { qhdm } } });
}

const searchInit = (keyword: string, prefix: string | undefined, limit: number) => ({
  params: { query: { keyword, limit, ...(prefix ? { prefix } : {}) } },
});

/** `GET /api/v1/area/search`: regions whose name contains `keyword`, limited to a code prefix. */
export async function searchRegions(
  client: PlatformClient,
  keyword: string,
  prefix?: string,
  limit = 20,
): Promise<RegionSearchHit[]> {
  return apiFetch(client, 'base', 'get', '/api/v1/area/search', searchInit(keyword, prefix, limit));
}

/** `GET /api/v1/Dictionaries/getXzqByYear`: the regions of one year's edition (optionally one region and its children). */
export async function fetchRegionsByYear(
  client: PlatformClient,
  nf: string,
  qhdm?: string,
): Promise<YearRegion[]> {
  return apiFetch(client, 'system', 'get', '/api/v1/Dictionaries/getXzqByYear', {
    params: { query: { nf, ...(qhdm ? { qhdm } : {}) } },
  });
}

/**
 * A region with its children (boundaries when asked), cached for the session: neither names nor
 * boundaries change while it runs.
 */
export function regionTreeQuery(client: PlatformClient, qhdm: string, withGeojson: boolean) {
  return apiQuery(
    client,
    'base',
    'get',
    '/api/v1/area/areaTree',
    { params: { query: { qhdm, havGeojson: withGeojson } } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Region tree with boundaries, cached for the session (boundaries do not change while it runs). */
export function regionTreeQueryOptions(client: PlatformClient, qhdm: string) {
  return regionTreeQuery(client, qhdm, true);
}

/** One region's detail, cached for the session. */
export function regionDetailQueryOptions(client: PlatformClient, qhdm: string) {
  return apiQuery(
    client,
    'base',
    'get',
    '/api/v1/area/areaDetail',
    { params: { query: { qhdm } } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** A name search within a code prefix. */
export function regionSearchQueryOptions(client: PlatformClient, keyword: string, prefix: string) {
  return apiQuery(client, 'base', 'get', '/api/v1/area/search', searchInit(keyword, prefix, 20), {
    enabled: keyword.trim() !== '',
    staleTime: 60_000,
  });
}
