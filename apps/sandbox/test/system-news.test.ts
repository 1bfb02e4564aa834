/**
 * Information publishing in the sandbox: scheduled publishing on the sandbox clock, the body
 * sanitiser, article images, market prices (change vs previous, trend, import with a bad row).
 */

import { marketPriceFen } from '@agrimap/rules';
import { unwrap } from '@agrimap/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../src/handlers/system/news';
import { changePct } from '../src/handlers/system/prices';
import { isRecordDay, PRICE_DAYS } from '../src/seed/news';
import { loggedInSandbox, login, OPERATOR, sdkClient } from './helpers';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('information publishing', { timeout: 60_000 }, () => {
  const env = loggedInSandbox();
  /** Saves a published, unpinned article of a channel with only a title and a body; its id. */
  const savePublished = async (channel: 'marketCondition' | 'agroNews', title: string, content: string) =>
    unwrap(
      await env.admin.api.system.POST('/api/v1/news/save', {
        body: {
          channel,
          title,
          summary: '',
          content,
          author: '',
          source: '',
          tags: [],
          status: 1,
          pinned: false,
        },
      }),
    ).id;

  beforeEach(async () => {
    await fetch(`${env.url}/__sandbox/clock`, { method: 'DELETE' });
  });

  const clock = (body: object) =>
    fetch(`${env.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const published = async () =>
    unwrap(
      await env.admin.api.system.POST('/api/v1/news/published', {
        body: { channel: 'agroNews', page: 1, pageSize: 100 },
      }),
    ).records.map((r) => r.title);
  const serverNow = async () =>
    new Date(((await (await fetch(`${env.url}/__sandbox/clock`)).json()) as { now: string }).now);

  it('a scheduled article becomes visible when the sandbox clock reaches its time', async () => {
    const now = await serverNow();
    const at = new Date(now.getTime() + 60_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const saved = await env.admin.api.system.POST('/api/v1/news/save', {
      body: {
        channel: 'agroNews',
        title: '定时发布的春耕通知',
        summary: '一分钟后发布',
        content: '<p>春耕通知</p>',
        author: '省农业农村厅',
        source: '湖南农业信息网',
        tags: ['春耕'],
        status: 1,
        publishTime: at,
        pinned: false,
      },
    });
    expect(saved.data?.msg).toBe('已定时发布');
    const id = unwrap(saved).id;
    expect(await published()).not.toContain('定时发布的春耕通知');
    const early = await env.admin.api.system.GET('/api/v1/news/read', { params: { query: { id } } });
    expect(early.error).toMatchObject({ code: 404, msg: '文章未发布或已下线' });
    const listed = unwrap(
      await env.admin.api.system.POST('/api/v1/news/page', {
        body: { channel: 'agroNews', title: '定时发布', page: 1, pageSize: 10 },
      }),
    );
    expect(listed.records[0]).toMatchObject({ status: 1, visible: false, publishTime: at });

    await clock({ advanceMs: 61_000 });
    expect(await published()).toContain('定时发布的春耕通知');
    const read = unwrap(await env.admin.api.system.GET('/api/v1/news/read', { params: { query: { id } } }));
    expect(read).toMatchObject({ visible: true, viewCount: 1, content: '<p>春耕通知</p>' });

    // Taken offline: gone for readers again.
    unwrap(await env.admin.api.system.POST('/api/v1/news/status', { body: { id, status: 2 } }));
    expect(await published()).not.toContain('定时发布的春耕通知');
  });

  it('strips script and event-handler payloads before storing and when reading', async () => {
    const id = await savePublished(
      'marketCondition',
      '带有恶意代码的行情',
      '<p onclick="alert(1)">行情<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAAA"></p><img src="/system/api/v1/news/image/n1abc" alt="图">',
    );
    const stored = unwrap(
      await env.admin.api.system.GET('/api/v1/news/detail', { params: { query: { id } } }),
    );
    expect(stored.content).toBe(
      '<p>行情<a rel="noopener noreferrer">链接</a></p><img src="/system/api/v1/news/image/n1abc" alt="图" />',
    );
    expect(stored.content).not.toMatch(/onerror|onclick|script|javascript|iframe|data:/i);
  });

  it('keeps only images uploaded to the app: external, protocol-relative and other URLs are dropped', async () => {
    const uploaded = unwrap(
      await env.admin.api.system.POST('/api/v1/news/image', {
        body: { fileName: '图.png', contentType: 'image/png', contentBase64: PNG },
      }),
    );
    const id = await savePublished(
      'agroNews',
      '图片来源',
      `<p>外链<img src="https://tracker.example/pixel.png" alt="外"><img src="//tracker.example/p.png"><img src="http://127.0.0.1/system/api/v1/news/image/${uploaded.fileId}"></p><p><img src="${uploaded.url}" alt="本站"></p>`,
    );
    const stored = unwrap(
      await env.admin.api.system.GET('/api/v1/news/detail', { params: { query: { id } } }),
    );
    expect(stored.content).toBe(`<p>外链</p><p><img src="${uploaded.url}" alt="本站" /></p>`);
  });

  it('the sanitiser allows the relative URLs of uploaded article images and 农技 covers, nothing else', () => {
    const own =
      '<p><img src="/system/api/v1/news/image/n20260301abc" /><img src="/base/api/v1/agro/media/c20260301abc" /></p>';
    expect(sanitizeArticleHtml(own)).toBe(own);
    for (const src of [
      'https://example.com/a.png',
      'HTTP://example.com/a.png',
      '//example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:http://127.0.0.1/x',
      '/base/api/v1/agro/media/v20260301abc',
      '/system/api/v1/file/download?fileId=1',
      '/system/api/v1/news/image/n1/../../../../account/api/auth/login',
      'https://example.com/system/api/v1/news/image/n1abc',
    ])
      expect(sanitizeArticleHtml(`<p>a<img src="${src}" />b</p>`), src).toBe('<p>ab</p>');
  });

  it("the sanitiser keeps the editor's structure", () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><blockquote>引</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
    expect(sanitizeArticleHtml('<svg onload=alert(1)><p style="x">a</p>')).toBe('<p>a</p>');
  });

  it('stores images and serves them without headers; refuses other files', async () => {
    const stored = unwrap(
      await env.admin.api.system.POST('/api/v1/news/image', {
        body: { fileName: '春耕.png', contentType: 'image/png', contentBase64: PNG },
      }),
    );
    expect(stored.url).toBe(`/system/api/v1/news/image/${stored.fileId}`);
    const res = await fetch(`${env.url}${stored.url}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG, 'base64'));
    const pdf = await env.admin.api.system.POST('/api/v1/news/image', {
      body: { fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQK' },
    });
    expect(pdf.error).toMatchObject({ code: 400, msg: '只能上传不超过 2MB 的 png/jpg/gif/webp 格式的图片' });
    expect((await fetch(`${env.url}/system/api/v1/news/image/nmissing1`)).status).toBe(404);
  });

  it('only administrators change articles', async () => {
    const operator = sdkClient(env.url, await login(env.url, OPERATOR));
    const denied = await operator.api.system.POST('/api/v1/news/delete', { body: { id: 1 } });
    expect(denied.data ?? denied.error).toMatchObject({ code: 403 });
    const list = await operator.api.system.POST('/api/v1/news/published', {
      body: { channel: 'agroNews', page: 1, pageSize: 10 },
    });
    expect(list.data?.code).toBe(200);
  });
});

