/**
 * Two sandboxes on one PostgreSQL database behave as one server (several `pnpm start` instances
 * with the same DATABASE_URL): a session made through one is valid on the other and ends on both;
 * the sign-in guard's counts are shared and a burst of guesses through both gets no more tries
 * than one at a time; a file uploaded through one downloads through the other; a scheduled
 * article appears on both at its time and views through both all count; a group offer past
 * its deadline is settled exactly once whichever instances settle it, by reads or by their timed
 * jobs; 催办 and two decisions on one approval task race across instances with one winner; menus
 * added at once get their own ids; stock shipped and moved through both adds up. Both instances
 * start at once on a new, empty database and seed it once. PostgreSQL only (`sandbox-postgres` project): the database is this file's own
 * copy of the seeded template, so the other suites are not disturbed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { ORDER_FIXTURE_IDS } from '../src/testing/shop-orders';
import { clonePostgresDatabase, createEmptyPostgresDatabase, POSTGRES_URL } from './backends';
import { ADMIN, login, OPERATOR, platformHeaders, startTestSandbox } from './helpers';

interface Reply<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** The records of 'the order fixtures exist'. */
const ORDERS = ORDER_FIXTURE_IDS;
/** The records of 'the approval runtime fixtures exist': the administrator's request waiting on the administrator. */
const APPROVAL = { requestId: 9851, taskId: 9851 };
const MONTH_MS = 31 * 24 * 3600 * 1000;

async function call<T = Record<string, unknown>>(
  url: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Reply<T>> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...platformHeaders(token),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, ...((await res.json()) as Omit<Reply<T>, 'status'>) };
}

