import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The deployment journey (e2e-deploy/): the built app served by Debian's nginx from the site that
// deploy/render.mjs renders, in front of two sandbox instances (e2e-deploy/global-setup.ts).
// One short spec, one worker.
export default defineConfig({
  ...base,
  testDir: './e2e-deploy',
  globalSetup: './e2e-deploy/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  outputDir: './test-results/deploy',
});
