/**
 * Test hooks under /__sandbox (always on: this is a development and test backend): health,
 * failure injection, reset to the seed, expiring every session, provider states and a checksum
 * of every table.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { isFaultMode } from './faults';
import { resetToSeed, SEED_TABLES } from './seed/index';
import { runState, StateError } from './states';

const bad = (msg: string) => ({ code: 400, msg, data: null });

/** Row count and md5 of every seeded table (order-independent). */
export async function tableChecksums(
  app: AppContext,
): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const table of SEED_TABLES) {
    const rows = await app.db.query<{ n: number; md5: string | null }>(
      `select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '')) as md5 from ${table} t`,
    );
    out[table] = { rows: rows[0]?.n ?? 0, md5: rows[0]?.md5 ?? '' };
  }
  return out;
}

/**
 * How long a reset may keep the rows of the previous one when nothing changed them: the seed's
 * times are relative to the moment it was written (a 下次联系 of "tomorrow", an article scheduled
 * "in 10 minutes"), so an unchanged seed older than this is written again all the same.
 */
const SEED_MAX_AGE_MS = 60_000;

/**
 * Tables whose changes are no reason to write the seed again: sessions survive a reset anyway, and
 * the sign-in guard's tables (not seeded) are emptied by every reset.
 */
const UNTRACKED = ['session', 'login_failure', 'login_lock'];

/** What the last full reset of an app left: when, and every sequence's position after it. */
const lastSeed = new WeakMap<AppContext, { at: number; sequences: string }>();

/** The position of every sequence but those of the untracked tables. */
const sequencePositions = async (app: AppContext) =>
  (
    await app.db.query<{ s: string | null }>(
      `select string_agg(ps.sequencename || '=' || coalesce(ps.last_value::text, '-'), ',' order by ps.sequencename) as s
       from pg_sequences ps
       where ps.schemaname = current_schema()
         and not exists (
           select 1 from pg_class s
           join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
             and d.refclassid = 'pg_class'::regclass
           join pg_class t on t.oid = d.refobjid
           where s.relname = ps.sequencename and s.relkind = 'S' and t.relname = any($1::text[]))`,
      [UNTRACKED],
    )
  )[0]?.s ?? '';

/**
 * Change tracking for the reset: one statement trigger per table (but the untracked ones) marks the seed changed
 * (`sandbox_seed_change`). Installed by the first reset of a database, only where test hooks run
 * (the hooks are their only reader); idempotent, so sandboxes sharing a database may each run it.
 */
