/**
 * Opens the sandbox database: PostgreSQL when a connection string is given, else PGlite (a data
 * directory, or `memory://`). Migrations run on every start; an empty database gets the seed.
 *
 * A fresh PGlite database is initialised from a seed snapshot (a PGlite data-directory dump of the
 * migrated and seeded database) cached under the OS temp directory: creating and seeding a
 * PGlite database takes seconds, loading the snapshot a fraction of that. The snapshot's key
 * hashes the PGlite version, the migrations, the seed files and the seeding sources, plus the
 * day (the seed is relative to "now"), so it never goes stale. SANDBOX_SEED_CACHE=0 disables it.
 * A day's first start seeds a fresh data directory in place, from the cached template — the
 * migrated empty cluster, which has no dates and so keeps across days — and keeps its dump.
 *
 * With `demo` (what `pnpm start` asks for unless AGRIMAP_DEMO=0), a freshly seeded database also
 * gets the demo province (seed/demo): a PGlite one from its own snapshot (`seed-<key>-demo.tar`),
 * a PostgreSQL one right after its seed, in the same transaction.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyDemoLayer, isDemoApplied } from '../seed/demo/index';
import { isSeeded, seedDatabase } from '../seed/index';
import { SEED_DIR } from '../seed/regions';
import { formatDate } from '../util/time';
import { type Db, openPglite, openPostgres, poolSizeFromEnv } from './adapter';
import { MIGRATION_LOCK, MIGRATIONS_DIR, migrate } from './migrate';

const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Sources whose code decides what the seeded database contains (the seed's check digits are @agrimap/rules'). */
const SEED_SOURCES = [
  ...['seed', 'util', 'auth', 'map', 'db'].map((d) => path.join(SRC_DIR, d)),
  path.dirname(createRequire(import.meta.url).resolve('@agrimap/rules')),
];
export const CACHE_DIR = path.join(os.tmpdir(), 'agrimap-sandbox-cache');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => !f.endsWith('.test.ts'))
    .sort();
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const pkg: { version: string } = JSON.parse(readFileSync(pkgPath, 'utf8'));
  return pkg.version;
}

