import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';
import base from './vitest.config.js';

// The sandbox suites' PostgreSQL half (SANDBOX_TEST_DATABASE_URL, started by `pnpm test`): the test
// files that run on both backends (`describe.each(backends())`, test/backends.ts) and
// postgres.test.ts (which runs operations.test.ts again on PostgreSQL), limited to PostgreSQL, as
// their own project. The `sandbox` project runs the same files on PGlite;
// vitest schedules the two halves of a file on different workers, side by side.
const testDir = new URL('./test/', import.meta.url);
const files = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => f === 'postgres.test.ts' || /\bbackends\(\)/.test(readFileSync(new URL(f, testDir), 'utf8')))
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
