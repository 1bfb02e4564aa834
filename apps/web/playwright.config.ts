import { statfsSync } from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium against the sandbox backend, which serves the built app
// (apps/web/dist). Each worker starts its own sandbox on a free loopback port (e2e/fixtures.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether /dev/shm has room for Chromium's shared memory (1 GiB free; a container's default is 64 MB). */
function shmHasRoom(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Tests run in parallel, each worker on its own sandbox: a test owns its data (it resets the
  // sandbox after changing it), so the tests of one file spread over the workers and no long file
  // keeps one worker busy while the other idles. A file whose tests share something else (the
  // video wall: the plugin simulator's fixed port) says `test.describe.configure({ mode: 'default' })`.
  // Workers: one per core. A third browser on 2 cores gained nothing measured alone (38 tests:
  // 80 s with 1 or 2 workers, 87 s with 3) and took CPU from the unit suites that `pnpm test` runs
  // beside it. AGRIMAP_E2E_WORKERS overrides. One worker when every test shares a sandbox started by
  // hand (AGRIMAP_E2E_BASE_URL): tests reset it, expire its sessions and inject faults.
  workers: process.env.AGRIMAP_E2E_BASE_URL
    ? 1
    : Number(process.env.AGRIMAP_E2E_WORKERS) || Math.min(4, Math.max(2, os.availableParallelism())),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more (Playwright then reports it as flaky, not passed): see the
  // same setting in vitest.config.ts. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  // Generous: the machine running the tests may be shared and busy; nothing here measures speed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // A user setting the app must work with: the map then jumps instead of animating its camera
    // (maplibre honours it), which spares software WebGL many frames per test.
    reducedMotion: 'reduce',
    // Recording a trace costs about a tenth of a test's CPU (snapshots on every action): on CI it is
    // recorded on the retry of a failed test only; locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      // Playwright sends Chromium's shared memory (the frames it draws) to files in /tmp, for
      // containers whose /dev/shm is tiny; where /dev/shm has room that is a disk's page cache and
      // writeback for nothing. Measured on 14 journeys (menu + map layers, 2 workers, one run
      // each on a quiet machine): 415 CPU s as it was, 372 with the flag below, 356 with both.
      ...(shmHasRoom() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Debian's launcher turns GPU rasterisation on (/etc/chromium.d/default-flags); without a
        // GPU that paints every page through SwiftShader instead of Skia's software rasteriser.
        '--disable-gpu-rasterization',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No optimising JIT (TurboFan) in the pages: a test's page lives seconds, and optimising
        // its code on background threads cost more CPU than it ever saved. Measured alone on the
        // page walk (62 pages × 3 sizes): renderer CPU 154 → 110 s, same wall time; the map specs
        // (software WebGL) 32 → 27 s, the GPU process unchanged.
        '--js-flags=--no-opt',
      ],
    },
  },
  // One project. The video wall's "missing plugin reported within 2 s" is a speed target, measured
  // by `pnpm bench` (scripts/video-wall-bench.mjs), not a timed assertion here.
  projects: [{ name: 'chromium' }],
});
