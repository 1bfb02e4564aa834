import { defineProject } from 'vitest/config';

// Test files that replace modules with `vi.mock` (the map engine: happy-dom has no WebGL) run in
// their own module graph: in the shared graph of the `web` project a module another file loaded
// first stays the real one. Name such files `*.isolated.test.tsx`. The cockpit-input screen test
// lives here too: its year-switch confirmation fails only after some other file of the shared
// graph ran first (a cross-file leftover not found yet; it passes alone and here).
export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web-isolated',
    environment: 'happy-dom',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: true,
  },
});
