import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import type { ApiData } from '@/lib/query';
import { cropMessages as m } from './messages';
import type { CropSearch } from './search';

export type Crop = ApiData<'base', 'post', '/api/v1/agro/crop/page'>['records'][number];

export const cropListQuery = (client: PlatformClient, search: CropSearch, pageSize = PAGE_SIZE) =>
  pageQuery(
    client,
    'base',
    '/api/v1/agro/crop/page',
    pageBody(search, ['name', 'family', 'category'], pageSize),
    {
      errorText: m.list.failure,
      what: 'agroCropPage',
    },
  );
