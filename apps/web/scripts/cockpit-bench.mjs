#!/usr/bin/env node
// IoT cockpit benchmark (not a test): production build in Chromium against a sandbox.
//   pnpm --filter @agrimap/web bench:cockpit [--web-root DIR | --url URL] [--cycles 1000]
//                                            [--route /wlwyzt_cockpit] [--frames 120] [--rounds 3]
// With --url, a running sandbox serving the build; else an in-memory sandbox serving DIR (default:
// a fresh build in a temp dir). The route may also be /gxsfb_cockpit or /khfb_cockpit, the
// supplier and customer dashboards.
// 1. time to first full render: navigation → every panel answered (data-state fresh) and the map
//    canvas drawn;
// 2. the cockpit map's frame time while panning (1920×1080, the screen's design size), against the
//    same map with every layer but the background hidden, in interleaved rounds in the same page:
//    the layers' cost ≤ 15 % of the empty map's frame (bench-lib.mjs); and against the same map
//    with only the app's layers hidden (the served style's basemap as the empty map): what the
//    app's own layers cost, as the other map benchmarks measure theirs;
// 3. JS heap after 10 refresh cycles and after `cycles` (a cycle = the tab becoming visible again,
//    which refetches every panel, then waiting until no request is open), each after a forced
//    garbage collection. Target: no growth beyond 10 %.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@agrimap/sandbox';
import { build } from 'vite';
import { reportResult } from '../../../scripts/bench-result.mjs';
import { frameStats, launchChromium, reportFrameCost, textOption, webglRenderer } from './bench-lib.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => textOption(args, name, fallback);
const CYCLES = Number(option('cycles', '1000'));
const ROUTE = option('route', '/wlwyzt_cockpit');
const FRAMES = Number(option('frames', '120'));
const ROUNDS = Number(option('rounds', '3'));
const VIEWPORT = { width: 1920, height: 1080 };
const MAP_NAMES = {
  '/wlwyzt_cockpit': 'cockpit',
  '/gxsfb_cockpit': 'supplier-dashboard',
  '/khfb_cockpit': 'customer-dashboard',
};
const HEAP_TARGET = 0.1;

