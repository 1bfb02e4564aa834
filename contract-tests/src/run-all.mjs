#!/usr/bin/env node
// `pnpm test:contracts`: the contract suite in its required order, stopping at the first failure:
//   1. consumer pacts   — the web app's calls through the SDK against Pact mocks; writes pacts/
//   2. pacts vs specs   — every pact against its OpenAPI document (swagger-mock-validator)
//   3. SDK vs Prism     — every operation of every spec through the SDK against Prism mocks
//   4. provider         — every pact replayed against the sandbox (Pact Verifier)
// Each stage is one vitest run of the `contracts` project (contract-tests/vitest.config.ts).
// Prints each stage's time and ends with `contracts: N passed, N failed`; the counts are also
// written as a vitest-style JSON report to .tmp/contracts/report.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const TMP = path.join(ROOT, '.tmp', 'contracts');
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const CONFIG = path.join(ROOT, 'contract-tests', 'vitest.config.ts');
const REPORT = path.join(TMP, 'report.json');

const STAGES = [
  ['Consumer pacts (web app → Pact mocks)', 'consumer', 'src/consumer'],
  ['Pacts against the OpenAPI specs', 'spec', 'src/spec'],
  ['SDK against Prism mocks', 'prism', 'src/prism'],
  ['Provider verification against the sandbox', 'provider', 'src/provider'],
];

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(127));
  });
}

function counts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

mkdirSync(TMP, { recursive: true });
rmSync(REPORT, { force: true });
const total = { passed: 0, failed: 0 };
const timings = [];
const started = Date.now();
let exitCode = 0;

for (const [title, name, dir] of STAGES) {
  const json = path.join(TMP, `${name}.json`);
  rmSync(json, { force: true });
  console.log(`\n▶ contracts ${timings.length + 1}/${STAGES.length}: ${title}`);
  const t0 = Date.now();
  const code = await run([
    VITEST,
    'run',
    '--config',
    CONFIG,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
    dir,
  ]);
  const secs = (Date.now() - t0) / 1000;
  timings.push([title, secs]);
  const c = counts(json);
  total.passed += c?.passed ?? 0;
  total.failed += c?.failed ?? 0;
  if (code !== 0) {
    if (!c?.failed) total.failed += 1; // the stage failed outside a test (setup, collection)
    console.error(`✖ ${title} failed (exit ${code}, ${secs.toFixed(1)} s)`);
    exitCode = code;
    break;
  }
  console.log(`✔ ${title} (${secs.toFixed(1)} s)`);
}

const elapsed = (Date.now() - started) / 1000;
console.log('\nContract suite timings:');
for (const [title, secs] of timings) console.log(`  ${secs.toFixed(1).padStart(6)} s  ${title}`);
console.log(`  ${elapsed.toFixed(1).padStart(6)} s  total`);
writeFileSync(
  REPORT,
  `${JSON.stringify({ numPassedTests: total.passed, numFailedTests: total.failed, success: exitCode === 0, timings: Object.fromEntries(timings), totalSeconds: elapsed }, null, 2)}\n`,
);
console.log(`contracts: ${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
