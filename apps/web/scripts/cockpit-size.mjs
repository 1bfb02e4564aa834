#!/usr/bin/env node
// JS (gzip) of the three cockpit routes beyond the app shell, from the production build's Vite
// manifest: the route's chunks and their static imports, the lazy charts chunk (ECharts 6) and
// the lazy map chunk (PointsMapView with maplibre). Prints a markdown table.
//
//   node apps/web/scripts/cockpit-size.mjs [--dist <build dir>]   (default apps/web/dist)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}: build the app first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
const keysOf = (file) => Object.keys(manifest).filter((k) => k === file || k.startsWith(`${file}?`));
const gz = new Map();
const gzip = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (files) => [...files].reduce((s, f) => s + gzip(f), 0) / 1024;
const minus = (a, b) => new Set([...a].filter((f) => !b.has(f)));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = closure([entry, ...keysOf('src/routes/_app.tsx'), ...keysOf('src/routes/_app/_shell.tsx')]);
const charts = closure(keysOf('src/components/charts/EChart.tsx'));
const map = closure(keysOf('src/components/map/points-map/PointsMapView.tsx'));

const ROUTES = [
  ['物联网一张图 /wlwyzt_cockpit', 'src/routes/_app/_shell/_cockpit/wlwyzt_cockpit.tsx'],
  ['供应商分布 /gxsfb_cockpit', 'src/routes/_app/_shell/_cockpit/gxsfb_cockpit.tsx'],
  ['客户分布 /khfb_cockpit', 'src/routes/_app/_shell/_cockpit/khfb_cockpit.tsx'],
];
console.log('| Route | Route chunks KB | Charts KB | Map KB | **Without map** | **With map** |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, file] of ROUTES) {
  const route = minus(closure([...keysOf('src/routes/_app/_shell/_cockpit.tsx'), ...keysOf(file)]), shell);
  const chartsOnly = minus(charts, new Set([...shell, ...route]));
  const mapOnly = minus(map, new Set([...shell, ...route, ...chartsOnly]));
  const without = kb(route) + kb(chartsOnly);
  console.log(
    `| ${name} | ${kb(route).toFixed(1)} | ${kb(chartsOnly).toFixed(1)} | ${kb(mapOnly).toFixed(1)} | **${without.toFixed(1)}** | **${(without + kb(mapOnly)).toFixed(1)}** |`,
  );
}
