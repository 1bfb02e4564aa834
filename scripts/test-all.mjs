#!/usr/bin/env node
// The README's test command (`pnpm test`) and CI's: every check and test of the repository.
//
// Steps run side by side as soon as the steps they need have passed (STEPS below: `needs`), within
// a CPU allowance (`cpu`, in cores, against CAPACITY): the end-to-end run — the longest step —
// starts as early as it can, and the checks and unit suites fill the time its browsers wait.
// Each step's output is buffered and printed whole when the step ends (a failed step's output
// again at the very end); `.tmp/test-logs/<step>.log` keeps it too.
//
// At the end: a step-timing table — wall and CPU seconds of each step against its budget (BUDGETS,
// in CPU seconds: a step that used more than twice its budget fails the run — a growth alarm, not a
// speed test; CPU seconds hardly move with the machine's load or with what runs beside the step,
// wall seconds do) and the whole run's wall time against its target — the tests that needed a
// retry with their files (the run fails when more than MAX_RETRIED did), and the line
// `tests: N passed, N failed` counting every individual test run (CI parses it).
//
//   pnpm test                 everything
//   pnpm test -- --bail       stop at the first failed step (steps already running are stopped)
//   pnpm test -- --list       print the steps, what each needs and its budget
//   pnpm test -- --only a,b   only those steps (what they need is taken as done: build it first)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.PACT_DO_NOT_TRACK = 'true';
const tmp = path.join(root, '.tmp');
const logDir = path.join(tmp, 'test-logs');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

const argv = process.argv.slice(2);
const GNU_TIME = '/usr/bin/time';
const BAIL = argv.includes('--bail');
const onlyAt = argv.indexOf('--only');
const ONLY = onlyAt >= 0 ? new Set((argv[onlyAt + 1] ?? '').split(',').filter(Boolean)) : undefined;

/** More tests than this needing a retry fails the run, even when every retry passed. */
const MAX_RETRIED = 2;

/**
 * CPU seconds each step is expected to use (user + system, the step and every process it waited
 * for; measured with GNU time — where it is missing, wall seconds stand in), from the runs on the
 * 2-core CI machine with headroom. A step that uses more than twice its budget fails the run: raise
 * a budget only together with what made the step grow. The whole run's wall time is held against
 * WALL_TARGET (reported, not failed: it depends on the machine).
 */
const BUDGETS = {
  'build-packages': 90,
  // ~1 CPU s where Chromium is installed; installing it on a fresh Debian 12 (26 packages, without
  // recommendations) ~20–30 CPU s.
  chromium: 30,
  'build-web': 120,
  'seed-snapshot': 60,
  // Measured on a loaded 2-core machine while the access issue landed (the access walk and the fuzz
  // run on both backends, 124 journeys); set with room so that only real growth trips the alarm.
  e2e: 1800,
  'gen-check': 20,
  lint: 30,
  'openapi-lint': 30,
  'bundle-budgets': 30,
  vitest: 1000,
  contracts: 400,
  typecheck: 180,
  'package-checks': 90,
  // nginx + one PostgreSQL + two sandboxes + one Chromium journey: ~25 CPU s measured alone.
  'deploy-nginx': 60,
  // Releases: the changeset and OpenAPI breaking-change checks (~2 CPU s), the API reference
  // regenerated and compared (three TypeDoc runs, ~25 CPU s), the packed-tarball test (~8 CPU s).
  'release-checks': 15,
  'api-docs': 60,
  'pack-test': 40,
};

const WALL_TARGET = 20 * 60;

const vitestJson = path.join(tmp, 'vitest.json');
const vitestRetries = path.join(tmp, 'vitest-retries.json');
const playwrightJson = path.join(tmp, 'playwright.json');
const playwrightDeployJson = path.join(tmp, 'playwright-deploy.json');
// Written by contract-tests/src/run-all.mjs (vitest-style counts and retries of the contract stages).
const contractsJson = path.join(tmp, 'contracts', 'report.json');
for (const f of [vitestJson, vitestRetries, playwrightJson, playwrightDeployJson, contractsJson])
  rmSync(f, { force: true });

