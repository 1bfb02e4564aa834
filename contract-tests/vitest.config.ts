import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The contract suite. Not part of the root vitest projects: its stages must run in order
// (pacts are written before they are checked and verified), so `src/run-all.mjs` runs one stage
// file at a time with `vitest run --config contract-tests/vitest.config.ts <file>`.
export default defineConfig({
  test: {
    name: 'contracts',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // A pact of a few hundred interactions is verified in one test; on a loaded 2-core machine that
    // took more than a minute (the run's step budget, not this, watches the time).
    testTimeout: 240_000,
    hookTimeout: 120_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