let base = option('url');
let stopSandbox = async () => {};
let cleanup = () => {};
if (!base) {
  const given = option('web-root');
  const outDir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'agrimap-cockpit-bench-'));
  if (!given) {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    cleanup = () => rmSync(outDir, { recursive: true, force: true });
  }
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    webRoot: outDir,
    quiet: true,
  });
  base = sandbox.url;
  stopSandbox = () => sandbox.stop();
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: VIEWPORT, locale: 'zh-CN' });
  // The map registers itself for tests and benchmarks (components/map/engine/test-hooks.ts).
  await page.addInitScript(() => {
    window.__agrimapMapHooks = { maps: {} };
  });
  const renderer = await webglRenderer(page);
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  await page.goto(`${base}/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByLabel('密码').press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  const t0 = Date.now();
  await page.goto(`${base}${ROUTE}`);
  await page.waitForFunction(
    () => {
      const panels = [...document.querySelectorAll('.cockpit-panel')];
      return (
        panels.length >= 7 &&
        panels.every((p) => p.getAttribute('data-state') === 'fresh') &&
        document.querySelector('.maplibregl-canvas') !== null
      );
    },
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const firstRender = Date.now() - t0;

  // ── the map's frame cost ──────────────────────────────────────────────────────────────────
  const mapName = MAP_NAMES[ROUTE] ?? 'cockpit';
  await page.waitForFunction((name) => Boolean(window.__agrimapMapHooks?.maps[name]), mapName, {
    timeout: 60_000,
  });
  // `mode`: 'empty' hides every layer but the background; 'base' hides the app's own layers
  // (ids `agrimap-…`: points, outline, choropleth), keeping the served style's basemap; 'screen'
  // hides nothing.
  const pan = (mode) =>
    page.evaluate(
      async ({ name, mode, frameCount }) => {
        const map = window.__agrimapMapHooks.maps[name];
        const idle = () =>
          new Promise((resolve) => {
            map.once('idle', resolve);
            map.triggerRepaint();
          });
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const hidden = [];
        if (mode !== 'screen') {
          for (const layer of map.getStyle().layers) {
            if (layer.type === 'background' || map.getLayoutProperty(layer.id, 'visibility') === 'none')
              continue;
            if (mode === 'base' && !layer.id.startsWith('agrimap-')) continue;
            map.setLayoutProperty(layer.id, 'visibility', 'none');
            hidden.push(layer.id);
          }
        }
        await idle();
        for (let i = 0; i < 10; i++) {
          map.panBy([4, 2], { animate: false });
          await nextFrame();
        }
        const frames = [];
        let last = await nextFrame();
        for (let i = 0; i < frameCount; i++) {
          const step = i < frameCount / 2 ? 6 : -6;
          map.panBy([step, step / 2], { animate: false });
          const now = await nextFrame();
          frames.push(now - last);
          last = now;
        }
        for (const id of hidden) map.setLayoutProperty(id, 'visibility', 'visible');
        await idle();
        return { frames, layers: hidden.length };
      },
      { name: mapName, mode, frameCount: FRAMES },
    );
  const frames = { empty: [], base: [], screen: [] };
  let layers = 0;
  let appLayers = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const e = await pan('empty');
    layers = e.layers;
    frames.empty.push(...e.frames);
    const b = await pan('base');
    appLayers = b.layers;
    frames.base.push(...b.frames);
    frames.screen.push(...(await pan('screen')).frames);
  }
  const empty = frameStats(frames.empty);
  const basemap = frameStats(frames.base);
  const screen = frameStats(frames.screen);

  // ── heap over refresh cycles ──────────────────────────────────────────────────────────────
  const cdp = await page.context().newCDPSession(page);
  async function idle() {
    for (let quiet = 0; quiet < 3; ) {
      await page.waitForTimeout(30);
      quiet = open <= 0 ? quiet + 1 : 0;
    }
  }
  async function heapMb() {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  }
  async function cycle() {
    await page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await idle();
  }
  for (let i = 0; i < 10; i++) await cycle();
  const after10 = await heapMb();
  const started = Date.now();
  for (let i = 10; i < CYCLES; i++) await cycle();
  const afterN = await heapMb();
  const growth = (afterN - after10) / after10;

  console.log(`### ${ROUTE} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`);
  console.log('| Measure | Value |');
  console.log('| --- | ---: |');
  console.log(
    `| First full render (navigation → every panel answered, map canvas drawn) | ${firstRender} ms |`,
  );
  console.log(`| JS heap after 10 refresh cycles | ${after10.toFixed(1)} MB |`);
  console.log(
    `| JS heap after ${CYCLES} refresh cycles | ${afterN.toFixed(1)} MB (${(growth * 100).toFixed(1)} %; ${((Date.now() - started) / Math.max(1, CYCLES - 10)).toFixed(0)} ms per cycle) |`,
  );
  console.log('');
  reportFrameCost({
    title: `${ROUTE} map (${layers} layers hidden for the empty map)`,
    empty,
    cases: [[`Cockpit map ${ROUTE}`, screen]],
    renderer,
    viewport: VIEWPORT,
    frames: FRAMES,
    rounds: ROUNDS,
  });
  // The same screen against its basemap: what the app's own layers add to the served style, as
  // the device, warehouse and plot benchmarks measure their layers (on a map without a basemap).
  reportFrameCost({
    title: `${ROUTE} map, the app's ${appLayers} layers over the served basemap (the basemap as the empty map)`,
    empty: basemap,
    cases: [[`Cockpit map ${ROUTE}, the app's layers over the served basemap`, screen]],
    renderer,
    viewport: VIEWPORT,
    frames: FRAMES,
    rounds: ROUNDS,
  });
  reportResult({
    what: `Cockpit ${ROUTE}: JS heap growth from 10 to ${CYCLES.toLocaleString('en')} refresh cycles`,
    target: `≤ ${HEAP_TARGET * 100} %`,
    figure: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (${after10.toFixed(1)} → ${afterN.toFixed(1)} MB)`,
    met: growth <= HEAP_TARGET,
    backend: 'Chromium',
  });
  reportResult({
    what: `Cockpit ${ROUTE}: first full render (every panel answered, map drawn)`,
    target: '—',
    figure: `${firstRender} ms`,
    backend: 'Chromium',
  });
} finally {
  await browser.close();
  await stopSandbox();
  cleanup();
}
