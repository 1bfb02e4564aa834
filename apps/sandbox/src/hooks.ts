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
import { isRecord } from './util/narrow';

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

/**
 * What the last full reset of an app left: when, every sequence's position after it, and which
 * tables it copied (the copies a later reset restores changed tables from).
 */
interface SeedState {
  at: number;
  sequences: Map<string, string>;
  /** Copied table → the columns its rows are copied with. */
  copied: Map<string, string>;
}
const lastSeed = new WeakMap<AppContext, SeedState>();

/** Where the copies of the seeded tables live (same database, own schema). */
const COPY_SCHEMA = 'sandbox_seed_copy';

/**
 * Seeded tables not copied: the regions are written once and only written again when a provider
 * state changed them (their seed does not follow the clock, and copying 30,000 boundaries after
 * every full reset would cost more than it saves).
 */
const NOT_COPIED = new Set(['region', 'region_geometry']);

/** The sequences a reset puts back: every sequence of the schema but those of untracked tables. */
async function trackedSequences(app: AppContext): Promise<string[]> {
  const rows = await app.db.query<{ name: string }>(
    `select ps.sequencename as name
     from pg_sequences ps
     where ps.schemaname = current_schema()
       and not exists (
         select 1 from pg_class s
         join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
           and d.refclassid = 'pg_class'::regclass
         join pg_class t on t.oid = d.refobjid
         where s.relname = ps.sequencename and s.relkind = 'S' and t.relname = any($1::text[]))
     order by 1`,
    [UNTRACKED],
  );
  return rows.map((r) => r.name);
}

/** Where each sequence stands (name → `last_value,is_called`), read from the sequences themselves. */
async function sequencePositions(app: AppContext, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await app.db.query<{ name: string; position: string }>(
    names
      .map((n) => `select '${n}' as name, last_value::text || ',' || is_called::text as position from "${n}"`)
      .join(' union all '),
  );
  return new Map(rows.map((r) => [r.name, r.position]));
}

/**
 * Change tracking for the reset: one statement trigger per table (but the untracked ones) notes
 * the table's name in `sandbox_seed_changed`. Installed by the first reset of a database, only
 * where test hooks run (the hooks are their only reader); idempotent, so sandboxes sharing a
 * database may each run it.
 */
async function trackSeedChanges(app: AppContext): Promise<void> {
  // Every table of the schema (a table added later is tracked without being named here).
  const tables = (
    await app.db.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = current_schema()
       and tablename <> all($1::text[]) order by 1`,
      [[...UNTRACKED, 'schema_migrations', 'sandbox_seed_changed']],
    )
  ).map((r) => r.t);
  await app.db.exec(`
    create table if not exists sandbox_seed_changed (name text primary key);
    create or replace function sandbox_note_seed_change() returns trigger language plpgsql as $$
    begin
      insert into sandbox_seed_changed (name) values (tg_table_name) on conflict (name) do nothing;
      return null;
    end $$;
    ${tables
      .map(
        (
          t,
        ) => `create or replace trigger sandbox_seed_change after insert or update or delete or truncate on ${t}
      for each statement execute function sandbox_note_seed_change();`,
      )
      .join('\n')}
  `);
}

/** The columns a table's rows are copied with (generated columns are computed, not written). */
async function writableColumns(app: AppContext, table: string): Promise<string> {
  const rows = await app.db.query<{ c: string }>(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c
     from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'`,
    [table],
  );
  const columns = rows[0]?.c;
  if (!columns) throw new Error(`sandbox reset: table ${table} not found`);
  return columns;
}

/**
 * After a full reset: a copy of every seeded table (but the regions) in its own schema, for the
 * resets that follow to restore the tables a test changed. Returns the tables copied; none when
 * the database refuses (then every reset that finds a change writes the whole seed).
 */
async function copySeed(app: AppContext, previous?: SeedState): Promise<Map<string, string>> {
  const copied = new Map<string, string>();
  for (const t of SEED_TABLES.filter((t) => !NOT_COPIED.has(t)))
    copied.set(t, previous?.copied.get(t) ?? (await writableColumns(app, t)));
  try {
    let sql = `drop schema if exists ${COPY_SCHEMA} cascade; create schema ${COPY_SCHEMA};`;
    for (const [t, columns] of copied)
      sql += `create table ${COPY_SCHEMA}.${t} as select ${columns} from ${t};`;
    await app.db.exec(sql);
    return copied;
  } catch {
    return new Map();
  }
}

