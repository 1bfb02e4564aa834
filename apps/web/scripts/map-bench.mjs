#!/usr/bin/env node
// Map benchmark, printed as markdown:
// 1. Frame time while panning a map with 10,000 device points, drawn by the map feature's
//    clustered GeoJSON layer (GPU) versus one DOM marker per device — both measured in the same
//    headless Chromium run (WebGL through SwiftShader on machines without a GPU).
// 2. The JS the map route loads, and a check that no map code is in the shell's initial bundle
//    (from the production build's Vite manifest).
//
//   pnpm --filter @agrimap/web build && pnpm --filter @agrimap/web bench:map
//   options: --points N (default 10000)  --warehouses N (default 2000)  --frames N (default 120)
//            --viewport WxH (default 1280x800)  --rounds N (default 3)
// 3. 仓库地图: frame time panning N warehouse points drawn by the shared points map's layer,
//    clustered as the screen draws them, and unclustered (worst case).
// The clustered devices and the clustered warehouses are measured against the empty map in
// interleaved rounds; their target is the layers' cost ≤ 15 % of the empty map's frame (and
// ≥ 30 fps where a GPU draws; see bench-lib.mjs).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportResult } from '../../../scripts/bench-result.mjs';
import {
  buildBenchPage,
  frameStats,
  interleaved,
  launchChromium,
  numberOption,
  readBenchResult,
  reportFrameCost,
  serveStatic,
  viewportOption,
  webglRenderer,
} from './bench-lib.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => numberOption(args, name, fallback);
const POINTS = option('points', 10_000);
const WAREHOUSES = option('warehouses', 2_000);
const FRAMES = option('frames', 120);
const ROUNDS = option('rounds', 3);
const VIEWPORT = viewportOption(args);
const KB = 1024;

// ── 1. frame times ─────────────────────────────────────────────────────────────────────────

const outDir = mkdtempSync(path.join(tmpdir(), 'agrimap-map-bench-'));

let renderer = 'unknown';
async function measure(browser, origin, mode, n = POINTS, extra = '') {
  const page = await browser.newPage({ viewport: VIEWPORT });
  if (renderer === 'unknown') renderer = await webglRenderer(page);
  const hosts = new Set();
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  const result = await readBenchResult(
    page,
    `${origin}/index.html?mode=${mode}&n=${n}&frames=${FRAMES}${extra}`,
    mode,
  );
  const firstRenderMs = await page.evaluate(() => window.benchFirstRenderMs ?? null);
  await page.close();
  const foreign = [...hosts].filter((h) => h !== new URL(origin).host);
  if (foreign.length) throw new Error(`${mode}: requests to other hosts: ${foreign.join(', ')}`);
  return { ...result, firstRenderMs, ...frameStats(result.frames) };
}