async function hook(url: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The body code of a signed-in call made with `token` (401 once its session ended). */
async function codeWith(url: string, token: string): Promise<number> {
  return (await call(url, '/account/api/v1/menu/tree/list', token, {})).code;
}

async function attempt(url: string, username: string, password: string): Promise<number> {
  return (await call(url, '/account/api/auth/login', undefined, { username, password })).code;
}

describe.skipIf(!POSTGRES_URL)('two instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  let database: { url: string; drop(): Promise<void> };
  let a: Sandbox;
  let b: Sandbox;
  let sql: pg.Client;
  /** Both instances, in turn: A, B, A, B … */
  const either = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    database = await clonePostgresDatabase();
    [a, b] = await Promise.all([
      startTestSandbox({ databaseUrl: database.url }),
      startTestSandbox({ databaseUrl: database.url }),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('a session made through one is valid on the other; logout and a password change end it on both', async () => {
    const token = await login(a.url, OPERATOR);
    expect([await codeWith(a.url, token), await codeWith(b.url, token)]).toEqual([200, 200]);
    expect((await call(b.url, '/account/api/auth/logout', token, {})).code).toBe(200);
    expect([await codeWith(a.url, token), await codeWith(b.url, token)]).toEqual([401, 401]);

    const [first, second] = [await login(a.url, OPERATOR), await login(b.url, OPERATOR)];
    const changed = await call(b.url, '/account/api/v1/user/update/password', first, {
      oldPassword: OPERATOR.password,
      newPassword: 'Xiang#Nong2025',
    });
    expect(changed.code, changed.msg).toBe(200);
    for (const t of [first, second])
      expect([await codeWith(a.url, t), await codeWith(b.url, t)]).toEqual([401, 401]);
    expect(await attempt(a.url, OPERATOR.username, OPERATOR.password)).toBe(1001);
    const fresh = await login(a.url, { username: OPERATOR.username, password: 'Xiang#Nong2025' });
    expect(await codeWith(b.url, fresh)).toBe(200);
  });

  it('the sign-in guard counts through both: five wrong passwords lock the account on both', async () => {
    const name = `ghost_${randomBytes(3).toString('hex')}`;
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await attempt(either(i).url, name, 'wrong-password'));
    expect(codes).toEqual([1001, 1001, 1001, 1001, 1006]);
    expect([await attempt(a.url, name, 'wrong-password'), await attempt(b.url, name, 'x')]).toEqual([
      1006, 1006,
    ]);
  });

  it('a burst of wrong passwords through both instances gets five tries, not one per request', async () => {
    const name = `burst_${randomBytes(3).toString('hex')}`;
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(either(i).url, name, `guess-${i}`)),
    );
    // Four wrong answers, the fifth locks, the rest are refused by the lock without a check.
    expect(codes.filter((c) => c === 1001)).toHaveLength(4);
    expect(codes.filter((c) => c === 1006)).toHaveLength(8);
    const [counted] = (
      await sql.query<{ n: number }>('select count(*)::int as n from login_failure where account = $1', [
        name,
      ])
    ).rows;
    expect(counted?.n).toBe(5);
  });

  it('a file uploaded through one downloads through the other', async () => {
    const token = await login(a.url, ADMIN);
    const bytes = randomBytes(4096);
    const stored = await call<{ fileId: string }>(a.url, '/system/api/v1/file/upload', token, {
      fileName: '跨实例.bin',
      contentType: 'application/octet-stream',
      contentBase64: bytes.toString('base64'),
    });
    expect(stored.code, stored.msg).toBe(200);
    const res = await fetch(`${b.url}/system/api/v1/file/download?fileId=${stored.data.fileId}`, {
      headers: platformHeaders(token),
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  describe('group offers past their deadline are settled once', () => {
    let token = '';
    const shop = <T>(s: Sandbox, path: string, body: unknown) => call<T>(s.url, `/shop${path}`, token, body);
    const orderCount = async () =>
      (
        await sql.query<{ n: number }>('select count(*)::int as n from sales_order where offer_id = $1', [
          ORDERS.offer,
        ])
      ).rows[0]?.n;

    /** The order fixtures again, both customers booked, both clocks a month on. */
    async function bookedAndDue(): Promise<void> {
      for (const s of [a, b]) await fetch(`${s.url}/__sandbox/clock`, { method: 'DELETE' });
      await hook(a.url, '/state', { state: 'the order fixtures exist' });
      token = await login(a.url, ADMIN);
      for (const [i, customerId] of ORDERS.customers.entries()) {
        const r = await shop(either(i), '/api/v1/web/fx/offer/book', {
          offerId: ORDERS.offer,
          customerId,
          quantity: 3,
        });
        expect(r.code, r.msg).toBe(200);
      }
      for (const s of [a, b]) await hook(s.url, '/clock', { advanceMs: MONTH_MS });
      token = await login(a.url, ADMIN); // the session ended with the month that passed
      expect(await orderCount()).toBe(0);
    }

    it('by reads and explicit settlements through both instances at once', async () => {
      await bookedAndDue();
      const answers = await Promise.all([
        shop(a, '/api/v1/web/fx/offer/page', { page: 1, pageSize: 50 }),
        shop(b, '/api/v1/web/fx/offer/page', { page: 1, pageSize: 50 }),
        shop(a, '/api/v1/web/fx/offer/settle', { id: ORDERS.offer }),
        shop(b, '/api/v1/web/fx/offer/settle', { id: ORDERS.offer }),
      ]);
      for (const r of answers) expect(r.code, r.msg).toBe(200);
      expect(await orderCount()).toBe(2);
    });

    it('by the timed jobs of both instances, without a read', async () => {
      await bookedAndDue();
      // The seed's own offers a month on fall due too: every due offer is settled by one of them.
      const [due] = (
        await sql.query<{ n: number }>(
          'select count(*)::int as n from group_offer where status = 0 and deadline <= $1',
          [new Date(Date.now() + MONTH_MS)],
        )
      ).rows;
      expect(due?.n).toBeGreaterThanOrEqual(1);
      const settled = await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()]);
      expect(settled.reduce((x, y) => x + y, 0)).toBe(due?.n);
      expect(await Promise.all([a.jobs.runOnce(), b.jobs.runOnce()])).toEqual([0, 0]);
      expect(
        await sql.query('select 1 from group_offer where status = 0 and deadline <= $1', [
          new Date(Date.now() + MONTH_MS),
        ]),
      ).toMatchObject({ rowCount: 0 });
      expect(await orderCount()).toBe(2);
      const orders = await shop<{ total: number }>(b, '/api/v1/web/sp/order/page', {
        offerId: ORDERS.offer,
        page: 1,
        pageSize: 10,
      });
      expect(orders.data.total).toBe(2);
    });

    it('by the timers of both instances (jobIntervalMs), on time', async () => {
      const [c, d] = await Promise.all([
        startTestSandbox({ databaseUrl: database.url, jobIntervalMs: 50 }),
        startTestSandbox({ databaseUrl: database.url, jobIntervalMs: 50 }),
      ]);
      try {
        await bookedAndDue();
        for (const s of [c, d]) await hook(s.url, '/clock', { advanceMs: MONTH_MS });
        const until = Date.now() + 10_000;
        while ((await orderCount()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 200)); // more ticks of both: still settled once
        expect(await orderCount()).toBe(2);
      } finally {
        await Promise.all([c.stop(), d.stop()]);
      }
    });

    afterAll(async () => {
      for (const s of [a, b]) await fetch(`${s.url}/__sandbox/clock`, { method: 'DELETE' });
    });
  });

  it('a scheduled article appears on both when their clocks reach it; views through both all count', async () => {
    const token = await login(a.url, ADMIN);
    // Publish times are China time (UTC+8), to the second.
    const at = new Date(Date.now() + 3600_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const saved = await call<{ id: number }>(a.url, '/system/api/v1/news/save', token, {
      channel: 'agroNews',
      title: '两台实例的定时发布',
      summary: '一小时后发布',
      content: '<p>定时</p>',
      author: '省农业农村厅',
      source: '湖南农业信息网',
      tags: [],
      status: 1,
      publishTime: at,
      pinned: false,
    });
    expect([saved.code, saved.msg]).toEqual([200, '已定时发布']);
    const read = (s: Sandbox) =>
      call<{ visible: boolean; viewCount: number }>(
        s.url,
        `/system/api/v1/news/read?id=${saved.data.id}`,
        token,
      );
    expect((await read(b)).msg).toBe('文章未发布或已下线');
    try {
      for (const s of [a, b]) await hook(s.url, '/clock', { advanceMs: 2 * 3600_000 });
      const reads = await Promise.all(Array.from({ length: 10 }, (_, i) => read(either(i))));
      expect(reads.map((r) => r.data.visible)).toEqual(Array(10).fill(true));
      const [views] = (
        await sql.query<{ n: number }>('select view_count as n from news_article where id = $1', [
          saved.data.id,
        ])
      ).rows;
      expect(views?.n).toBe(10);
    } finally {
      for (const s of [a, b]) await fetch(`${s.url}/__sandbox/clock`, { method: 'DELETE' });
    }
  });

  it('催办 through both at once: one reminds, the other is refused; two decisions: one wins', async () => {
    await hook(a.url, '/state', { state: 'the approval runtime fixtures exist' });
    const token = await login(b.url, ADMIN);
    const urged = await Promise.all(
      [a, b].map((s) =>
        call(s.url, '/system/api/v1/approvalRuntime/urge', token, { id: APPROVAL.requestId }),
      ),
    );
    expect(urged.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(urged.find((r) => r.status === 400)?.msg).toMatch(/^每小时只能催办一次/);

    const decided = await Promise.all([
      call(a.url, '/system/api/v1/approvalRuntime/act', token, {
        taskId: APPROVAL.taskId,
        action: 'approve',
      }),
      call(b.url, '/system/api/v1/approvalRuntime/act', token, {
        taskId: APPROVAL.taskId,
        action: 'reject',
        comment: '不同意',
      }),
    ]);
    expect(decided.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(decided.find((r) => r.status === 409)?.msg).toBe('该任务已被处理，请刷新后查看');
    const events = await sql.query<{ action: string }>(
      `select action from approval_event where request_id = $1 and action in ('approve', 'reject')`,
      [APPROVAL.requestId],
    );
    expect(events.rows).toHaveLength(1);
  });

  it('menus added through both at once: each gets its own id', async () => {
    const token = await login(a.url, ADMIN);
    const added = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call<{ id: number }>(either(i).url, '/account/api/v1/menu/add', token, {
          parentId: 0,
          name: `并发目录${i}`,
          type: 0,
          menuUrl: `/multi${i}`,
        }),
      ),
    );
    for (const r of added) expect(r.code, r.msg).toBe(200);
    expect(new Set(added.map((r) => r.data.id)).size).toBe(4);
  });

  it('stock shipped and moved through both instances at once adds up', async () => {
    await hook(b.url, '/state', { state: 'the order fixtures exist' });
    const token = await login(a.url, ADMIN);
    const shop = <T>(s: Sandbox, path: string, body: unknown) => call<T>(s.url, `/shop${path}`, token, body);
    const order = async (quantity: number) => {
      const r = await shop<{ id: number }>(a, '/api/v1/web/sp/order/create', {
        customerId: ORDERS.customers[0],
        lines: [{ skuId: ORDERS.spec, quantity }],
        payMethod: 1,
      });
      expect(r.code, r.msg).toBe(200);
      return r.data.id;
    };
    const ship = (s: Sandbox, id: number) =>
      shop<{ shipped: { id: number }[] }>(s, '/api/v1/web/sp/order/ship', {
        warehouseId: ORDERS.warehouse,
        logisticsCompany: '顺丰速运',
        orders: [{ id, trackingNo: `SF${id}` }],
      });
    const stock = async () =>
      (
        await sql.query<{ on_hand: number; locked: number }>(
          'select on_hand, locked from stock where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3',
          [ORDERS.warehouse, ORDERS.spec, ORDERS.batch],
        )
      ).rows[0];

    // Six orders of one unit shipped at once through both: six units reserved.
    const small = [];
    for (let i = 0; i < 6; i++) small.push(await order(1));
    const shipped = await Promise.all(small.map((id, i) => ship(either(i), id)));
    for (const r of shipped) expect(r.code, r.msg).toBe(200);
    expect(await stock()).toEqual({ on_hand: ORDERS.stocked, locked: 6 });
    // Two orders of three for the last four units, one through each: one ships.
    const [x, y] = [await order(3), await order(3)];
    const raced = await Promise.all([ship(a, x), ship(b, y)]);
    expect(raced.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await stock()).toEqual({ on_hand: ORDERS.stocked, locked: 9 });
    // Their outbound documents approved at once through both: the stock goes down by what left.
    const docs = await sql.query<{ id: number }>(
      `select id from stock_doc where direction = 'out' and status = 1 and warehouse_id = $1`,
      [ORDERS.warehouse],
    );
    expect(docs.rows.length).toBeGreaterThanOrEqual(7);
    const approved = await Promise.all(
      docs.rows.map((d, i) => shop(either(i), '/api/v1/web/wms/doc/action', { id: d.id, action: 'approve' })),
    );
    for (const r of approved) expect(r.code, r.msg).toBe(200);
    const after = await stock();
    expect(after).toEqual({ on_hand: ORDERS.stocked - 9, locked: 0 });
    const [ledger] = (
      await sql.query<{ moved: number }>(
        `select coalesce(sum(quantity), 0)::int as moved from stock_ledger
          where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3 and direction = 'out'`,
        [ORDERS.warehouse, ORDERS.spec, ORDERS.batch],
      )
    ).rows;
    expect(ledger?.moved).toBe(-9);
  });
});

describe.skipIf(!POSTGRES_URL)('two instances starting at once on a new database', () => {
  it('migrate and seed it once; both serve it', async () => {
    const database = await createEmptyPostgresDatabase();
    try {
      const started = await Promise.allSettled([
        startTestSandbox({ databaseUrl: database.url }),
        startTestSandbox({ databaseUrl: database.url }),
      ]);
      const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        for (const s of started) if (s.status === 'rejected') throw s.reason;
        const [a, b] = running as [Sandbox, Sandbox];
        const token = await login(a.url, ADMIN);
        expect(await codeWith(b.url, token)).toBe(200);
        const sql = new pg.Client({ connectionString: database.url });
        await sql.connect();
        try {
          const users = await sql.query<{ n: number }>(
            `select count(*)::int as n from app_user where user_name = 'admin'`,
          );
          expect(users.rows[0]?.n).toBe(1);
        } finally {
          await sql.end();
        }
      } finally {
        await Promise.all(running.map((s) => s.stop()));
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
