import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files that mock modules need their own module graph (vitest.isolated.config.ts).
    exclude: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Generous, as in every project of this workspace: see the root vitest.config.ts.
    // A hang guard, not a speed limit: under `pnpm test` these files run niced beside the browsers
    // (load 12–20 on 2 cores), where a test of a few clicks that takes 8 s alone took 38 s.
    testTimeout: 90_000,
    // Files share one module graph per worker: antd, React and the app load once, not once per
    // file (about 5× faster). setup.ts resets what tests share (DOM, session, storage) after each
    // test; a test that changes other module state must restore it.
    isolate: false,
    // On CI a failed test runs once more before it fails the run. The tests assert behaviour, not
    // time, but on a loaded shared machine an antd popup still closing from a previous choice can
    // swallow a synthetic click; a real regression fails both runs. Locally a failure is final.
    retry: process.env.CI ? 1 : 0,
  },
});
