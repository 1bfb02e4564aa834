import { defineProject } from 'vitest/config';

// Test files that replace modules with `vi.mock` (the map engine: happy-dom has no WebGL) run in
// their own module graph: in the shared graph of the `web` project a module another file loaded
// first stays the real one. Name such files `*.isolated.test.tsx`.
export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web-isolated',
    environment: 'happy-dom',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Generous, as in every project of this workspace: see the root vitest.config.ts.
    // A hang guard, not a speed limit: under `pnpm test` these files run niced beside the browsers
    // (load 12–20 on 2 cores), where a test of a few clicks that takes 8 s alone took 38 s.
    testTimeout: 90_000,
    isolate: true,
  },
});
