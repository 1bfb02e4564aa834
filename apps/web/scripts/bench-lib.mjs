// Pieces shared by the map benches (map-bench.mjs, plots-bench.mjs, cockpit-bench.mjs): a static
// server for a built bench page, the statistics of frame times, and the frame-cost report.
//
// A map's frame rate without a GPU is the machine's: Chromium draws WebGL with SwiftShader on the
// CPU, and the empty map itself pans at 27–31 fps at 1280×800 on the 2-core machine. So every map
// benchmark measures, in the same run and at the same page size, the empty map (the ceiling) and
// the screen, and its target is the layers' cost: screen − empty, ≤ 15 % of the empty map's frame.
// Where WebGL runs on a GPU (the renderer string does not name a software rasteriser) the ≥ 30 fps
// targets apply as well and are reported.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { reportResult } from '../../../scripts/bench-result.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};

/** Serves the files under `root` on a free loopback port; resolves the listening server. */
export function serveStatic(root) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Mean, median, p95 and frames per second of a list of frame times (ms). */
export function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((s, x) => s + x, 0) / frames.length;
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean, median: at(0.5), p95: at(0.95), fps: 1000 / mean };
}

/** The page size of a map bench: `--viewport WxH` (default 1280x800, the method of record). */
export function viewportOption(args) {
  const i = args.indexOf('--viewport');
  const match = i >= 0 ? /^(\d+)x(\d+)$/.exec(args[i + 1] ?? '') : null;
  if (i >= 0 && !match) throw new Error('--viewport expects WIDTHxHEIGHT, e.g. 1920x1080');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1280, height: 800 };
}

/** The layers may add at most this share of the empty map's frame time. */
export const COST_TARGET = 0.15;
/** Frames per second a screen must hold while panning, where a GPU draws it. */
export const FPS_TARGET = 30;

/**
 * Chromium's flags for the benches: without a GPU device (/dev/dri) WebGL runs in SwiftShader and
 * `--disable-gpu` spares the GPU process's compositing; with one, the GPU is used. Frames are not
 * paced by vsync (`--disable-gpu-vsync --disable-frame-rate-limit`): with it, frame intervals come
 * in 16.7 ms steps, so a layer adding 8 ms to a 33 ms frame would show as +50 %.
 */
export function chromiumArgs() {
  return [
    '--no-sandbox',
    ...(existsSync('/dev/dri') ? ['--ignore-gpu-blocklist'] : ['--disable-gpu']),
    '--disable-gpu-vsync',
    '--disable-frame-rate-limit',
    '--disable-background-networking',
    '--no-first-run',
  ];
}

/** The WebGL renderer of `page` (e.g. "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device …))"). */
export function webglRenderer(page) {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no WebGL';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
}

/** Whether the renderer is a software rasteriser (no GPU). */
export const isSoftwareRenderer = (renderer) =>
  /swiftshader|llvmpipe|softpipe|software|no webgl/i.test(renderer);

/**
 * Measures the empty map and each case in `rounds` interleaved rounds (empty, case 1, case 2, …,
 * empty, …), so that a change of the machine's load during the run weighs on all of them alike;
 * the frames of a case's rounds are pooled. `measure(name)` resolves `{ frames, … }`.
 */
export async function interleaved(names, rounds, measure) {
  const frames = Object.fromEntries(names.map((n) => [n, []]));
  const last = {};
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      const result = await measure(name);
      frames[name].push(...result.frames);
      last[name] = result;
    }
  }
  return Object.fromEntries(
    names.map((n) => [n, { ...last[n], frames: frames[n], ...frameStats(frames[n]) }]),
  );
}

/**
 * Prints the empty / screen / cost table of `cases` ([label, stats]) against `empty`, and reports
 * one BENCH-RESULT per case: cost ≤ 15 % of the empty frame, plus ≥ 30 fps where a GPU draws.
 */
