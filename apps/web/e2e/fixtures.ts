import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@agrimap/sandbox';
import { test as base } from '@playwright/test';

/*
 * Every Playwright worker gets its own sandbox (in-memory database, serving the built web app on a
 * free loopback port), so workers run in parallel without seeing each other's data, sessions or
 * injected faults. The worker stops its sandbox when it ends.
 *
 * AGRIMAP_E2E_BASE_URL points every worker at one sandbox started by hand instead (handy while
 * writing tests; run with `--workers 1` then, since tests reset and fault that one sandbox). That
 * sandbox must serve the test hooks: `pnpm --filter @agrimap/sandbox start --test-hooks`.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build to serve: apps/web/dist, or another build directory (AGRIMAP_E2E_WEB_ROOT). */
export const webRoot = path.resolve(process.env.AGRIMAP_E2E_WEB_ROOT ?? path.join(here, '../dist'));

export function assertBuilt(): void {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webRoot} has no index.html): run \`pnpm --filter @agrimap/web build\`.`,
    );
  }
}

export const test = base.extend<{ seed: undefined }, { sandboxUrl: string; mapEpsg: number | undefined }>({
  /** The map EPSG the sandbox configures the app with (`test.use({ mapEpsg: 4490 })`); default 3857. */
  mapEpsg: [undefined, { scope: 'worker', option: true }],
  sandboxUrl: [
    async ({ mapEpsg }, use) => {
      const external = process.env.AGRIMAP_E2E_BASE_URL;
      if (external) {
        await use(external);
        return;
      }
      assertBuilt();
      const sandbox = await startSandbox({
        host: '127.0.0.1',
        port: 0,
        dataDir: 'memory://',
        webRoot,
        quiet: true,
        testHooks: true,
        ...(mapEpsg ? { webConfig: { mapEpsg } } : {}),
      });
      try {
        await use(sandbox.url);
      } finally {
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sandboxUrl }, use) => {
    await use(sandboxUrl);
  },
  /**
   * Every test starts on the seed, whatever the worker's previous test did (its data, a moved
   * clock, injected faults): a test's outcome never depends on the order the tests ran in. Cheap
   * when the previous test wrote nothing (the sandbox then keeps its rows).
   */
  seed: [
    async ({ sandboxUrl }, use) => {
      const res = await fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });
      if (!res.ok) throw new Error(`resetting the sandbox before the test: HTTP ${res.status}`);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
