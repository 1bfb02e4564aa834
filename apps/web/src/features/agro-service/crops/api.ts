import type { PlatformClient } from '@agrimap/sdk';
import { filled, PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiQuery } from '@/lib/query';
import { cropMessages as m } from './messages';
import type { CropSearch } from './search';

export type Crop = ApiData<'base', 'post', '/api/v1/agro/crop/page'>['records'][number];

export function cropListQuery(client: PlatformClient, search: CropSearch, pageSize = PAGE_SIZE) {
  const meta = { errorText: m.list.failure, what: 'agroCropPage' };
  const body = { ...filled(search, ['name', 'family', 'category']), page: search.page, pageSize };
  return apiQuery(client, 'base', 'post', '/api/v1/agro/crop/page', { body }, { meta });
}
