import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';
import base, { POSTGRES_ONLY } from './vitest.config.js';

// The sandbox suites' PostgreSQL half (SANDBOX_TEST_DATABASE_URL, started by `pnpm test`): the test
// files that run on both backends (`describe.each(backends())`, test/backends.ts) and the
// PostgreSQL-only files — postgres.test.ts (which runs operations.test.ts again on PostgreSQL) and
// multi-instance.test.ts (two sandboxes on one database) —, limited to PostgreSQL, as their own
// project. The `sandbox` project runs the same files on PGlite;
// vitest schedules the two halves of a file on different workers, side by side.
const testDir = new URL('./test/', import.meta.url);
const files = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter(
    (f) => POSTGRES_ONLY.includes(f) || /\bbackends\(\)/.test(readFileSync(new URL(f, testDir), 'utf8')),
  )
  .map((f) => `test/${f}`);

export default defineProject({
  ...base,
  test: {
    ...base.test,
    name: 'sandbox-postgres',
    include: files,
    exclude: configDefaults.exclude,
    env: { SANDBOX_TEST_BACKEND: 'postgres' },
  },
});
