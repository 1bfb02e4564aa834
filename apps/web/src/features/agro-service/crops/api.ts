import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiQuery } from '@/lib/query';
import { cropMessages as m } from './messages';
import type { CropSearch } from './search';

export { type CropSearch, cropSearch } from './search';

export type Crop = ApiData<'base', 'post', '/api/v1/agro/crop/page'>['records'][number];

export function cropListQuery(client: PlatformClient, search: CropSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'base',
    'post',
    '/api/v1/agro/crop/page',
    {
      body: {
        ...(search.name ? { name: search.name } : {}),
        ...(search.family ? { family: search.family } : {}),
        ...(search.category ? { category: search.category } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.list.failure, what: 'agroCropPage' } },
  );
}
