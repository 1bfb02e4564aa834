/**
 * Provider state "the news fixtures exist" (contract verification of information publishing):
 * articles 9801 (published, visible) and 9802 (a draft), price records 9801 and 9802 (氮肥 0101 in
 * 长沙市 4301 at 契约测试市场), restored on every set-up. The market name 契约导入市场 is kept free.
 */
import type { Queryable } from '../db/adapter';

export const NEWS_FIXTURES = {
  articles: { published: 9801, draft: 9802, title: '契约测试资讯' },
  prices: { kept: 9801, removable: 9802, market: '契约测试市场', importMarket: '契约导入市场' },
} as const;

export async function setUpNewsFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = NEWS_FIXTURES;
  await tx.query('delete from news_article where id = any($1::int4[]) or title like $2', [
    [F.articles.published, F.articles.draft],
    '契约新增%',
  ]);
  const published = new Date(now.getTime() - 3600_000).toISOString();
  await tx.query(
    `insert into news_article (id, channel, title, cover, summary, content, author, source, tags, status,
       publish_time, pinned, view_count, create_time, update_time)
     values ($1, 'agroNews', $3, null, '契约测试摘要', '<p>契约测试正文</p>', '契约作者', '契约来源', '["契约"]', 1,
       $4::timestamptz, false, 5, $4::timestamptz, $4::timestamptz),
       ($2, 'agroNews', '契约测试草稿', null, '', '<p>草稿</p>', '', '', '[]', 0, null, false, 0, $4::timestamptz, $4::timestamptz)`,
    [F.articles.published, F.articles.draft, F.articles.title, published],
  );
  await tx.query('delete from price_record where id = any($1::int4[]) or market = any($2::text[])', [
    [F.prices.kept, F.prices.removable],
    [F.prices.market, F.prices.importMarket],
  ]);
  await tx.query(
    `insert into price_record (id, product_code, product_name, qhdm, qhmc, day, price, unit, market) values
       ($1, '0101', '氮肥', '4301', '长沙市', '2020-01-06', 240000, '元/吨', $3),
       ($2, '0101', '氮肥', '4301', '长沙市', '2020-01-13', 246000, '元/吨', $3)`,
    [F.prices.kept, F.prices.removable, F.prices.market],
  );
  return {};
}
