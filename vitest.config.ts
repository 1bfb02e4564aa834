import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run across the workspace: each package/app with unit tests is a project.
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