async function frameTimes() {
  await buildBenchPage('map-bench', outDir);
  const server = await serveStatic(outDir);
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  try {
    // `--engines`: only the two engines side by side.
    if (args.includes('--engines')) {
      const layer = await measure(browser, origin, 'layer');
      const ol = await measure(browser, origin, 'ol');
      return { layer, ol };
    }
    const { empty, layer, warehouses } = await interleaved(
      ['empty', 'layer', 'warehouses'],
      ROUNDS,
      (name) =>
        name === 'empty'
          ? measure(browser, origin, 'empty', 0)
          : name === 'layer'
            ? measure(browser, origin, 'layer')
            : measure(browser, origin, 'warehouses', WAREHOUSES, '&cluster=1'),
    );
    const ol = await measure(browser, origin, 'ol');
    const dom = await measure(browser, origin, 'dom');
    const unclustered = await measure(browser, origin, 'warehouses', WAREHOUSES);
    return { layer, ol, dom, warehouses, unclustered, empty };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

// ── 2. chunk sizes ─────────────────────────────────────────────────────────────────────────

function chunkReport() {
  const distArg = args.indexOf('--dist');
  const dist =
    distArg >= 0 && args[distArg + 1] ? path.resolve(args[distArg + 1]) : path.join(webRoot, 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (keys) => {
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
  };
  const size = (files) => {
    let raw = 0;
    let gzip = 0;
    let map = false;
    for (const file of files) {
      const buf = readFileSync(path.join(dist, file));
      raw += buf.length;
      gzip += gzipSync(buf, { level: 9 }).length;
      if (/maplibregl-canvas|mapbox-gl-draw/.test(buf.toString('utf8'))) map = true;
    }
    return { files: files.size, raw: raw / KB, gzip: gzip / KB, map };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure([entry]);
  const routeKey = Object.keys(manifest).find((k) =>
    k.startsWith('src/routes/_app/_shell/_subsystem/main_map.tsx?'),
  );
  const route = closure(routeKey ? [routeKey] : []);
  const onlyRoute = new Set([...route].filter((f) => !initial.has(f)));
  const workerFile = Object.values(manifest)
    .flatMap((c) => c.assets ?? [])
    .find((a) => /maplibre-gl-worker/.test(a));
  const worker = workerFile ? size(new Set([workerFile])) : null;
  // What the map route loads on navigation: its chunk and the chosen engine's chunk (requested
  // as soon as the workbench mounts); drawing and comparison load on first use.
  const lazy = (key) => closure(manifest[key] ? [key] : []);
  const minus = (a, ...b) => new Set([...a].filter((f) => !b.some((set) => set.has(f))));
  const union = (...sets) => new Set(sets.flatMap((x) => [...x]));
  const maplibreEngine = lazy('src/components/map/engine/maplibre/maplibre-engine.ts');
  const olEngine = lazy('src/components/map/engine/openlayers/ol-engine.ts');
  const nav3857 = minus(union(route, maplibreEngine), initial);
  // The app shell's layout (header, side menu, breadcrumbs and the antd pieces they use) is a lazy
  // chunk too: it loads with whichever page comes first and stays. What the map route itself adds
  // is what a user who arrives from any other page of the app downloads.
  const shellKeys = Object.keys(manifest).filter((k) =>
    /^src\/routes\/_app\/_shell(\/_subsystem|\/_system)?\.tsx\?/.test(k),
  );
  const shell = closure(shellKeys);
  const own3857 = minus(nav3857, shell);
  const nav4490 = minus(union(route, olEngine), initial);
  return {
    initial: size(initial),
    route: size(onlyRoute),
    routeChunk: routeKey ? manifest[routeKey].file : '—',
    worker,
    nav3857: size(nav3857),
    own3857: size(own3857),
    nav4490: size(nav4490),
    draw: size(minus(lazy('src/components/map/controls/draw_control.ts'), nav3857, initial)),
    compare: size(minus(lazy('src/components/map/components/CompareView.tsx'), nav3857, initial)),
  };
}

// ── report ─────────────────────────────────────────────────────────────────────────────────

const fmt = (n, d = 1) => n.toFixed(d);
// `--chunks-only`: only the JS sizes of the map route (no browser).
if (!args.includes('--chunks-only')) {
  const { layer, ol, dom, warehouses, unclustered, empty } = await frameTimes();
  console.log(
    `### The two map engines side by side: ${POINTS.toLocaleString('en')} devices clustered, panning (${FRAMES} frames, same steps)\n`,
  );
  console.log('| Engine | First render ms | Devices setup ms | Mean frame ms | Median ms | P95 ms | FPS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, r] of [
    ['maplibre (EPSG:3857), GPU clustered layer', layer],
    ['OpenLayers (EPSG:4490), canvas cluster source', ol],
  ]) {
    console.log(
      `| ${name} | ${fmt(r.firstRenderMs ?? 0, 0)} | ${fmt(r.setupMs, 0)} | ${fmt(r.mean)} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.fps)} |`,
    );
  }
  console.log('');
  if (dom && warehouses && unclustered && empty) {
    console.log(
      `### Panning with ${POINTS.toLocaleString('en')} device points (${FRAMES} frames, headless Chromium, ${VIEWPORT.width}×${VIEWPORT.height})\n`,
    );
    console.log('| Devices drawn as | Setup ms | Mean frame ms | Median ms | P95 ms | FPS |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, r] of [
      ['Clustered GeoJSON layer (map feature)', layer],
      ['DOM markers (one element each)', dom],
    ]) {
      console.log(
        `| ${name} | ${fmt(r.setupMs, 0)} | ${fmt(r.mean)} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.fps)} |`,
      );
    }
    const ratio = dom.mean / layer.mean;
    console.log(`\nDOM markers take **${fmt(ratio)}×** the frame time of the layer (target ≥ 10×).\n`);
    reportResult({
      what: `Map: ${POINTS.toLocaleString('en')} devices as DOM markers vs the clustered layer, frame time while panning`,
      target: '≥ 10× the layer’s',
      figure: `${fmt(ratio)}× (${fmt(dom.mean)} vs ${fmt(layer.mean)} ms)`,
      met: ratio >= 10,
      backend: 'Chromium',
    });

    console.log(
      `### 仓库地图: panning with ${WAREHOUSES.toLocaleString('en')} warehouse points (points map layer, coloured by type, sized by stock value)\n`,
    );
    console.log('| Case | Setup ms | Mean frame ms | Median ms | P95 ms | FPS |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, r] of [
      ['As the screen draws them (clustered)', warehouses],
      ['Worst case: every circle drawn (unclustered, not the screen)', unclustered],
      ['The same map without points (same run)', empty],
    ]) {
      console.log(
        `| ${name} | ${fmt(r.setupMs, 0)} | ${fmt(r.mean)} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.fps)} |`,
      );
    }
    console.log('');
    reportFrameCost({
      title: 'Map screens',
      empty,
      cases: [
        [`Device map, ${POINTS.toLocaleString('en')} devices clustered`, layer],
        [`仓库地图, ${WAREHOUSES.toLocaleString('en')} warehouses clustered`, warehouses],
      ],
      renderer,
      viewport: VIEWPORT,
      frames: FRAMES,
      rounds: ROUNDS,
    });
  }
}

const chunks = chunkReport();
if (!chunks) {
  console.log(
    'No production build (apps/web/dist): run `pnpm --filter @agrimap/web build` for the chunk sizes.',
  );
} else {
  console.log('### JS of the map route (production build)\n');
  console.log('| What | Files | Raw KB | Gzip KB | Map code inside |');
  console.log('| --- | ---: | ---: | ---: | :---: |');
  const row = (name, s) =>
    console.log(`| ${name} | ${s.files} | ${fmt(s.raw)} | ${fmt(s.gzip)} | ${s.map ? 'yes' : 'no'} |`);
  row("Shell's initial bundle (entry + static imports)", chunks.initial);
  row(`/main_map route, loaded on navigation (${chunks.routeChunk} + its chunks)`, chunks.route);
  row(
    '/main_map as the first page after login, EPSG:3857 (app shell layout + route + maplibre engine chunk)',
    chunks.nav3857,
  );
  row(
    '/main_map on navigation from another page, EPSG:3857 (route + maplibre engine chunk), budget ≤ 400 KB gz',
    chunks.own3857,
  );
  row('/main_map on navigation, EPSG:4490 (route + OpenLayers engine chunk)', chunks.nav4490);
  row('Drawing (mapbox-gl-draw), loaded on the first drawing tool (3857)', chunks.draw);
  row('Compare mode (curtain, split screens), loaded on first use', chunks.compare);
  if (chunks.worker) row('maplibre worker (loaded by the map)', chunks.worker);
  console.log('');
  reportResult({
    what: 'JS of /main_map on navigation from another page, EPSG:3857 (route + maplibre engine)',
    target: '≤ 400 KB gzip',
    figure: `${fmt(chunks.own3857.gzip)} KB gzip`,
    met: chunks.own3857.gzip <= 400,
    backend: 'production build',
  });
  if (chunks.own3857.gzip > 400) console.error('\nThe map route loads more than 400 KB gzip on navigation.');
  if (chunks.initial.map) {
    console.error('\nMap code is in the initial bundle.');
    process.exitCode = 1;
  }
}
