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
    testTimeout: 30_000,
    isolate: true,
  },
});
