import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiKey } from '@/lib/query';
import { launchMessages as m } from './messages';
import type { LaunchSearch } from './search';

export { type LaunchSearch, launchSearch } from './search';

export type SaleKind = 'sku' | 'setmeal';
export type SaleItem = ApiData<'shop', 'post', '/api/v1/web/sale/item/page'>['records'][number];
export type SaleItemPage = ApiData<'shop', 'post', '/api/v1/web/sale/item/page'>;

export function launchListQuery(
  client: PlatformClient,
  kind: SaleKind,
  search: LaunchSearch,
  pageSize = PAGE_SIZE,
) {
  return pageQuery(
    client,
    'shop',
    '/api/v1/web/sale/item/page',
    {
      ...pageBody(search, ['name'], pageSize),
      kind,
      tab: search.tab as 'onSale' | 'inStock' | 'soldOut' | 'warning',
    },
    { errorText: m.list.failure, what: 'saleItemPage' },
  );
}

export const LAUNCH_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sale/item/page');
