import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiQuery } from '@/lib/query';
import { varietyMessages as m } from './messages';
import type { VarietySearch } from './search';

export { type VarietySearch, varietySearch } from './search';

export type Variety = ApiData<'base', 'post', '/api/v1/agro/variety/page'>['records'][number];

export function varietyListQuery(client: PlatformClient, search: VarietySearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'base',
    'post',
    '/api/v1/agro/variety/page',
    {
      body: {
        ...(search.cropId ? { cropId: search.cropId } : {}),
        ...(search.name ? { name: search.name } : {}),
        ...(search.supplierId ? { supplierId: search.supplierId } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.list.failure, what: 'agroVarietyPage' } },
  );
}

/** Approved suppliers of the supply catalogue whose name contains `keyword` (at most 20). */
export const supplierOptionsQuery = (client: PlatformClient, keyword: string) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/supplier/page',
    { body: { ...(keyword ? { name: keyword } : {}), status: 1, page: 1, pageSize: 20 } },
    { meta: { errorText: m.suppliers.failure, what: 'supplierPage' }, staleTime: 30_000 },
  );