/** The snapshot key for a day. */
export function snapshotKey(now: Date): string {
  const h = createHash('sha256');
  h.update(`pglite ${pgliteVersion()}\n${formatDate(now)}\n`);
  for (const f of [
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(SEED_DIR),
    ...SEED_SOURCES.flatMap(filesUnder),
  ]) {
    h.update(path.relative(SRC_DIR, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 20);
}

const cacheEnabled = () => process.env.SANDBOX_SEED_CACHE !== '0';

/** The key of the migrated, empty cluster: no dates in it, so it keeps across days. */
function templateKey(): string {
  const h = createHash('sha256');
  h.update(`pglite ${pgliteVersion()}\n`);
  for (const f of [...filesUnder(MIGRATIONS_DIR), ...filesUnder(path.join(SRC_DIR, 'db'))]) {
    h.update(path.relative(SRC_DIR, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 20);
}

/**
 * A PGlite database at `dir` with every migration applied and nothing else: loaded from the
 * cached template when there is one (creating a cluster, initdb, is most of a cold start's first
 * seconds), else created, migrated and kept as the template for the next day's first start.
 */
async function openMigrated(dir: string): Promise<Db & { pglite: import('@electric-sql/pglite').PGlite }> {
  const file = path.join(CACHE_DIR, `template-${templateKey()}.tar`);
  if (cacheEnabled() && existsSync(file)) {
    const db = await openPglite(dir, new Blob([readFileSync(file)]));
    await migrate(db);
    return db;
  }
  const db = await openPglite(dir);
  await migrate(db);
  if (cacheEnabled()) {
    await db.exec('checkpoint');
    const dump = await db.pglite.dumpDataDir('none');
    writeCached(file, Buffer.from(await dump.arrayBuffer()), 'template-');
  }
  return db;
}

/** Seeds a migrated, empty PGlite database (and lays the demo province over it: `demo`). */
async function seedFresh(db: Db, now: Date, demo: boolean): Promise<void> {
  await db.transaction((tx) => seedDatabase(tx, now));
  if (demo) {
    // A checkpoint first: the demo's WAL then reuses the seed's segments instead of adding its own
    // (the snapshot carries every WAL file, 16 MB each).
    await db.exec('checkpoint');
    await db.transaction((tx) => applyDemoLayer(tx, now));
    await db.exec('checkpoint');
  }
}

/** A database at `dir` (or `memory://`), migrated and seeded (with the demo province: `demo`). */
async function buildSeeded(
  dir: string,
  now: Date,
  demo: boolean,
): Promise<Db & { pglite: import('@electric-sql/pglite').PGlite }> {
  const db = await openMigrated(dir);
  await seedFresh(db, now, demo);
  return db;
}

/** Keeps the dump of a freshly built database as the day's snapshot. */
async function keepSnapshot(
  db: { pglite: import('@electric-sql/pglite').PGlite },
  file: string,
): Promise<void> {
  const dump = await db.pglite.dumpDataDir('none');
  writeSnapshot(file, Buffer.from(await dump.arrayBuffer()));
}

/** The snapshot file of a day, with or without the demo layer. */
export function snapshotFile(now: Date, demo = false): string {
  return path.join(CACHE_DIR, `seed-${snapshotKey(now)}${demo ? '-demo' : ''}.tar`);
}

function writeSnapshot(file: string, data: Buffer): void {
  // Keep the four newest snapshots (sources change while developing; a base and a demo one for
  // each), drop the rest.
  writeCached(file, data, 'seed-', 4);
}

/** Writes a cache file atomically; keeps the `keep` newest files of its kind (`prefix`). */
function writeCached(file: string, data: Buffer, prefix: string, keep = 2): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
  const old = readdirSync(CACHE_DIR)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.tar'))
    .map((f) => path.join(CACHE_DIR, f))
    .filter((p) => p !== file)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(keep - 1);
  for (const p of old) rmSync(p, { force: true });
}

/** Builds the seed snapshot of today (with the demo layer: `demo`) unless cached; returns its file. */
export async function ensureSeedSnapshot(now = new Date(), demo = false): Promise<string> {
  const file = snapshotFile(now, demo);
  if (existsSync(file)) return file;
  const db = await buildSeeded('memory://', now, demo);
  await keepSnapshot(db, file);
  await db.close();
  return file;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections of the PostgreSQL pool (default `DATABASE_POOL_SIZE`, else 10). */
  poolSize?: number;
  now?: Date;
  /** Load the demo province over the seed when the database is seeded now (default false). */
  demo?: boolean;
}

/**
 * Seeds an empty database. Under the migrations' advisory lock, checked again inside: several
 * instances starting at once on one new PostgreSQL database seed it once.
 */
async function seedIfEmpty(db: Db, now: Date, demo: boolean): Promise<void> {
  if (await isSeeded(db)) return;
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    if (await isSeeded(tx)) return;
    await seedDatabase(tx, now);
    if (demo && !(await isDemoApplied(tx))) await applyDemoLayer(tx, now);
  });
}

export async function openDatabase(options: OpenOptions): Promise<Db> {
  const now = options.now ?? new Date();
  const demo = options.demo ?? false;
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl, options.poolSize ?? poolSizeFromEnv());
    await migrate(db);
    await seedIfEmpty(db, now, demo);
    return db;
  }
  const dir = options.dataDir;
  const fresh = dir.startsWith('memory://') || !existsSync(path.join(dir, 'PG_VERSION'));
  let db: Db;
  if (fresh && cacheEnabled()) {
    const file = snapshotFile(now, demo);
    if (!existsSync(file)) {
      // The day's first start: built where it is used (in memory, or seeded in place in the data
      // directory rather than built elsewhere and loaded into a second cluster), its dump kept.
      const built = await buildSeeded(dir, now, demo);
      await keepSnapshot(built, file);
      return built;
    }
    db = await openPglite(dir, new Blob([readFileSync(file)]));
  } else db = await openPglite(dir);
  await migrate(db);
  await seedIfEmpty(db, now, demo);
  return db;
}
