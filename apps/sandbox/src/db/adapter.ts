/**
 * One small database interface over PGlite (embedded, default) and PostgreSQL (`pg`, when
 * DATABASE_URL is given). Both speak the same SQL; the adapters only smooth over driver
 * differences (row shape, int8 and bytea decoding).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite: `memory://` or a data directory. `loadDataDir` initialises a fresh one from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db & { pglite: PGlite }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the user list's keyword index (migration 012); PostgreSQL has it in contrib.
  const extensions = { pg_trgm };
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir, extensions } : { extensions });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    pglite,
    ...base,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Connections of an instance's pool unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The pool size from `DATABASE_POOL_SIZE` (an integer 1–1000), or the default; anything else is
 * refused at start rather than guessed at.
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return DEFAULT_POOL_SIZE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`DATABASE_POOL_SIZE must be an integer from 1 to 1000, not "${raw}"`);
  return n;
}

/**
 * PostgreSQL through a `pg` pool of at most `poolSize` connections. int8 and numeric are read as
 * JS numbers, like PGlite does.
 */
export async function openPostgres(connectionString: string, poolSize = DEFAULT_POOL_SIZE): Promise<Db> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString, max: poolSize, types: types as pg.CustomTypesConfig });
  // pool.end() resolves once its clients are asked to end, not once they have: `close` waits for
  // every connection to be gone, so a database dropped right after (tests) does not kill one that
  // is still closing (an unhandled 57P01 error).
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.on('end', () => open.delete(client));
    client.on('error', () => open.delete(client));
  });
  // Fail fast when the server is unreachable.
  await (await pool.connect()).release();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      const ended = [...open].map(
        (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
      );
      await pool.end();
      await Promise.all(ended);
    },
  };
}

/** bytea as a Buffer (PGlite gives Uint8Array, pg gives Buffer). */
export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new TypeError('not a bytea value');
}
