/**
 * The demo province (src/seed/demo): its scale, its determinism, every city with suppliers,
 * pictures stored and served for crops, brands, items and video covers, approvals and returns in
 * every state, notices read and unread — and the handlers' own lists and dashboards answering
 * with it. The other suites never load it (`startTestSandbox` leaves `demo` off).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/adapter';
import { ensureSeedSnapshot } from '../src/db/open';
import type { Sandbox } from '../src/index';
import { applyDemoLayer, demoFromEnv } from '../src/seed/demo/index';
import { callOperation, login, platformHeaders, startTestSandbox } from './helpers';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ demo: true });
  token = await login(sandbox.url);
}, 240_000);
afterAll(async () => {
  await sandbox?.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers loosely and checks them itself
type Any = any;

async function call(
  operationId: string,
  body: Record<string, unknown>,
): Promise<{ code: number; data: Any }> {
  const reply = await callOperation<Any>(sandbox.url, token, operationId, body);
  expect(reply.status).toBe(200);
  return reply;
}

async function download(path: string): Promise<Buffer> {
  const res = await fetch(`${sandbox.url}${path}`, { headers: platformHeaders(token) });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('the demo province, through the API', () => {
  it('has ~200 suppliers in every one of the 14 cities, on the supplier dashboard with a year of supply', async () => {
    const dash = (await call('supplierDashboard', { qhdm: '43' })).data;
    expect(dash.total).toBeGreaterThanOrEqual(150);
    expect(dash.total).toBeLessThanOrEqual(200);
    expect(dash.regions).toHaveLength(14);
    for (const r of dash.regions) expect(r.count, r.name).toBeGreaterThan(0);
    expect(dash.points.length).toBe(dash.total);
    expect(dash.licence.expired).toBeGreaterThan(0);
    expect(dash.licence.expiring).toBeGreaterThan(0);
    expect(dash.supply.amount).toBeGreaterThan(0);
    expect(dash.topSuppliers.length).toBeGreaterThanOrEqual(5);
    expect(dash.byCategory.length).toBeGreaterThanOrEqual(3);
    // the months of this year so far all have approved purchases
    const month = new Date().getUTCMonth() + 1;
    const withSupply = dash.byMonth.filter((m: Any) => m.amount > 0).length;
    expect(withSupply).toBeGreaterThanOrEqual(month - 1);
    // the supply volumes business data cannot count are entered (驾驶舱数据录入), this year and last
    for (const year of [undefined, String(new Date().getUTCFullYear() - 1)]) {
      const { indicators } = (await call('supplierDashboard', { qhdm: '43', ...(year ? { year } : {}) }))
        .data;
      for (const code of ['hfgyl', 'nygyl', 'zzgyl']) {
        const ind = indicators.find((i: Any) => i.code === code);
        expect(ind, `${code} ${year ?? 'this year'}`).toMatchObject({ source: 'input' });
        expect(ind.value, code).toBeGreaterThan(0);
      }
    }
  });

  it('has ~2,000 customers, 12 months of orders and demand on the customer dashboard', async () => {
    const dash = (await call('customerDashboard', { qhdm: '43' })).data;
    expect(dash.total).toBeGreaterThanOrEqual(1900);
    expect(dash.total).toBeLessThanOrEqual(2100);
    const orders = (await call('orderPage', { page: 1, pageSize: 10 })).data;
    expect(orders.total).toBeGreaterThanOrEqual(2500);
    expect(orders.records).toHaveLength(10);
    for (const status of [0, 1, 2, 3, 4]) {
      const page = (await call('orderPage', { page: 1, pageSize: 1, status })).data;
      expect(page.total, `status ${status}`).toBeGreaterThan(0);
    }
  });

  it('answers the price trend of the main products in several cities', async () => {
    const trend = (
      await call('priceTrend', {
        productCode: '0102',
        regions: ['4301', '4304', '4307'],
        period: 'month',
        from: '2000-01-01',
        to: '2100-01-01',
      })
    ).data;
    expect(trend.series).toHaveLength(3);
    for (const s of trend.series) expect(s.points.length).toBeGreaterThanOrEqual(12);
  });

  it('serves the pictures of crops, brands, items and video covers as PNG through the file endpoints', async () => {
    const crops = (await call('agroCropPage', { page: 1, pageSize: 100 })).data.records as Any[];
    expect(crops.length).toBeGreaterThan(0);
    for (const c of crops) expect(c.image, c.name).toMatch(/^file:/);
    const crop = await download(`/system/api/v1/file/download?fileId=${crops[0].image.slice(5)}`);
    expect(crop.subarray(0, 8)).toEqual(PNG);

    const brands = (await call('brandPage', { page: 1, pageSize: 100 })).data.records as Any[];
    for (const b of brands) expect(b.logo, b.name).toMatch(/^file:/);
    expect(
      (await download(`/system/api/v1/file/download?fileId=${brands[0].logo.slice(5)}`)).subarray(0, 8),
    ).toEqual(PNG);

    const videos = (await call('agroVideoPage', { page: 1, pageSize: 100 })).data.records as Any[];
    expect(videos.length).toBeGreaterThanOrEqual(8);
    for (const v of videos) expect(v.coverId, v.title).toBeTruthy();
    const demoCover = videos.find((v) => String(v.coverId).startsWith('cdemo'));
    expect((await download(`/base/api/v1/agro/media/${demoCover.coverId}`)).subarray(0, 8)).toEqual(PNG);
  });
});

describe('the demo province, in the database', () => {
  const hashOf = async (db: Awaited<ReturnType<typeof openPglite>>) => {
    const h = createHash('sha256');
    for (const table of [
      'supplier',
      'customer',
      'sales_order',
      'sales_return',
      'stock_doc',
      'agro_plot',
      'notice_read',
    ]) {
      const rows = await db.query(`select * from ${table} order by 1, 2`);
      h.update(JSON.stringify(rows));
    }
    const files = await db.query<{ file_id: string; content: Uint8Array }>(
      `select file_id, content from spatial_file where file_id like 'demo-%' order by file_id`,
    );
    for (const f of files) h.update(f.file_id).update(f.content);
    return h.digest('hex');
  };

  it('is the same twice from the same seed and day, at its scale, with records in every state', async () => {
    const now = new Date();
    const base = readFileSync(await ensureSeedSnapshot(now));
    const hashes: string[] = [];
    for (let run = 0; run < 2; run++) {
      const db = await openPglite('memory://', new Blob([base]));
      try {
        await db.transaction((tx) => applyDemoLayer(tx, now));
        // applied once: a second call changes nothing
        await db.transaction((tx) => applyDemoLayer(tx, now));
        hashes.push(await hashOf(db));
        if (run > 0) continue;
        const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;
        expect(await count('select count(*)::int as n from supplier')).toBe(200);
        expect(await count(`select count(distinct left(qhdm, 4))::int as n from supplier`)).toBe(14);
        expect(await count('select count(*)::int as n from customer')).toBe(2000);
        expect(
          await count(
            `select count(distinct to_char(create_time, 'YYYY-MM'))::int as n from sales_order where create_time > now() - interval '365 days'`,
          ),
        ).toBeGreaterThanOrEqual(12);
        expect(
          await count(
            `select count(distinct to_char(doc_date, 'YYYY-MM'))::int as n from stock_doc where direction = 'in' and biz_type = 1 and status = 2`,
          ),
        ).toBeGreaterThanOrEqual(12);
        expect(await count('select count(distinct status)::int as n from sales_return')).toBe(5);
        expect(await count('select count(distinct status)::int as n from group_offer')).toBe(3);
        expect(await count('select count(distinct status)::int as n from approval_request')).toBe(4);
        expect(await count('select count(distinct status)::int as n from supplier')).toBe(4);
        expect(await count('select count(*)::int as n from agro_plot')).toBeGreaterThanOrEqual(150);
        expect(await count('select count(*)::int as n from agro_programme')).toBeGreaterThanOrEqual(30);
        expect(await count('select count(*)::int as n from demand')).toBeGreaterThanOrEqual(400);
        // the administrator has notices read and unread
        const published = await count('select count(*)::int as n from notice where status = 1');
        const read = await count('select count(*)::int as n from notice_read where user_id = 1');
        expect(read).toBeGreaterThan(0);
        expect(read).toBeLessThan(published);
        // every picture is a PNG; every item of the catalogue has one
        expect(
          await count(
            `select count(*)::int as n from spatial_file where file_id like 'demo-%' and substr(content, 1, 4) <> '\\x89504e47'::bytea`,
          ),
        ).toBe(0);
        expect(await count(`select count(*)::int as n from sku where images = '[]'::jsonb`)).toBe(0);
        // the order tallies the list counts from agree with the orders
        expect(
          await count(
            `select count(*)::int as n from (select status, source, coalesce(pay_method, 0) as pm, count(*)::int as c from sales_order group by 1, 2, 3) o
              full join sales_order_tally t on t.status = o.status and t.source = o.source and t.pay_method = o.pm
              where coalesce(t.n, 0) <> coalesce(o.c, 0)`,
          ),
        ).toBe(0);
      } finally {
        await db.close();
      }
    }
    expect(hashes[1]).toBe(hashes[0]);
  }, 300_000);

  it('is on for pnpm start unless AGRIMAP_DEMO turns it off', () => {
    expect(demoFromEnv({}, true)).toBe(true);
    expect(demoFromEnv({}, false)).toBe(false);
    expect(demoFromEnv({ AGRIMAP_DEMO: '0' }, true)).toBe(false);
    expect(demoFromEnv({ AGRIMAP_DEMO: 'off' }, true)).toBe(false);
    expect(demoFromEnv({ AGRIMAP_DEMO: '1' }, false)).toBe(true);
  });
});