describe('market prices', { timeout: 60_000 }, () => {
  const env = loggedInSandbox();

  it('lists records with the change against the previous record of the series', async () => {
    const page = unwrap(
      await env.admin.api.system.POST('/api/v1/price/page', {
        body: { productCode: '0101', qhdm: '4301', page: 1, pageSize: 3 },
      }),
    );
    const today = Date.parse(`${page.records[0]?.date}T00:00:00Z`);
    const days = Array.from({ length: PRICE_DAYS }, (_, i) => today - i * 86_400_000).filter((t) =>
      isRecordDay(t, today),
    );
    expect(page.total).toBe(days.length);
    const [latest, before] = page.records;
    expect(latest).toMatchObject({
      productName: '氮肥',
      qhmc: '长沙市',
      unit: '元/吨',
      prevPrice: before?.price,
    });
    expect(latest?.changePct).toBe(changePct(latest?.price as number, before?.price as number));
    // A date filter does not cut a record off from its predecessor.
    const oneDay = unwrap(
      await env.admin.api.system.POST('/api/v1/price/page', {
        body: {
          productCode: '0101',
          qhdm: '4301',
          from: latest?.date,
          to: latest?.date,
          page: 1,
          pageSize: 10,
        },
      }),
    );
    expect(oneDay.records).toHaveLength(1);
    expect(oneDay.records[0]?.prevPrice).toBe(before?.price);
  });

  it('answers the trend by month with average, high and low', async () => {
    const trend = unwrap(
      await env.admin.api.system.POST('/api/v1/price/trend', {
        body: {
          productCode: '0102',
          regions: ['4301', '4306'],
          period: 'month',
          from: '2000-01-01',
          to: '2100-01-01',
        },
      }),
    );
    expect(trend).toMatchObject({ productName: '复合肥', unit: '元/吨' });
    expect(trend.series.map((s) => s.qhmc)).toEqual(['长沙市', '岳阳市']);
    const points = trend.series[0]?.points ?? [];
    expect(points.length).toBeGreaterThanOrEqual(36);
    for (const p of points) {
      expect(p.low).toBeLessThanOrEqual(p.avg);
      expect(p.avg).toBeLessThanOrEqual(p.high);
      expect(p.period).toMatch(/^\d{4}-\d{2}$/);
    }
    const weekly = unwrap(
      await env.admin.api.system.POST('/api/v1/price/trend', {
        body: {
          productCode: '0102',
          regions: ['4301'],
          period: 'week',
          from: '2000-01-01',
          to: '2100-01-01',
        },
      }),
    );
    expect(weekly.series[0]?.points[0]?.period).toMatch(/^\d{4}-W\d{2}$/);
  });

  it('imports a sheet: good rows saved, the bad row listed with its reasons', async () => {
    const result = unwrap(
      await env.admin.api.system.POST('/api/v1/price/import', {
        body: {
          rows: [
            {
              row: 2,
              product: '氮肥',
              region: '长沙市',
              date: '2030-01-02',
              price: '2450.5',
              unit: '元/吨',
              market: '测试市场',
            },
            {
              row: 3,
              product: '不存在的肥',
              region: '长沙市',
              date: '2030-02-30',
              price: '-1',
              unit: '元/吨',
              market: '测试市场',
            },
            {
              row: 4,
              product: '0301',
              region: '4306',
              date: '2030-01-02',
              price: '62.00',
              unit: '元/公斤',
              market: '测试市场',
            },
          ],
        },
      }),
    );
    expect(result.saved).toBe(2);
    expect(result.errors).toEqual([
      { row: 3, msg: '产品不存在；日期格式应为 YYYY-MM-DD；价格应为大于 0、最多两位小数的数字' },
    ]);
    const saved = unwrap(
      await env.admin.api.system.POST('/api/v1/price/page', {
        body: { market: '测试市场', page: 1, pageSize: 10 },
      }),
    );
    expect(saved.records.map((r) => [r.productName, r.qhmc, r.price])).toEqual(
      expect.arrayContaining([
        ['氮肥', '长沙市', 245050],
        ['水稻种子', '岳阳市', 6200],
      ]),
    );
  });

  it('refuses a second price for the same product, region, market and day', async () => {
    const body = {
      productCode: '0104',
      qhdm: '4302',
      date: '2031-05-01',
      price: 330000,
      unit: '元/吨' as const,
      market: '株洲芦淞农资批发市场',
    };
    unwrap(await env.admin.api.system.POST('/api/v1/price/save', { body }));
    const again = await env.admin.api.system.POST('/api/v1/price/save', { body: { ...body, price: 1 } });
    expect(again.error).toMatchObject({ code: 409, msg: '该产品在此地区和市场当日已有价格' });
  });

  it('converts 元 to fen exactly', () => {
    expect(marketPriceFen('2450.5')).toBe(245050);
    expect(marketPriceFen('0.1')).toBe(10);
    expect(marketPriceFen('12.345')).toBeUndefined();
    expect(marketPriceFen('0')).toBeUndefined();
  });
});
