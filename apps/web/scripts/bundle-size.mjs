#!/usr/bin/env node
// JS size (raw and gzip) of what the browser downloads before showing the login page and the app
// shell, measured on the production build (apps/web/dist, Vite manifest). Prints a markdown
// table; exits 1 when a budget is exceeded or the map engine (maplibre) sneaks into the shell.
//
//   pnpm --filter @agrimap/web build && pnpm --filter @agrimap/web bench:size [-- --dist <build dir>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportResult } from '../../../scripts/bench-result.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist =
  distArg > 0 && process.argv[distArg + 1]
    ? path.resolve(process.argv[distArg + 1])
    : path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `No Vite manifest at ${manifestFile}: build the app first (pnpm --filter @agrimap/web build).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const KB = 1024;

// The route files whose code a scenario loads up front (the entry is always included).
const SCENARIOS = [
  { name: 'Login page (/login)', routes: ['src/routes/login.tsx'], budgetKb: 250, noMap: true },
  {
    name: 'Shell + system page (/yxzcxt/index/roleManager)',
    routes: [
      'src/routes/_app.tsx',
      'src/routes/_app/_shell.tsx',
      'src/routes/_app/_shell/_system.tsx',
      'src/routes/_app/_shell/_system/yxzcxt/[index]/roleManager.tsx',
    ],
    budgetKb: 450,
    noMap: true,
  },
  {
    name: 'Shell + map page (/main_map), for reference',
    routes: [
      'src/routes/_app.tsx',
      'src/routes/_app/_shell.tsx',
      'src/routes/_app/_shell/_subsystem.tsx',
      'src/routes/_app/_shell/_subsystem/main_map.tsx',
    ],
  },
  {
    name: 'Monitoring shell + device screen (/wlwyzt/index/asset), for reference',
    routes: [
      'src/routes/_app.tsx',
      'src/routes/_app/_monitoring.tsx',
      'src/routes/_app/_monitoring/wlwyzt/[index]/asset.tsx',
    ],
    noMap: true,
  },
];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

/** Every JS file a set of manifest keys loads statically (their `imports`, transitively). */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function routeKeys(routeFile) {
  // A route file is split into `?tsr-split=…` chunks; its non-split part lives in the entry.
  return Object.keys(manifest).filter((k) => k === routeFile || k.startsWith(`${routeFile}?`));
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(path.join(dist, file));
    sizeCache.set(file, {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      text: buf.toString('utf8'),
    });
  }
  return sizeCache.get(file);
}

const MAP_ENGINE = /maplibre|mapbox-gl/i;
const rows = [];
let failed = false;
for (const scenario of SCENARIOS) {
  const keys = [entryKey];
  for (const route of scenario.routes) {
    const found = routeKeys(route);
    // Route files without lazy code (guards, redirects) are entirely in the entry.
    keys.push(...found);
  }
  const files = closure(keys);
  let raw = 0;
  let gzip = 0;
  let mapEngine = false;
  for (const file of files) {
    const s = sizes(file);
    raw += s.raw;
    gzip += s.gzip;
    if (MAP_ENGINE.test(s.text)) mapEngine = true;
  }
  const overBudget = scenario.budgetKb !== undefined && gzip / KB > scenario.budgetKb;
  const mapProblem = scenario.noMap && mapEngine;
  if (overBudget || mapProblem) failed = true;
  rows.push({
    name: scenario.name,
    files: files.size,
    raw: (raw / KB).toFixed(1),
    gzip: (gzip / KB).toFixed(1),
    budget: scenario.budgetKb === undefined ? '—' : `≤ ${scenario.budgetKb}`,
    map: mapEngine ? 'yes' : 'no',
    status: overBudget ? 'over budget' : mapProblem ? 'map engine in initial JS' : 'ok',
  });
}

let totalRaw = 0;
let totalGzip = 0;
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const s = sizes(chunk.file);
  totalRaw += s.raw;
  totalGzip += s.gzip;
}

console.log('| Scenario (initial JS) | Files | Raw KB | Gzip KB | Budget KB gz | maplibre | Status |');
console.log('| --- | ---: | ---: | ---: | ---: | :---: | --- |');
for (const r of rows) {
  console.log(`| ${r.name} | ${r.files} | ${r.raw} | ${r.gzip} | ${r.budget} | ${r.map} | ${r.status} |`);
}
console.log(
  `| All JS of the build | ${Object.values(manifest).filter((c) => c.file.endsWith('.js')).length} | ${(totalRaw / KB).toFixed(1)} | ${(totalGzip / KB).toFixed(1)} | — | — | — |`,
);
console.log('');
for (const r of rows) {
  if (r.budget === '—') continue;
  reportResult({
    what: `Initial JS: ${r.name}`,
    target: `${r.budget} KB gzip, no map engine`,
    figure: `${r.gzip} KB gzip (${r.files} files)`,
    met: r.status === 'ok',
    backend: 'production build',
  });
}
if (failed) {
  console.error('\nA bundle budget was exceeded or the map engine is in an initial bundle.');
  process.exit(1);
}
