#!/usr/bin/env node
// `pnpm bench`: runs every benchmark of the workspace (each prints a markdown section) and writes
// BENCHMARKS.md. Benchmarks run on loopback only and stop every server they start.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * [workspace dir, npm script, title, options] — run in order; a missing script is reported, not
 * skipped silently. `withPostgres`: run under scripts/ensure-postgres.mjs (a private PostgreSQL 15,
 * DATABASE_URL), so the benchmark covers PGlite and PostgreSQL.
 */
const BENCHES = [
  ['packages/geo', 'bench', '@agrimap/geo'],
  ['packages/video-sdk', 'bench', '@agrimap/video-sdk'],
  [
    'apps/sandbox',
    'bench',
    'Sandbox (device list, 10,000-user list and 100,000-row stock list under load)',
    { withPostgres: true },
  ],
  ['apps/web', 'bench:size', 'Web app bundle sizes'],
  ['apps/web', 'bench:map', 'Map: symbol/cluster layer vs DOM markers'],
  ['apps/web', 'bench:plots', '地块列表: 5,000 plots panning (target ≥ 30 fps)'],
  ['apps/web', 'bench:forms', 'Org picker and form designer'],
  ['apps/web', 'bench:org-picker', 'Org picker in Chromium (5,000-person department)'],
];

function capture(cwd, script, { withPostgres = false } = {}) {
  const [cmd, args] = withPostgres
    ? [
        'node',
        [
          path.join(root, 'scripts/ensure-postgres.mjs'),
          '--env',
          'DATABASE_URL',
          '--',
          'pnpm',
          'run',
          '--silent',
          script,
        ],
      ]
    : ['pnpm', ['run', '--silent', script]];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

const sections = [];
let failed = 0;
for (const [dir, script, title, options] of BENCHES) {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.[script]) {
    sections.push(`## ${title}\n\nNo \`${script}\` script in ${dir} yet.\n`);
    continue;
  }
  console.log(`\n▶ ${title} (${dir}: pnpm ${script})`);
  const { code, out } = await capture(path.join(root, dir), script, options);
  if (code !== 0) failed++;
  const body = out.trim().replace(/^#{1,3}\s.*\n+/, '');
  sections.push(`## ${title}\n\n${code === 0 ? body : `Failed (exit ${code}).\n\n${body}`}\n`);
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = `# Benchmarks

Written by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)} — Node ${process.version}, ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB.
Figures move with machine load; targets are stated next to each figure. No benchmark is a test assertion.
`;
const extra = existsSync(path.join(root, 'BENCHMARKS.notes.md'))
  ? `\n${readFileSync(path.join(root, 'BENCHMARKS.notes.md'), 'utf8')}`
  : '';
writeFileSync(path.join(root, 'BENCHMARKS.md'), `${header}\n${sections.join('\n')}${extra}`);
console.log(`\nWrote BENCHMARKS.md${failed ? ` (${failed} benchmark(s) failed)` : ''}`);
process.exit(failed ? 1 : 0);