export function reportFrameCost({ title, empty, cases, renderer, viewport, frames, rounds }) {
  const gpu = !isSoftwareRenderer(renderer);
  const f = (n, d = 1) => n.toFixed(d);
  console.log(
    `### ${title}: layers' cost over the empty map (${viewport.width}×${viewport.height}, ${rounds} interleaved rounds of ${frames} frames)\n`,
  );
  console.log(`WebGL renderer: ${renderer} — ${gpu ? 'a GPU' : 'no GPU (software rasteriser)'}.\n`);
  console.log(
    `| Case | Mean frame ms | Median ms | P95 ms | FPS | Cost ms | Cost share | Cost ≤ ${COST_TARGET * 100} % |${gpu ? ` ≥ ${FPS_TARGET} fps |` : ''}`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |${gpu ? ' :---: |' : ''}`);
  console.log(
    `| Empty map (the ceiling) | ${f(empty.mean)} | ${f(empty.median)} | ${f(empty.p95)} | ${f(empty.fps)} | — | — | — |${gpu ? ' — |' : ''}`,
  );
  const out = [];
  for (const [label, r] of cases) {
    const cost = r.mean - empty.mean;
    const share = cost / empty.mean;
    const met = share <= COST_TARGET;
    out.push({ label, cost, share, met, fps: r.fps });
    console.log(
      `| ${label} | ${f(r.mean)} | ${f(r.median)} | ${f(r.p95)} | ${f(r.fps)} | ${f(cost)} | ${f(share * 100, 0)} % | ${met ? 'met' : '**missed**'} |${gpu ? ` ${r.fps >= FPS_TARGET ? 'met' : '**missed**'} |` : ''}`,
    );
  }
  console.log('');
  const backend = gpu ? `Chromium (${renderer.slice(0, 60)})` : 'Chromium, no GPU (SwiftShader)';
  for (const c of out) {
    reportResult({
      what: `${c.label}: layers' cost while panning, ${viewport.width}×${viewport.height}`,
      target: `≤ ${COST_TARGET * 100} % of the empty map's frame`,
      figure: `${c.share >= 0 ? '+' : ''}${f(c.share * 100, 0)} % (${c.cost >= 0 ? '+' : ''}${f(c.cost)} ms on ${f(empty.mean)} ms)`,
      met: c.met,
      backend,
    });
    reportResult({
      what: `${c.label}: frame rate while panning, ${viewport.width}×${viewport.height}`,
      target: `≥ ${FPS_TARGET} fps where a GPU draws`,
      figure: gpu
        ? `${f(c.fps)} fps`
        : `${f(c.fps)} fps; the empty map ${f(empty.fps)} fps (no GPU: not decided)`,
      met: gpu ? c.fps >= FPS_TARGET : null,
      backend,
    });
  }
  return out;
}

/** The value given as `--<name> value` in `args`, or `fallback`. */
export function textOption(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/** The number given as `--<name> N` in `args`, or `fallback`. */
export function numberOption(args, name, fallback) {
  const given = textOption(args, name);
  return given ? Number(given) : fallback;
}

/** Headless Chromium as the benches run it (`CHROMIUM_PATH` or /usr/bin/chromium). */
export function launchChromium(args = chromiumArgs()) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}

/** Builds the bench page in `scripts/<page>` (its index.html and main.ts) into `outDir`. */
export async function buildBenchPage(page, outDir) {
  await build({
    configFile: false,
    root: path.join(webRoot, 'scripts', page),
    base: './',
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(webRoot, 'src') } },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
  });
}

/**
 * Opens `url` in `page` and waits for the bench page's result (`window.benchResult`, see
 * bench-page/frames.ts); a failure of the page throws, named `label`.
 */
export async function readBenchResult(page, url, label) {
  await page.goto(url);
  const handle = await page.waitForFunction(() => window.benchResult ?? window.benchError, null, {
    timeout: 15 * 60_000,
    polling: 500,
  });
  const result = await handle.jsonValue();
  if (typeof result === 'string') throw new Error(`${label}: ${result}`);
  return result;
}
