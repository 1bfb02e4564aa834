/**
 * The sandbox suites run on both backends: PGlite (in memory, always) and PostgreSQL when
 * SANDBOX_TEST_DATABASE_URL is set (`pnpm test` starts one, see scripts/ensure-postgres.mjs).
 * The global setup migrates and seeds that database once; each test file then gets its own copy
 * (`create database … template …`, a file copy), so files run in parallel without sharing rows.
 *
 * SANDBOX_TEST_BACKEND picks one backend per vitest project: `pglite` (project `sandbox`) or
 * `postgres` (project `sandbox-postgres`, vitest.postgres.config.ts, present when the URL is set),
 * so a file's PGlite and PostgreSQL halves run in different workers side by side. Unset, a file
 * runs on both backends in turn.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Sandbox, SandboxOptions } from '../src/index';
import { startTestSandbox } from './helpers';

const ONLY = process.env.SANDBOX_TEST_BACKEND;

/** The PostgreSQL test database, unless this run is PGlite's only. */
export const POSTGRES_URL =
  ONLY === 'pglite' ? undefined : process.env.SANDBOX_TEST_DATABASE_URL || undefined;

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  kind: 'pglite' | 'postgres';
}

export const PGLITE: Backend = { name: 'PGlite', kind: 'pglite' };
export const POSTGRES: Backend = { name: 'PostgreSQL', kind: 'postgres' };

/** PGlite, plus PostgreSQL when a test database is configured; one of them with SANDBOX_TEST_BACKEND. */
export function backends(): Backend[] {
  if (ONLY === 'postgres') {
    if (!POSTGRES_URL) throw new Error('SANDBOX_TEST_BACKEND=postgres needs SANDBOX_TEST_DATABASE_URL');
    return [POSTGRES];
  }
  return POSTGRES_URL ? [PGLITE, POSTGRES] : [PGLITE];
}

/** The URL of the maintenance database `postgres` on the server of `url`. */
function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

const templateName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(POSTGRES_URL as string) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new database copied from the seeded template; its URL and a function dropping it. */
export async function clonePostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('SANDBOX_TEST_DATABASE_URL is not set');
  const name = `agrimap_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = templateName(POSTGRES_URL);
  // Cloning needs the template to be idle: retry while another file is cloning it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`create database "${name}" template "${template}"`));
      break;
    } catch (err) {
      if (attempt >= 40 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** A new, empty database on the test server (no migrations, no seed); its URL and a function dropping it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('SANDBOX_TEST_DATABASE_URL is not set');
  const name = `agrimap_e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** A test sandbox (response validation on) on the given backend; stopping it drops its database. */
export async function startBackendSandbox(backend: Backend, options: SandboxOptions = {}): Promise<Sandbox> {
  if (backend.kind === 'pglite') return startTestSandbox(options);
  const db = await clonePostgresDatabase();
  try {
    const sandbox = await startTestSandbox({ ...options, databaseUrl: db.url });
    return {
      ...sandbox,
      async stop() {
        await sandbox.stop();
        await db.drop();
      },
    };
  } catch (err) {
    await db.drop();
    throw err;
  }
}
