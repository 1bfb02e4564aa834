import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
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
  return apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sale/item/page',
    {
      body: {
        kind,
        tab: search.tab as 'onSale' | 'inStock' | 'soldOut' | 'warning',
        ...(search.name ? { name: search.name } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.list.failure, what: 'saleItemPage' } },
  );
}

export const LAUNCH_LIST_KEY = apiKey('shop', 'post', '/api/v1/web/sale/item/page');

/** 元 text (≤ 2 decimals) → fen; undefined when it is not such an amount. */
export function yuanToCents(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(t)) return undefined;
  const [int, dec = ''] = t.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}

/** fen → 元 text with two decimals (integers only: no float drift). */
export const centsToYuan = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
