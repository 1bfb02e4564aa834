#!/usr/bin/env node
// `pnpm bench`: runs the benchmarks of the workspace and rewrites the table at the top of
// BENCHMARKS.md from their results — one row a target: what, target, this machine's figure,
// met / missed, date, backend, the machine's load while it ran, and the benchmark that measured it.
// Each benchmark prints its own detail (streamed here) and one `BENCH-RESULT {json}` line per
// target (scripts/bench-result.mjs), which is what goes into the table.
//
//   pnpm bench                      every benchmark (about an hour on 2 cores)
//   pnpm bench --only plots,map     those benchmarks; only their rows of the table change
//   pnpm bench --list               the benchmarks' names
//
// Everything in BENCHMARKS.md below the table (the Method section) is kept as it is. Rows of a
// benchmark that was not run, or that failed without results, keep their figure and date. The
// dated history is git's. Benchmarks run on loopback only and stop every server they start; no
// benchmark is a test assertion.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResults } from './bench-result.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = path.join(root, 'BENCHMARKS.md');
const START = '<!-- bench-table:start (written by `pnpm bench`) -->';
const END = '<!-- bench-table:end -->';

/**
 * name (for --only), workspace dir, command, options. `postgres`: under scripts/ensure-postgres.mjs
 * (a private PostgreSQL 15 in DATABASE_URL) so the benchmark covers PGlite and PostgreSQL. `web`:
 * needs the production build of the web app (built once before the first such benchmark).
 */
const BENCHES = [
  { name: 'geo', dir: 'packages/geo', cmd: ['pnpm', 'run', '--silent', 'bench'] },
  { name: 'video-sdk', dir: 'packages/video-sdk', cmd: ['pnpm', 'run', '--silent', 'bench'] },
  { name: 'sandbox', dir: 'apps/sandbox', cmd: ['pnpm', 'run', '--silent', 'bench'], postgres: true },
  { name: 'orders', dir: 'apps/sandbox', cmd: ['pnpm', 'exec', 'tsx', 'bench/orders.ts'], postgres: true },
  { name: 'prices', dir: 'apps/sandbox', cmd: ['pnpm', 'exec', 'tsx', 'bench/prices.ts'] },
  {
    name: 'customers-import',
    dir: 'apps/sandbox',
    cmd: ['pnpm', 'exec', 'tsx', 'bench/customers-import.ts'],
  },
  { name: 'exports', dir: 'apps/sandbox', cmd: ['pnpm', 'exec', 'tsx', 'bench/exports.ts'], postgres: true },
  {
    name: 'import',
    dir: 'apps/web',
    cmd: ['pnpm', 'run', '--silent', 'bench:import', '--web-root', 'dist'],
    web: true,
  },
  { name: 'size', dir: 'apps/web', cmd: ['pnpm', 'run', '--silent', 'bench:size'], web: true },
  { name: 'map', dir: 'apps/web', cmd: ['pnpm', 'run', '--silent', 'bench:map'], web: true },
  { name: 'plots', dir: 'apps/web', cmd: ['pnpm', 'run', '--silent', 'bench:plots'] },
  {
    name: 'cockpit',
    dir: 'apps/web',
    cmd: ['pnpm', 'run', '--silent', 'bench:cockpit', '--web-root', 'dist'],
    web: true,
  },
  { name: 'forms', dir: 'apps/web', cmd: ['pnpm', 'run', '--silent', 'bench:forms'] },
  {
    name: 'org-picker',
    dir: 'apps/web',
    cmd: ['pnpm', 'run', '--silent', 'bench:org-picker', '--web-root', 'dist'],
    web: true,
  },
  {
    name: 'price-trend',
    dir: 'apps/web',
    cmd: ['pnpm', 'run', '--silent', 'bench:price-trend', '--web-root', 'dist'],
    web: true,
  },
  {
    name: 'video-wall',
    dir: 'apps/web',
    cmd: ['pnpm', 'run', '--silent', 'bench:video-wall', '--web-root', 'dist'],
    web: true,
  },
];

