#!/usr/bin/env node
// 地块列表 benchmark, printed as markdown: frame time while panning a map with 5,000 plots drawn
// by the page’s plot layer (below zoom 12 a clustered point per plot; from zoom 12 the shapes —
// translucent fill and outline, one WebGL layer — and each plot's name and 亩 from the zoom where
// the plot holds its label) with one plot selected, in headless Chromium (WebGL through SwiftShader
// on machines without a GPU). Four views: zoom 11, every plot on screen as the clustered overview;
// zoom 12, the first with shapes, most plots on screen; zoom 14, a screen of plots; zoom 15, the first with the bench plots' labels
// (~300 m plots); each against the same map without plots, in interleaved rounds. Target: the
// plots add ≤ 15 % to the empty map's frame (and ≥ 30 fps where a GPU draws; see bench-lib.mjs).
// The figures move with machine load. Not a test.
//
//   pnpm --filter @agrimap/web bench:plots
//   options: --plots N (default 5000)  --frames N (default 120)  --viewport WxH (default 1280x800)
//            --rounds N (default 3)
//   The bench page also takes `hide=<layer ids>`, `paint=<JSON [[layer, property, value]]>` and
//   `layout=<the same>` in its query string, to probe what one layer or one setting costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const args = process.argv.slice(2);
const option = (name, fallback) => numberOption(args, name, fallback);
const PLOTS = option('plots', 5_000);
const FRAMES = option('frames', 120);
const ROUNDS = option('rounds', 3);
const VIEWPORT = viewportOption(args);

const outDir = mkdtempSync(path.join(tmpdir(), 'agrimap-plots-bench-'));
let renderer = 'unknown';
async function measure(browser, origin, zoom, n = PLOTS, extra = '') {
  const page = await browser.newPage({ viewport: VIEWPORT });
  if (renderer === 'unknown') renderer = await webglRenderer(page);
  const result = await readBenchResult(
    page,
    `${origin}/index.html?n=${n}&frames=${FRAMES}&zoom=${zoom}${extra}`,
    `zoom ${zoom}`,
  );
  await page.close();
  return { ...result, ...frameStats(result.frames) };
}

await buildBenchPage('plots-bench', outDir);
const server = await serveStatic(outDir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
let m;
try {
  // The same map and pan without plots, in the same run: what the machine gives an empty map.
  // `cover`: one translucent plot over the whole canvas — the fill-rate floor of any translucent
  // area layer that covers the screen, on this machine.
  m = await interleaved(['empty', 'z11', 'z12', 'z14', 'z15', 'cover'], ROUNDS, (name) =>
    name === 'empty'
      ? measure(browser, origin, 11, 0)
      : name === 'cover'
        ? measure(browser, origin, 14, 1, '&cover=1')
        : measure(browser, origin, Number(name.slice(1))),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

const fmt = (n, d = 1) => n.toFixed(d);
console.log(
  `### 地块列表: panning with ${PLOTS.toLocaleString('en')} plots (${FRAMES} frames × ${ROUNDS} rounds, headless Chromium, ${VIEWPORT.width}×${VIEWPORT.height})\n`,
);
console.log('| View | Setup ms | Mean frame ms | Median ms | P95 ms | FPS |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, r] of [
  ['Zoom 11: every plot on screen, as the clustered overview', m.z11],
  ['Zoom 12: the first zoom with shapes (fill and hairline outline)', m.z12],
  ['Zoom 14: a screen of plots (fill and 2 px outline)', m.z14],
  ['Zoom 15: plots with their name and 亩 labels', m.z15],
  ['One translucent fill over the whole canvas (the fill-rate floor)', m.cover],
  ['The same map without plots (same run)', m.empty],
]) {
  console.log(
    `| ${name} | ${fmt(r.setupMs, 0)} | ${fmt(r.mean)} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.fps)} |`,
  );
}
console.log(
  '\nThe shapes are one WebGL layer: every plot triangulated once into one vertex buffer, drawn in runs of 64 neighbouring plots, runs off screen skipped; outlines up to a pixel wide as hairlines over the fill’s vertices, wider as quads. No tiles, so no stencil masks: maplibre’s fill and line layers mask every tile of their source in the stencil buffer each frame, two passes over the canvas, which cost a map drawn without a GPU 6–10 ms a frame before a single plot was drawn. The labels are a symbol layer of one point per plot, each shown from the zoom where its label fits inside the plot with a character’s room each side. Below zoom 12 the plots are one clustered point each (a second source).\n',
);
reportFrameCost({
  title: '地块列表',
  empty: m.empty,
  cases: [
    [`地块列表, ${PLOTS.toLocaleString('en')} plots at zoom 11 (clustered overview)`, m.z11],
    [`地块列表, ${PLOTS.toLocaleString('en')} plots at zoom 12 (first zoom with shapes)`, m.z12],
    [`地块列表, ${PLOTS.toLocaleString('en')} plots at zoom 14 (shapes)`, m.z14],
    [`地块列表, ${PLOTS.toLocaleString('en')} plots at zoom 15 (labels)`, m.z15],
  ],
  renderer,
  viewport: VIEWPORT,
  frames: FRAMES,
  rounds: ROUNDS,
});
const floor = m.cover.mean - m.empty.mean;
reportResult({
  what: `One translucent fill over the whole canvas (any area layer's floor here): its cost while panning, ${VIEWPORT.width}×${VIEWPORT.height}`,
  target: '—',
  figure: `+${Math.round((floor / m.empty.mean) * 100)} % (+${floor.toFixed(1)} ms on ${m.empty.mean.toFixed(1)} ms)`,
  met: null,
  backend: /SwiftShader/i.test(renderer) ? 'Chromium, no GPU (SwiftShader)' : 'Chromium',
});