/**
 * The steps. `needs`: steps that must have passed first. `cpu`: cores the step keeps busy while it
 * runs (steps start while the running ones' sum stays within CAPACITY; listed order is priority).
 * `nice`: runs at a lower CPU priority, so it takes what the steps beside it leave idle — the unit
 * suites, contract stages and checks run beside the end-to-end tests, whose browsers spend about
 * half their time waiting, without slowing them (they count 0 against CAPACITY).
 */
const STEPS = [
  {
    id: 'build-packages',
    title: 'Build packages',
    cmd: ['pnpm', 'build'],
    cpu: 1,
    cache: {
      inputs: ['pnpm-lock.yaml', 'tsconfig.base.json', 'packages'],
      outputs: ['packages/sdk/dist', 'packages/geo/dist', 'packages/video-sdk/dist'],
    },
  },
  {
    id: 'chromium',
    title: 'Chromium for end-to-end tests',
    cmd: ['node', 'apps/web/scripts/ensure-chromium.mjs'],
    cpu: 0,
  },
  {
    id: 'build-web',
    title: 'Build the web app',
    cmd: ['pnpm', '--filter', '@agrimap/web', 'build'],
    needs: ['build-packages'],
    cpu: 1,
    cache: {
      inputs: ['pnpm-lock.yaml', 'tsconfig.base.json', 'packages', 'apps/web'],
      outputs: ['apps/web/dist'],
    },
  },
  {
    // The PGlite database every sandbox starts from, built once (content-hashed cache, see
    // apps/sandbox/src/db/open.ts) before the unit suites and the browsers' sandboxes need it.
    id: 'seed-snapshot',
    title: 'Sandbox seed snapshot',
    cmd: ['pnpm', '--filter', '@agrimap/sandbox', 'seed:snapshot'],
    needs: ['build-packages'],
    cpu: 1,
  },
  {
    id: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    cmd: ['pnpm', '--filter', '@agrimap/web', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    needs: ['build-web', 'chromium', 'seed-snapshot'],
    cpu: 2,
  },
  {
    // The deployment (deploy/, docs/deploy.md): Debian's nginx, rendered from the site template,
    // in front of two sandbox instances on one private PostgreSQL; sign in, a list and the map in
    // Chromium through it (apps/web/e2e-deploy). Installs nginx-light when missing (as root).
    id: 'deploy-nginx',
    title: 'Deployment journey (nginx in front of two sandboxes)',
    cmd: [
      'pnpm',
      '--filter',
      '@agrimap/web',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.deploy.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightDeployJson },
    // After the end-to-end run, not beside it: its browser and two sandboxes would load the
    // machine while the e2e browsers run (their timeouts); the unit suites are still running
    // then, so this adds nothing to the wall time.
    needs: ['build-web', 'chromium', 'e2e'],
    cpu: 1,
  },
  {
    id: 'gen-check',
    title: 'Generated SDK is up to date',
    cmd: ['node', 'scripts/gen-check.mjs'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'lint',
    title: 'Lint and format (Biome) + import boundaries',
    cmd: ['pnpm', 'lint'],
    cpu: 0,
    nice: 10,
  },
  { id: 'openapi-lint', title: 'OpenAPI lint (Redocly)', cmd: ['pnpm', 'lint:openapi'], cpu: 0, nice: 10 },
  {
    // Sizes, not times: the login page and the shell + a system page stay within their gzip
    // budgets (BENCHMARKS.md); a screen that drags a widget into them fails here.
    id: 'bundle-budgets',
    title: 'Bundle budgets (login page, shell + system page)',
    cmd: ['pnpm', '--filter', '@agrimap/web', 'bench:size'],
    needs: ['build-web'],
    cpu: 0,
  },
  {
    // A private PostgreSQL 15 on loopback for the run (SANDBOX_TEST_DATABASE_URL): the sandbox
    // suites run on it (project sandbox-postgres) beside their PGlite run (project sandbox). It is
    // stopped at the end, also on failure.
    id: 'vitest',
    title: 'Unit and integration tests (vitest; sandbox on PGlite and PostgreSQL)',
    cmd: [
      'node',
      'scripts/ensure-postgres.mjs',
      '--',
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
      '--reporter=./scripts/vitest-retries-reporter.mjs',
    ],
    env: { VITEST_RETRIES_FILE: vitestRetries },
    needs: ['build-packages', 'seed-snapshot'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'contracts',
    title: 'Contract tests (Pact → spec → Prism → provider)',
    cmd: ['pnpm', 'test:contracts'],
    needs: ['build-packages'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'typecheck',
    title: 'Type-check every workspace (incremental)',
    cmd: ['pnpm', 'typecheck'],
    needs: ['build-packages'],
    cpu: 0,
    nice: 10,
  },
  {
    // Every change to a package's src since its release carries a changeset (scripts/changeset-check.mjs).
    id: 'release-checks',
    title: 'Changesets for package changes; no unannounced breaking change of openapi/',
    cmd: ['node', 'scripts/changeset-check.mjs', '--then-openapi'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'api-docs',
    title: 'API reference of the packages is up to date (TypeDoc)',
    cmd: ['node', 'scripts/api-docs.mjs', '--check'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'pack-test',
    title: 'Packed packages install and work in a scratch project (ESM, CJS, README examples)',
    cmd: ['node', 'scripts/pack-test.mjs'],
    needs: ['build-packages'],
    cpu: 0,
    nice: 10,
  },
  {
    id: 'package-checks',
    title: 'Package checks (attw + publint)',
    cmd: ['node', 'scripts/check-packages.mjs'],
    needs: ['build-packages'],
    cpu: 0,
    nice: 10,
  },
];

/** Cores' worth of steps running at once (steps wait on browsers, servers and disks). */
const CAPACITY = Math.max(2, os.availableParallelism()) + 1;

if (argv.includes('--list')) {
  for (const s of STEPS) {
    console.log(
      `${s.id.padEnd(16)} ${String(BUDGETS[s.id]).padStart(4)} cpu s  ${s.title}${s.needs ? `  (after ${s.needs.join(', ')})` : ''}`,
    );
  }
  process.exit(0);
}

for (const id of ONLY ?? []) {
  if (!STEPS.some((s) => s.id === id)) throw new Error(`--only: no step ${id} (pnpm test -- --list)`);
}
for (const s of STEPS) {
  if (!(s.id in BUDGETS)) throw new Error(`no budget for step ${s.id}`);
  for (const n of s.needs ?? []) if (!STEPS.some((o) => o.id === n)) throw new Error(`${s.id} needs ${n}?`);
}

// ── build cache ──────────────────────────────────────────────────────────────────────────────
// A build step with `cache` is skipped when the content of its inputs (files under the listed
// paths, minus build outputs and dependencies) hashes as it did after its last successful run and
// its outputs are still there. A clean clone has no cache: it helps reruns of the command.

const cacheDir = path.join(root, 'node_modules', '.cache', 'agrimap-test');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report', 'coverage']);

function contentHash(inputs) {
  const h = createHash('sha256');
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) {
        if (!SKIP_DIRS.has(name) && !name.endsWith('.tsbuildinfo')) visit(path.join(rel, name));
      }
      return;
    }
    h.update(`${rel}\0`);
    h.update(readFileSync(abs));
  };
  for (const input of inputs) visit(input);
  return h.digest('hex');
}

const cacheFile = (step) => path.join(cacheDir, `${step.id}.hash`);
function cachedBuild(step) {
  if (!step.cache || !existsSync(cacheFile(step))) return undefined;
  if (!step.cache.outputs.every((o) => existsSync(path.join(root, o)))) return undefined;
  const hash = contentHash(step.cache.inputs);
  return readFileSync(cacheFile(step), 'utf8').trim() === hash ? hash : undefined;
}

// ── CPU of a step ───────────────────────────────────────────────────────────────────────────
// GNU time reports the CPU of the processes a step's command waited for; a browser's processes
// that are killed rather than waited for are missing from it (about half of the end-to-end run's
// CPU). So every second the process tree under each running step is read from /proc as well, and a
// step's CPU is the larger of the two: its processes' last seen CPU summed, or GNU time's figure.

const TICKS = 100; // USER_HZ of Linux /proc/<pid>/stat
const sampled = new Map(); // step id → Map(pid → ticks)

function procTable() {
  const table = [];
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return table;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // gone
    }
  }
  return table;
}

function sampleCpu() {
  if (children.size === 0) return;
  const table = procTable();
  const kids = new Map();
  for (const p of table) {
    if (!kids.has(p.ppid)) kids.set(p.ppid, []);
    kids.get(p.ppid).push(p);
  }
  for (const [id, child] of children) {
    const seen = sampled.get(id) ?? new Map();
    const stack = [...(kids.get(child.pid) ?? [])];
    while (stack.length) {
      const p = stack.pop();
      seen.set(p.pid, Math.max(seen.get(p.pid) ?? 0, p.ticks));
      stack.push(...(kids.get(p.pid) ?? []));
    }
    sampled.set(id, seen);
  }
}
const cpuSampler = process.platform === 'linux' ? setInterval(sampleCpu, 1000) : undefined;
cpuSampler?.unref();
const sampledCpu = (id) => [...(sampled.get(id)?.values() ?? [])].reduce((a, b) => a + b, 0) / TICKS;

// ── running ──────────────────────────────────────────────────────────────────────────────────

const started = Date.now();
const load0 = os.loadavg()[0];
// The machine's load during the run, for reading the timings (a shared machine's are inflated).
const loadSamples = [load0];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 10_000);
sampler.unref();
const seconds = (ms) => (ms / 1000).toFixed(1);
/** id → { status: 'running' | 'passed' | 'failed' | 'skipped', code, secs, output } */
const state = new Map();
const children = new Map();

