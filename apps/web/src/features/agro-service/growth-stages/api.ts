import type { PlatformClient } from '@agrimap/sdk';
import { type ApiData, apiQuery } from '@/lib/query';
import { stageMessages as m } from './messages';

export { type StageSearch, stageSearch } from './search';

export type Stage = ApiData<'base', 'get', '/api/v1/agro/stage/list'>['list'][number];
export type SpecOption = ApiData<'shop', 'post', '/api/v1/web/sp/sku/spec/options'>['list'][number];

export const stageListQuery = (client: PlatformClient, cropId: number) =>
  apiQuery(
    client,
    'base',
    'get',
    '/api/v1/agro/stage/list',
    { params: { query: { cropId } } },
    { meta: { errorText: m.list.failure, what: 'agroStageList' } },
  );

/** Catalogue specifications (SKUs) matching `keyword`, for the recommended inputs. */
export const specOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/sku/spec/options',
    { body: { ...(keyword ? { keyword } : {}), limit: 20 } },
    { meta: { errorText: m.dialog.skuFailure, what: 'skuSpecOptions' }, staleTime: 30_000 },
  );
