import { configDefaults, defineProject } from 'vitest/config';

/** Test files that run on PostgreSQL only (project `sandbox-postgres`; skipped without a database). */
export const POSTGRES_ONLY = ['postgres.test.ts', 'multi-instance.test.ts'];

export default defineProject({
  test: {
    name: 'sandbox',
    // PGlite only: the PostgreSQL half of the suites is the `sandbox-postgres` project
    // (vitest.postgres.config.ts, present when SANDBOX_TEST_DATABASE_URL is set).
    env: { SANDBOX_TEST_BACKEND: 'pglite' },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // PostgreSQL's own files run in `sandbox-postgres` when there is one.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.SANDBOX_TEST_DATABASE_URL ? POSTGRES_ONLY.map((f) => `test/${f}`) : []),
    ],
    environment: 'node',
    // Test files share one module graph per worker: the OpenAPI documents are parsed and their
    // Ajv validators compiled once, not once per file. A file that starts a sandbox with the
    // defaults leases the worker's (test/helpers.ts: reset to the seed, earlier sessions expired);
    // one with options of its own starts its own.
    isolate: false,
    // Builds the seed snapshot once, before the test files start their sandboxes in parallel.
    globalSetup: ['test/global-setup.ts'],
    // Hang guards, not speed checks: `pnpm test` runs these suites at a low priority beside the
    // end-to-end browsers, and on a loaded 2-core machine a test that starts and restarts sandboxes
    // on a data directory (persistence.test.ts) or resets to the seed several times (hooks.test.ts)
    // took more than 60 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
