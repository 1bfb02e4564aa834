import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run across the workspace: each package/app with unit tests is a project.
//
// Every project sets a generous `testTimeout` (30 s or more — the web projects 90 s, the sandbox
// 180 s; vitest's default is 5 s, which projects do not
// inherit from here): `pnpm test` runs these suites at a low priority beside the end-to-end
// browsers, and on a loaded 2-core machine a test that runs git or a few clicks waited more than
// 5 s for the CPU and failed. Nothing here measures speed (BENCHMARKS.md does).
export default defineConfig({
  test: {
    projects: [
      'openapi',
      'scripts',
      'packages/*',
      'apps/sandbox',
      // The sandbox suites' PostgreSQL half, beside their PGlite run (apps/sandbox/test/backends.ts).
      ...(process.env.SANDBOX_TEST_DATABASE_URL ? ['apps/sandbox/vitest.postgres.config.ts'] : []),
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest's default (cores − 1) runs files one at a time on a 2-core CI machine; most files
    // wait on I/O (servers on loopback, DOM set-up), so one worker per core is faster.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
