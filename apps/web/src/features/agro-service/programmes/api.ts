import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiQuery } from '@/lib/query';
import { programmeMessages as m } from './messages';
import type { ProgrammeSearch } from './search';

export { type ProgrammeSearch, programmeSearch } from './search';

export type Programme = ApiData<'base', 'post', '/api/v1/agro/programme/page'>['records'][number];
export type ProgrammeDetail = ApiData<'base', 'get', '/api/v1/agro/programme/detail'>;
export type ProgrammeStage = ProgrammeDetail['stages'][number];
export type PlotRow = ApiData<'area', 'post', '/massif/list'>['records'][number];

export function programmeListQuery(client: PlatformClient, search: ProgrammeSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'base',
    '/api/v1/agro/programme/page',
    {
      ...pageBody(search, ['name', 'cropId'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 } : {}),
    },
    { errorText: m.list.failure, what: 'agroProgrammePage' },
  );
}

export const programmeDetailQuery = (client: PlatformClient, id: number) =>
  apiQuery(
    client,
    'base',
    'get',
    '/api/v1/agro/programme/detail',
    { params: { query: { id } } },
    { meta: { errorText: m.detail.failure, what: 'agroProgrammeDetail' } },
  );

/** A crop's varieties (for the programme's variety picker). */
export const cropVarietiesQuery = (client: PlatformClient, cropId: number) =>
  apiQuery(
    client,
    'base',
    'post',
    '/api/v1/agro/variety/page',
    { body: { cropId, page: 1, pageSize: 100 } },
    { meta: { errorText: m.varieties.failure, what: 'agroVarietyPage' }, staleTime: 30_000 },
  );

/** Plots of 地块列表 whose name contains `keyword` (at most 20). */
export const plotOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(
    client,
    'area',
    'post',
    '/massif/list',
    { body: { ...(keyword ? { name: keyword } : {}), page: 1, pageSize: 20 } },
    { meta: { errorText: m.plots.failure, what: 'massifList' }, staleTime: 30_000 },
  );