function runStep(step) {
  const t0 = Date.now();
  state.set(step.id, { status: 'running', t0 });
  if (cachedBuild(step)) {
    const secs = (Date.now() - t0) / 1000;
    state.set(step.id, { status: 'passed', code: 0, secs, output: '', cached: true });
    console.log(`✔ ${step.title}: inputs unchanged since its last build, skipped (${secs.toFixed(1)} s)\n`);
    return Promise.resolve();
  }
  // Hashed before the build: a source edited while it runs makes the next run build again.
  const hashBefore = step.cache ? contentHash(step.cache.inputs) : undefined;
  if (step.cache) rmSync(cacheFile(step), { force: true }); // a failed build leaves no valid entry
  console.log(`▶ ${step.title}`);
  let [cmd, ...args] = step.cmd;
  // CPU seconds of the step and every process it waited for (GNU time, when installed): unlike
  // wall time, they hardly move with what else runs on the machine.
  const cpuFile = path.join(logDir, `${step.id}.cpu`);
  if (existsSync(GNU_TIME)) {
    args = ['-f', '%U %S', '-o', cpuFile, cmd, ...args];
    cmd = GNU_TIME;
  }
  if (step.nice && process.platform !== 'win32') {
    args = ['-n', String(step.nice), cmd, ...args];
    cmd = 'nice';
  }
  const log = createWriteStream(path.join(logDir, `${step.id}.log`));
  const chunks = [];
  return new Promise((resolve) => {
    // Its own process group, so that stopping the run stops the step's whole tree.
    const child = spawn(cmd, args, {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    children.set(step.id, child);
    const take = (d) => {
      chunks.push(d);
      log.write(d);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const done = (code) => {
      sampleCpu();
      children.delete(step.id);
      log.end();
      const secs = (Date.now() - t0) / 1000;
      const output = Buffer.concat(chunks).toString('utf8');
      const status = code === 0 ? 'passed' : 'failed';
      const cpu = existsSync(cpuFile)
        ? readFileSync(cpuFile, 'utf8')
            .trim()
            .split('\n')
            .at(-1)
            .split(' ')
            .reduce((sum, x) => sum + Number(x), 0)
        : undefined;
      const cpuBest = Math.max(Number.isFinite(cpu) ? cpu : 0, sampledCpu(step.id));
      state.set(step.id, { status, code, secs, cpu: cpuBest > 0 ? cpuBest : undefined, output });
      if (status === 'passed') {
        if (hashBefore) {
          mkdirSync(cacheDir, { recursive: true });
          writeFileSync(cacheFile(step), `${hashBefore}\n`);
        }
        printOutput(step, output);
        console.log(`✔ ${step.title} (${secs.toFixed(1)} s)\n`);
      } else {
        console.log(
          `✖ ${step.title} failed (exit ${code}, ${secs.toFixed(1)} s); its output follows at the end\n`,
        );
      }
      resolve();
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(127);
    });
  });
}

function printOutput(step, output) {
  const text = output.replace(/\s+$/, '');
  console.log(`┌── ${step.title}`);
  if (text) console.log(text.replace(/^/gm, '│ '));
  console.log('└──');
}

function stopAll() {
  for (const child of children.values()) {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    stopAll();
  });
}

async function schedule() {
  const running = new Map();
  if (ONLY) for (const s of STEPS) if (!ONLY.has(s.id)) state.set(s.id, { status: 'not selected' });
  const ready = (s) =>
    (s.needs ?? []).every((n) => ['passed', 'not selected'].includes(state.get(n)?.status));
  const blocked = (s) => (s.needs ?? []).some((n) => ['failed', 'skipped'].includes(state.get(n)?.status));
  const load = () =>
    [...running.keys()].reduce((sum, id) => sum + (STEPS.find((s) => s.id === id)?.cpu ?? 1), 0);
  let bailed = false;
  const heartbeat = setInterval(() => {
    const names = [...running.keys()].map((id) => `${id} ${seconds(Date.now() - state.get(id).t0)} s`);
    if (names.length)
      console.log(`… running: ${names.join(', ')} (load average ${os.loadavg()[0].toFixed(1)})`);
  }, 120_000);
  try {
    for (;;) {
      for (const s of STEPS) {
        if (state.has(s.id)) continue;
        if (blocked(s) || bailed || interrupted) {
          state.set(s.id, { status: 'skipped' });
          continue;
        }
        if (!ready(s)) continue;
        if (running.size > 0 && load() + s.cpu > CAPACITY) continue;
        running.set(
          s.id,
          runStep(s).then(() => {
            running.delete(s.id);
            if (BAIL && state.get(s.id).status === 'failed' && !bailed) {
              bailed = true;
              stopAll();
            }
          }),
        );
      }
      if (running.size === 0) break;
      await Promise.race(running.values());
    }
  } finally {
    clearInterval(heartbeat);
  }
}

await schedule();

// ── results ──────────────────────────────────────────────────────────────────────────────────

const counts = { passed: 0, failed: 0 };
const retried = [];
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

function addVitest(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
}
addVitest(vitestJson);
addVitest(contractsJson);
for (const r of [...(readJson(vitestRetries) ?? []), ...(readJson(contractsJson)?.retried ?? [])]) {
  retried.push({
    file: r.file,
    name: `${r.project ? `[${r.project}] ` : ''}${r.name}`,
    passed: r.state === 'passed',
  });
}

// Playwright: `expected` passed at the first try, `flaky` passed on its retry, `unexpected` failed.
function addPlaywright(file, dir) {
  const playwright = readJson(file);
  if (!playwright) return;
  counts.passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  counts.failed += playwright.stats?.unexpected ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if ((t.results ?? []).some((r) => r.retry > 0)) {
          retried.push({
            file: path.join(dir, spec.file),
            name: `[${t.projectName}] ${[...titles, spec.title].join(' › ')}`,
            passed: t.status === 'flaky',
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
}
addPlaywright(playwrightJson, 'apps/web/e2e');
addPlaywright(playwrightDeployJson, 'apps/web/e2e-deploy');

const failedSteps = STEPS.filter((s) => state.get(s.id)?.status === 'failed');
for (const s of failedSteps) {
  console.log(`\n✖ ${s.title} failed (exit ${state.get(s.id).code}):`);
  printOutput(s, state.get(s.id).output);
}
// A step that failed outside its tests (set-up, a crash) still counts as a failure.
if (failedSteps.length && counts.failed === 0) counts.failed = 1;

const cpuTotal = STEPS.reduce((sum, s) => sum + (state.get(s.id)?.cpu ?? 0), 0);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
/** What a step is held against its budget by: CPU seconds, or wall seconds without GNU time. */
const used = (st) => st?.cpu ?? st?.secs;
const overBudget = STEPS.filter((s) => used(state.get(s.id)) > 2 * BUDGETS[s.id]);
const wall = (Date.now() - started) / 1000;
console.log(
  '\nStep timings (cpu s: CPU seconds of the step and of what it waited for, held against the budget; a step past twice its budget fails the run):\n',
);
console.log(
  `  ${'step'.padEnd(16)} ${'wall s'.padStart(8)} ${'cpu s'.padStart(7)} ${'budget'.padStart(7)}  result`,
);
for (const s of STEPS) {
  const st = state.get(s.id) ?? { status: 'skipped' };
  if (st.status === 'not selected') continue;
  const secs = st.secs === undefined ? '—' : st.secs.toFixed(1);
  const cpu = st.cpu === undefined ? '—' : st.cpu.toFixed(0);
  const over = overBudget.includes(s) ? ', OVER 2× BUDGET' : st.cached ? ' (cached)' : '';
  console.log(
    `  ${s.id.padEnd(16)} ${secs.padStart(8)} ${cpu.padStart(7)} ${String(BUDGETS[s.id]).padStart(7)}  ${st.status}${over}`,
  );
}
console.log(
  `  ${'whole run'.padEnd(16)} ${wall.toFixed(1).padStart(8)} ${cpuTotal.toFixed(0).padStart(7)} ${String(WALL_TARGET).padStart(7)}  ${ONLY ? 'some steps only' : `wall target ${wall <= WALL_TARGET ? 'met' : 'MISSED'}`}; load average ${load0.toFixed(1)} at the start, mean ${mean(loadSamples).toFixed(1)}, max ${Math.max(...loadSamples).toFixed(1)} (${os.availableParallelism()} cores)`,
);

console.log(`\nTests that needed a retry: ${retried.length} (at most ${MAX_RETRIED} allowed)`);
for (const r of retried)
  console.log(`  ${r.passed ? 'passed on retry' : 'failed twice   '}  ${r.file}  ${r.name}`);

const problems = [];
if (failedSteps.length) problems.push(`failed: ${failedSteps.map((s) => s.id).join(', ')}`);
const skipped = STEPS.filter((s) => state.get(s.id)?.status === 'skipped');
if (skipped.length) problems.push(`not run: ${skipped.map((s) => s.id).join(', ')}`);
if (overBudget.length) problems.push(`over twice their budget: ${overBudget.map((s) => s.id).join(', ')}`);
if (retried.length > MAX_RETRIED)
  problems.push(`${retried.length} tests needed a retry (more than ${MAX_RETRIED})`);
if (interrupted) problems.push('interrupted');
console.log(problems.length ? `\n✖ ${problems.join('; ')}` : `\nAll checks passed in ${wall.toFixed(0)} s.`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(problems.length ? 1 : 0);
