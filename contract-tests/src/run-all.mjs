#!/usr/bin/env node
// `pnpm test:contracts`: the contract suite, its stages in the order they need:
//   1. consumer pacts   — the web app's calls through the SDK against Pact mocks; writes pacts/
//   2. pacts vs specs   — every pact against its OpenAPI document (swagger-mock-validator)
//   3. SDK vs Prism     — every operation of every spec through the SDK against Prism mocks
//   4. provider         — every pact replayed against the sandbox (Pact Verifier)
// Stages 2 and 4 read the pacts stage 1 writes; stage 3 needs none of them, so it runs beside
// stage 1, and stages 2 and 4 run side by side after it. A failed stage stops the stages that
// need it. Each stage is one vitest run of the `contracts` project (contract-tests/vitest.config.ts),
// its output printed whole when it ends. Prints each stage's time and ends with
// `contracts: N passed, N failed`; the counts (and the tests that needed a retry) are also written
// as a vitest-style JSON report to .tmp/contracts/report.json.
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
const RETRIES_REPORTER = path.join(ROOT, 'scripts', 'vitest-retries-reporter.mjs');

/** [title, name, directory, stages it needs] */
const STAGES = [
  ['Consumer pacts (web app → Pact mocks)', 'consumer', 'src/consumer', []],
  ['SDK against Prism mocks', 'prism', 'src/prism', []],
  ['Pacts against the OpenAPI specs', 'spec', 'src/spec', ['consumer']],
  ['Provider verification against the sandbox', 'provider', 'src/provider', ['consumer']],
];

/** Runs node with `args`, its output buffered; resolves with the exit code and the output. */
function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env },
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(127);
    });
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
const retried = [];
const timings = [];
const status = new Map();
const started = Date.now();
let exitCode = 0;

async function runStage([title, name, dir]) {
  const json = path.join(TMP, `${name}.json`);
  const retries = path.join(TMP, `${name}.retries.json`);
  rmSync(json, { force: true });
  rmSync(retries, { force: true });
  console.log(`▶ contracts: ${title}`);
  const t0 = Date.now();
  const { code, output } = await run(
    [
      VITEST,
      'run',
      '--config',
      CONFIG,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      `--reporter=${RETRIES_REPORTER}`,
      dir,
    ],
    { VITEST_RETRIES_FILE: retries },
  );
  const secs = (Date.now() - t0) / 1000;
  timings.push([title, secs]);
  process.stdout.write(`${output.replace(/\s+$/, '')}\n`);
  const c = counts(json);
  total.passed += c?.passed ?? 0;
  total.failed += c?.failed ?? 0;
  if (existsSync(retries)) retried.push(...JSON.parse(readFileSync(retries, 'utf8')));
  if (code !== 0) {
    if (!c?.failed) total.failed += 1; // the stage failed outside a test (setup, collection)
    console.error(`✖ ${title} failed (exit ${code}, ${secs.toFixed(1)} s)\n`);
    exitCode = code;
    status.set(name, 'failed');
    return;
  }
  console.log(`✔ ${title} (${secs.toFixed(1)} s)\n`);
  status.set(name, 'passed');
}

// Every stage starts as soon as the stages it needs have passed; one that needs a failed stage
// does not run.
const pending = new Map(STAGES.map((stage) => [stage[1], stage]));
const running = new Map();
while (pending.size || running.size) {
  for (const [name, stage] of pending) {
    const needs = stage[3];
    if (needs.some((n) => status.get(n) === 'failed' || status.get(n) === 'skipped')) {
      pending.delete(name);
      status.set(name, 'skipped');
      console.error(`✖ ${stage[0]}: not run (needs ${needs.join(', ')})`);
    } else if (needs.every((n) => status.get(n) === 'passed')) {
      pending.delete(name);
      running.set(
        name,
        runStage(stage).then(() => running.delete(name)),
      );
    }
  }
  if (running.size) await Promise.race(running.values());
}

const elapsed = (Date.now() - started) / 1000;
console.log('\nContract suite timings:');
for (const [title, secs] of timings) console.log(`  ${secs.toFixed(1).padStart(6)} s  ${title}`);
console.log(`  ${elapsed.toFixed(1).padStart(6)} s  total`);
writeFileSync(
  REPORT,
  `${JSON.stringify({ numPassedTests: total.passed, numFailedTests: total.failed, success: exitCode === 0, retried, timings: Object.fromEntries(timings), totalSeconds: elapsed }, null, 2)}\n`,
);
console.log(`contracts: ${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode);
