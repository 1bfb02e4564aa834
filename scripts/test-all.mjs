#!/usr/bin/env node
// The README's test command (`pnpm test`) and CI's: every check, in order, stopping at the first
// failure. Ends with one line `tests: N passed, N failed` counting the individual tests run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.PACT_DO_NOT_TRACK = 'true';
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const counts = { passed: 0, failed: 0 };
function addJsonCounts(file, kind) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
  } else if (kind === 'playwright') {
    counts.passed += report.stats?.expected ?? 0;
    counts.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  }
}

const vitestJson = path.join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
const playwrightJson = path.join(tmp, 'playwright.json');
rmSync(playwrightJson, { force: true });
// Written by contract-tests/src/run-all.mjs (vitest-style counts of the four contract stages).
const contractsJson = path.join(tmp, 'contracts', 'report.json');
rmSync(contractsJson, { force: true });

const steps = [
  ['Generated SDK is up to date', 'node', ['scripts/gen-check.mjs']],
  ['Lint and format (Biome) + import boundaries', 'pnpm', ['lint']],
  ['OpenAPI lint (Redocly)', 'pnpm', ['lint:openapi']],
  ['Build packages', 'pnpm', ['build']],
  ['Type-check every workspace', 'pnpm', ['typecheck']],
  ['Package checks (attw + publint)', 'node', ['scripts/check-packages.mjs']],
  // A private PostgreSQL 15 on loopback for the run (SANDBOX_TEST_DATABASE_URL): the sandbox suites
  // run on it as well as on PGlite. It is stopped at the end, also on failure.
  [
    'Unit and integration tests (vitest; sandbox on PGlite and PostgreSQL)',
    'node',
    [
      'scripts/ensure-postgres.mjs',
      '--',
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  ],
  ['Contract tests (Pact → spec → Prism → provider)', 'pnpm', ['test:contracts']],
  ['Chromium for end-to-end tests', 'node', ['apps/web/scripts/ensure-chromium.mjs']],
  ['Build the web app', 'pnpm', ['--filter', '@agrimap/web', 'build']],
  // Sizes, not times: the login page and the shell + a system page stay within their gzip budgets
  // (BENCHMARKS.md, "Web app bundle sizes"); a screen that drags a widget into them fails here.
  ['Bundle budgets (login page, shell + system page)', 'pnpm', ['--filter', '@agrimap/web', 'bench:size']],
  [
    'End-to-end tests (Playwright, Chromium)',
    'pnpm',
    ['--filter', '@agrimap/web', 'exec', 'playwright', 'test', '--reporter=list,json'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } },
  ],
];

const started = Date.now();
for (const [title, cmd, args, options] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const code = await run(cmd, args, options);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    addJsonCounts(vitestJson, 'vitest');
    addJsonCounts(contractsJson, 'vitest');
    addJsonCounts(playwrightJson, 'playwright');
    console.error(`\n✖ ${title} failed (exit ${code}, ${secs} s)`);
    console.log(`tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${secs} s)`);
}
addJsonCounts(vitestJson, 'vitest');
addJsonCounts(contractsJson, 'vitest');
addJsonCounts(playwrightJson, 'playwright');
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
