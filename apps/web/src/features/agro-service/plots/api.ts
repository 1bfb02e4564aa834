import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { plotMessages as m } from './messages';
import type { PlotSearch } from './search';

export type Plot = ApiData<'area', 'post', '/massif/list'>['records'][number];
export type PlotMapData = ApiData<'area', 'post', '/massif/features'>;
export type CropOption = ApiData<'base', 'get', '/api/v1/agro/crop/options'>['list'][number];

export const PLOT_LIST_KEY = apiKey('area', 'post', '/massif/list');
export const PLOT_FEATURES_KEY = apiKey('area', 'post', '/massif/features');

/** The filter part of the search, as the plot calls take it. */
export function plotFilter(search: Omit<PlotSearch, 'page'>) {
  const cropId = Number(search.cropId);
  return {
    ...(search.name ? { name: search.name } : {}),
    ...(search.ownerName ? { ownerName: search.ownerName } : {}),
    ...(/^\d{2,12}$/.test(search.qhdm) ? { qhdm: search.qhdm } : {}),
    ...(Number.isInteger(cropId) && cropId > 0 ? { cropId } : {}),
  };
}

/** One page of plots (newest first). Other screens pick plots through this call too. */
export function plotListQuery(client: PlatformClient, search: PlotSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'area',
    'post',
    '/massif/list',
    { body: { ...plotFilter(search), page: search.page, pageSize } },
    { meta: { errorText: m.list.failure, what: 'massifList' } },
  );
}

/** Every plot of the filter for the map (same order as the list). */
export function plotFeaturesQuery(client: PlatformClient, search: Omit<PlotSearch, 'page'>) {
  return apiQuery(
    client,
    'area',
    'post',
    '/massif/features',
    { body: plotFilter(search) },
    { meta: { errorText: m.list.mapFailure, what: 'massifFeatures' } },
  );
}

/** The crops for the pickers (作物管理). */
export function cropOptionsQuery(client: PlatformClient) {
  return apiQuery(client, 'base', 'get', '/api/v1/agro/crop/options', {}, { staleTime: 60_000 });
}