async function trackSeedChanges(app: AppContext): Promise<void> {
  // Every table of the schema (a table added later is tracked without being named here).
  const tables = (
    await app.db.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = current_schema()
       and tablename <> all($1::text[]) order by 1`,
      [[...UNTRACKED, 'schema_migrations', 'sandbox_seed_change']],
    )
  ).map((r) => r.t);
  await app.db.exec(`
    create table if not exists sandbox_seed_change (id int primary key, changed boolean not null);
    insert into sandbox_seed_change (id, changed) values (1, true) on conflict (id) do update set changed = true;
    create or replace function sandbox_mark_seed_changed() returns trigger language plpgsql as $$
    begin
      update sandbox_seed_change set changed = true where id = 1 and not changed;
      return null;
    end $$;
    ${tables
      .map(
        (
          t,
        ) => `create or replace trigger sandbox_seed_change after insert or update or delete or truncate on ${t}
      for each statement execute function sandbox_mark_seed_changed();`,
      )
      .join('\n')}
  `);
}

/**
 * Whether the database still holds exactly what the last full reset wrote: no table written
 * since (the triggers), no sequence moved (a refused insert still takes an id), and the seed's
 * times fresh enough. (A moved clock is checked by the caller, which puts it back first.)
 */
async function seedUnchanged(app: AppContext): Promise<boolean> {
  const last = lastSeed.get(app);
  if (!last || Date.now() - last.at > SEED_MAX_AGE_MS) return false;
  const flag = await app.db.query<{ changed: boolean }>(
    'select changed from sandbox_seed_change where id = 1',
  );
  if (flag[0]?.changed !== false) return false;
  return (await sequencePositions(app)) === last.sequences;
}

/**
 * Back to the seed: every seeded table written anew (sessions kept), caches, faults and the clock
 * cleared. When nothing changed the seed since the last reset (most component tests only read),
 * the tables are left as they are — the same rows, without rewriting them (a reset of the whole
 * seed takes the better part of a second on PGlite, and the test suites reset before every test).
 */
export async function resetApp(app: AppContext): Promise<void> {
  if (!lastSeed.has(app)) await trackSeedChanges(app);
  const clockMoved = app.clock.offsetMs !== 0;
  // The clock goes back first: the seed's times are relative to the clock it is written by.
  app.clock.offsetMs = 0;
  if (!clockMoved && (await seedUnchanged(app))) {
    // A refused sign-in's traces go in any case (not seeded, not tracked).
    await app.db.exec('delete from login_failure; delete from login_lock;');
  } else {
    await app.db.transaction(async (tx) => {
      await resetToSeed(tx, app.now());
      await tx.query('update sandbox_seed_change set changed = false where id = 1');
    });
    lastSeed.set(app, { at: Date.now(), sequences: await sequencePositions(app) });
  }
  app.cache.clear();
  app.faults.clear();
}

export function registerHooks(server: FastifyInstance, app: AppContext): void {
  server.get('/__sandbox/health', async () => ({ ok: true }));

  server.post('/__sandbox/faults', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (typeof b.operationId !== 'string' || !app.spec.byId.has(b.operationId))
      return reply
        .code(400)
        .send(bad(`请求参数错误：operationId 必须是接口文档中的操作（收到 ${String(b.operationId)}）`));
    if (!isFaultMode(b.mode))
      return reply
        .code(400)
        .send(bad('请求参数错误：mode 必须是 error、http500、stall、unauthorized 或 forbidden'));
    for (const key of ['times', 'stallMs'] as const)
      if (
        b[key] !== undefined &&
        (!Number.isInteger(b[key]) || (b[key] as number) < (key === 'times' ? 1 : 0))
      )
        return reply.code(400).send(bad(`请求参数错误：${key} 必须是${key === 'times' ? '正' : '非负'}整数`));
    if (b.msg !== undefined && typeof b.msg !== 'string')
      return reply.code(400).send(bad('请求参数错误：msg 必须是字符串'));
    app.faults.set({
      operationId: b.operationId,
      mode: b.mode,
      ...(typeof b.msg === 'string' ? { msg: b.msg } : {}),
      ...(typeof b.times === 'number' ? { times: b.times } : {}),
      ...(typeof b.stallMs === 'number' ? { stallMs: b.stallMs } : {}),
    });
    return { ok: true, faults: app.faults.list() };
  });

  server.delete('/__sandbox/faults', async () => {
    app.faults.clear();
    return { ok: true };
  });

  server.post('/__sandbox/reset', async () => {
    await resetApp(app);
    return { ok: true };
  });

  // The sandbox clock: `{ advanceMs }` moves it forward, `{ at }` (ISO time) sets it; the answer is
  // the sandbox's time. Deadlines and scheduled publishing read this clock (`app.now()`).
  server.get('/__sandbox/clock', async () => ({
    ok: true,
    now: app.now().toISOString(),
    offsetMs: app.clock.offsetMs,
  }));
  server.post('/__sandbox/clock', async (request, reply) => {
    const b = (request.body ?? {}) as { advanceMs?: unknown; at?: unknown };
    if (b.advanceMs !== undefined) {
      if (typeof b.advanceMs !== 'number' || !Number.isInteger(b.advanceMs) || b.advanceMs < 0)
        return reply.code(400).send(bad('请求参数错误：advanceMs 必须是非负整数'));
      app.clock.offsetMs += b.advanceMs;
    } else if (b.at !== undefined) {
      const at = typeof b.at === 'string' ? Date.parse(b.at) : Number.NaN;
      if (Number.isNaN(at)) return reply.code(400).send(bad('请求参数错误：at 必须是 ISO 时间'));
      app.clock.offsetMs = at - Date.now();
    } else return reply.code(400).send(bad('请求参数错误：需要 advanceMs 或 at'));
    app.cache.clear();
    return { ok: true, now: app.now().toISOString(), offsetMs: app.clock.offsetMs };
  });
  server.delete('/__sandbox/clock', async () => {
    app.clock.offsetMs = 0;
    return { ok: true, now: app.now().toISOString(), offsetMs: 0 };
  });

  server.post('/__sandbox/expire-sessions', async () => {
    const past = new Date(app.now().getTime() - 1000).toISOString();
    const rows = await app.db.query(
      'update session set expires_at = $1::timestamptz where expires_at > $1::timestamptz returning token',
      [past],
    );
    await app.db.query(
      'update area_token set expires_at = $1::timestamptz where expires_at > $1::timestamptz',
      [past],
    );
    return { ok: true, expired: rows.length };
  });

  server.post('/__sandbox/state', async (request, reply) => {
    const b = (request.body ?? {}) as { state?: unknown; params?: unknown };
    if (typeof b.state !== 'string' || b.state === '')
      return reply.code(400).send(bad('请求参数错误：state 不能为空'));
    if (
      b.params !== undefined &&
      (typeof b.params !== 'object' || b.params === null || Array.isArray(b.params))
    )
      return reply.code(400).send(bad('请求参数错误：params 必须是对象'));
    try {
      const result = await runState(app, b.state, (b.params ?? {}) as Record<string, unknown>);
      app.cache.clear();
      return { ok: true, state: b.state, ...result };
    } catch (err) {
      if (err instanceof StateError) return reply.code(400).send(bad(`请求参数错误：${err.message}`));
      throw err;
    }
  });

  server.get('/__sandbox/checksum', async () => ({ tables: await tableChecksums(app) }));
}