/** Whether the database lets this session write rows without their foreign-key triggers. */
async function canSkipTriggers(app: AppContext): Promise<boolean> {
  const rows = await app.db.query<{ ok: boolean }>(
    'select rolsuper as ok from pg_roles where rolname = current_user',
  );
  return rows[0]?.ok === true;
}

/**
 * The cheapest way back to the seed, from what changed since the last full reset:
 * - `keep`: nothing (no table written, no sequence moved — a refused insert still takes an id);
 * - `restore`: the changed tables (all of them copied) and the moved sequences put back;
 * - `full`: the whole seed written again — no full reset yet, the seed older than
 *   SEED_MAX_AGE_MS (its times are relative to when it was written), a table without a copy, or a
 *   database that does not allow the restore. (A moved clock is checked by the caller.)
 */
async function resetPlan(app: AppContext): Promise<
  | { kind: 'keep' }
  | {
      kind: 'restore';
      tables: [table: string, columns: string][];
      sequences: [name: string, position: string][];
    }
  | { kind: 'full' }
> {
  const last = lastSeed.get(app);
  if (!last || Date.now() - last.at > SEED_MAX_AGE_MS) return { kind: 'full' };
  const tables = (
    await app.db.query<{ name: string }>('select name from sandbox_seed_changed order by name')
  ).map((r) => r.name);
  const now = await sequencePositions(app, [...last.sequences.keys()]);
  const sequences = [...last.sequences].filter(([name, at]) => now.get(name) !== at);
  if (tables.length === 0 && sequences.length === 0) return { kind: 'keep' };
  const copies: [string, string][] = [];
  for (const t of tables) {
    const columns = last.copied.get(t);
    if (columns === undefined) return { kind: 'full' };
    copies.push([t, columns]);
  }
  return { kind: 'restore', tables: copies, sequences };
}

/**
 * Back to the seed: every seeded table as the seed wrote it (sessions kept), caches, faults,
 * the request statistics and the clock cleared. Most resets do not write the whole seed: the test suites reset before every
 * test, most tests only read, and a full reset takes the better part of a second on PGlite.
 * Statement triggers note the tables written since the last full reset; a reset restores those
 * from a copy taken after it (rows with their triggers off: the rows are the seed's, consistent
 * with each other) and puts moved sequences back, or keeps everything when nothing changed.
 */
export async function resetApp(app: AppContext): Promise<void> {
  if (!lastSeed.has(app)) await trackSeedChanges(app);
  const clockMoved = app.clock.offsetMs !== 0;
  // The clock goes back first: the seed's times are relative to the clock it is written by.
  app.clock.offsetMs = 0;
  const plan = clockMoved ? ({ kind: 'full' } as const) : await resetPlan(app);
  if (plan.kind === 'restore') {
    await app.db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      for (const [t, columns] of plan.tables) {
        await tx.exec(
          `delete from ${t}; insert into ${t} (${columns}) overriding system value select ${columns} from ${COPY_SCHEMA}.${t};`,
        );
      }
      for (const [name, position] of plan.sequences) {
        const [value, called] = position.split(',');
        await tx.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
          `"${name}"`,
          value,
          called === 'true',
        ]);
      }
      await tx.exec('delete from sandbox_seed_changed; delete from login_failure; delete from login_lock;');
    });
  } else if (plan.kind === 'keep') {
    // A refused sign-in's traces go in any case (not seeded, not tracked).
    await app.db.exec('delete from login_failure; delete from login_lock;');
  } else {
    await app.db.transaction(async (tx) => {
      await resetToSeed(tx, app.now());
      await tx.exec('delete from sandbox_seed_changed');
    });
    const last = lastSeed.get(app);
    const copied = (await canSkipTriggers(app)) ? await copySeed(app, last) : new Map<string, string>();
    const sequences = await sequencePositions(
      app,
      last ? [...last.sequences.keys()] : await trackedSequences(app),
    );
    lastSeed.set(app, { at: Date.now(), sequences, copied });
  }
  app.cache.clear();
  app.faults.clear();
  // 系统监控's last minute of requests starts again, as on a new instance.
  app.metrics.clear();
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
    const b = isRecord(request.body) ? request.body : {};
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
    const b = isRecord(request.body) ? request.body : {};
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
