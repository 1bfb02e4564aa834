import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@agrimap/sandbox';

const here = path.dirname(fileURLToPath(import.meta.url));
// The build to serve: apps/web/dist, or another build directory (e.g. a private one while
// others rebuild dist in the same checkout).
const webRoot = path.resolve(process.env.AGRIMAP_E2E_WEB_ROOT ?? path.join(here, '../dist'));

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
declare global {
  // The running sandbox, handed from global setup to global teardown (same runner process).
  var __agrimapSandbox: Sandbox | undefined;
}

/** Starts the sandbox (in-memory database) serving the built web app on a free loopback port. */
export default async function globalSetup(): Promise<void> {
  // A sandbox started by hand (serving this build) can be reused while writing tests.
  if (process.env.AGRIMAP_E2E_BASE_URL) {
    console.log(`Using the sandbox at ${process.env.AGRIMAP_E2E_BASE_URL}`);
    return;
  }
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webRoot} has no index.html): run \`pnpm --filter @agrimap/web build\`.`,
    );
  }
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    webRoot,
    quiet: true,
  });
  globalThis.__agrimapSandbox = sandbox;
  process.env.AGRIMAP_E2E_BASE_URL = sandbox.url;
  console.log(`Sandbox with the built web app at ${sandbox.url}`);
}
