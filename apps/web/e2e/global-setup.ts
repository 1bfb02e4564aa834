import { assertBuilt } from './fixtures';

/** Fails fast, once, when the web app is not built (each worker starts its own sandbox: fixtures.ts). */
export default async function globalSetup(): Promise<void> {
  if (process.env.AGRIMAP_E2E_BASE_URL) {
    console.log(`Using the sandbox at ${process.env.AGRIMAP_E2E_BASE_URL}`);
    return;
  }
  assertBuilt();
}