const argv = process.argv.slice(2);
if (argv.includes('--list')) {
  for (const b of BENCHES) console.log(`${b.name.padEnd(18)} ${b.dir}: ${b.cmd.join(' ')}`);
  process.exit(0);
}
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : undefined;
const unknown = (only ?? []).filter((n) => !BENCHES.some((b) => b.name === n));
if (onlyAt >= 0 && (!only?.length || unknown.length)) {
  console.error(`--only takes benchmark names: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const selected = BENCHES.filter((b) => !only || only.includes(b.name));

function run(cmd, args, cwd, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', () => resolve({ code: 127, out }));
  });
}

// ── the table in BENCHMARKS.md ──────────────────────────────────────────────────────────────

const COLUMNS = ['what', 'target', 'figure', 'met', 'date', 'backend', 'load', 'bench'];
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const metText = (met) => (met === true ? 'met' : met === false ? '**missed**' : '—');

function readTable(text) {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) return { before: '', rows: [], after: text };
  const rows = text
    .slice(a + START.length, b)
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*(what|---)/.test(l))
    .map((l) => {
      const cells = l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|'));
      return Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i] ?? '']));
    });
  return { before: text.slice(0, a), rows, after: text.slice(b + END.length) };
}

function writeTable(rows, after) {
  const order = (r) => BENCHES.findIndex((b) => b.name === r.bench);
  const sorted = rows
    .map((r, i) => ({ r, i }))
    .sort((x, y) => order(x.r) - order(y.r) || x.i - y.i)
    .map((x) => x.r);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmarks',
    '',
    `One row a target, written by \`pnpm bench\` from the benchmarks' own results (\`pnpm bench --only NAME\``,
    'reruns one benchmark and rewrites its rows; a row keeps the date of the run that measured it).',
    `Machine of the last run: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '"load" is the 1-minute load average at the start → end of the benchmark: this machine is shared, and',
    'a figure taken at a load above ~2 on its 2 cores measures the load as much as the code. How each',
    'is measured: Method, below.',
    '',
    START,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...sorted.map((r) => `| ${COLUMNS.map((c) => cell(r[c])).join(' | ')} |`),
    '',
    END,
  ];
  writeFileSync(FILE, `${lines.join('\n')}${after}`);
}

// ── running ────────────────────────────────────────────────────────────────────────────────

const today = new Date().toISOString().slice(0, 10);
const results = new Map(); // bench name → rows
const failed = [];
let built = false;
for (const bench of selected) {
  if (bench.web && !built) {
    console.log('\n▶ building the packages and the web app for the benchmarks that need the build');
    if ((await run('pnpm', ['build'], root)).code !== 0) process.exit(1);
    if ((await run('pnpm', ['--filter', '@agrimap/web', 'build'], root)).code !== 0) process.exit(1);
    built = true;
  }
  const [cmd, ...args] = bench.postgres
    ? ['node', path.join(root, 'scripts/ensure-postgres.mjs'), '--env', 'DATABASE_URL', '--', ...bench.cmd]
    : bench.cmd;
  const load0 = os.loadavg()[0];
  console.log(`\n▶ ${bench.name} (${bench.dir}: ${bench.cmd.join(' ')}), load average ${load0.toFixed(1)}`);
  const { code, out } = await run(cmd, args, path.join(root, bench.dir), true);
  const load = `${load0.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`;
  const found = parseResults(out);
  if (code !== 0) failed.push(`${bench.name} (exit ${code})`);
  if (found.length === 0) {
    if (code === 0) failed.push(`${bench.name} (no BENCH-RESULT lines)`);
    continue;
  }
  results.set(
    bench.name,
    found.map((r) => ({
      what: r.what,
      target: r.target,
      figure: r.figure,
      met: metText(r.met),
      date: today,
      backend: r.backend,
      load,
      bench: bench.name,
    })),
  );
}

const { rows, after } = readTable(readFileSync(FILE, 'utf8'));
const kept = rows.filter((r) => !results.has(r.bench));
writeTable([...kept, ...[...results.values()].flat()], after);
console.log(
  `\nBENCHMARKS.md: ${[...results.values()].flat().length} rows from ${results.size} benchmark(s) rewritten, ${kept.length} kept.`,
);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')} (their rows keep the previous figures)`);
  process.exit(1);
}
