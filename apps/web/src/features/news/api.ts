import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import type { ArticleSearch } from './articles/search';
import { newsMessages as m } from './messages';
import type { PriceSearch } from './prices/search';

export type Channel = 'agroNews' | 'marketCondition';
export type Article = ApiData<'system', 'post', '/api/v1/news/page'>['records'][number];
export type FullArticle = ApiData<'system', 'get', '/api/v1/news/detail'>;
export type PriceRecord = ApiData<'system', 'post', '/api/v1/price/page'>['records'][number];
export type PriceTrend = ApiData<'system', 'post', '/api/v1/price/trend'>;

export const ARTICLE_LIST_KEY = apiKey('system', 'post', '/api/v1/news/page');
export const PUBLISHED_KEY = apiKey('system', 'post', '/api/v1/news/published');
export const PRICE_LIST_KEY = apiKey('system', 'post', '/api/v1/price/page');
export const PRICE_TREND_KEY = apiKey('system', 'post', '/api/v1/price/trend');

/** One page of a channel's articles (back office: every status). */
export function articleListQuery(
  client: PlatformClient,
  channel: Channel,
  search: ArticleSearch,
  pageSize = PAGE_SIZE,
) {
  return pageQuery(
    client,
    'system',
    '/api/v1/news/page',
    {
      ...pageBody(search, ['title', 'tag'], pageSize),
      channel,
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 } : {}),
      ...(search.published ? { from: search.published[0], to: search.published[1] } : {}),
    },
    { errorText: m.articles.listFailure, what: 'newsPage' },
  );
}

/** What readers see of a channel now. */
export function publishedQuery(client: PlatformClient, channel: Channel, page: number, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/news/published',
    { body: { channel, page, pageSize } },
    { meta: { errorText: m.articles.readerFailure, what: 'newsPublished' } },
  );
}

/** One page of price records (with the change against the previous record). */
export function priceListQuery(client: PlatformClient, search: PriceSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'system',
    '/api/v1/price/page',
    {
      ...pageBody(search, ['productCode', 'qhdm', 'market'], pageSize),
      ...(search.date ? { from: search.date[0], to: search.date[1] } : {}),
    },
    { errorText: m.prices.listFailure, what: 'pricePage' },
  );
}
