#!/usr/bin/env node
// 市场价格 trend benchmark (not a test): production build in Chromium against a sandbox.
//   pnpm --filter @agrimap/web bench:price-trend [<sandboxUrl serving the build>] [--rounds 3] [--web-root DIR]
// Without a URL, an in-memory sandbox serving DIR (default: a fresh build in a temp dir).
// The 价格走势 chart of /policyNews/index/marketPrice for one product across all 14 cities of
// Hunan over its default range (3 years to today): the page's trend request is widened to the 14
// cities on its way out. For 按日 / 按周 / 按月 it reports, from the click: request = until the
// answer arrived; first frame = answer → the new chart's 14 lines in the page and two frames
// painted; settled = answer → the chart's entry animation over (no change for 500 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@agrimap/sandbox';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { reportResult } from '../../../scripts/bench-result.mjs';
import { textOption } from './bench-lib.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => textOption(args, name, fallback);
const ROUNDS = Number(option('rounds', '3'));
let base = args.find((a) => /^https?:\/\//.test(a));
let sandbox;
let outDir;
if (!base) {
  const given = option('web-root');
  outDir = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'agrimap-price-trend-bench-'));
  if (!given) await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  else outDir = undefined;
  sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    webRoot: given ? path.resolve(given) : outDir,
    quiet: true,
  });
  base = sandbox.url;
}
// The 14 prefecture-level divisions of Hunan (the sandbox's seeded price history has all of them).
const CITIES = [
  '4301',
  '4302',
  '4303',
  '4304',
  '4305',
  '4306',
  '4307',
  '4308',
  '4309',
  '4310',
  '4311',
  '4312',
  '4313',
  '4331',
];
const PERIODS = [
  ['day', '按日'],
  ['week', '按周'],
  ['month', '按月'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
await page.route('**/api/v1/price/trend', (route) => {
  const body = JSON.parse(route.request().postData() ?? '{}');
  return route.continue({ postData: JSON.stringify({ ...body, regions: CITIES }) });
});
await page.goto(`${base}/login`);
await page.getByLabel('用户名').fill('admin');
await page.getByLabel('密码').fill('Admin@123');
await page.getByLabel('密码').press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto(`${base}/policyNews/index/marketPrice`);
const chart = page.getByTestId('price-trend-chart');
await chart.locator('svg').waitFor({ timeout: 120_000 });

/** Waits in the page until the chart shows 14 lines other than `before`, then two frames; resolves performance.now(). */
const drawn = (before) =>
  page.evaluate(
    (before) =>
      new Promise((resolve) => {
        const check = () => {
          const svg = document.querySelector('[data-testid="price-trend-chart"] svg');
          const lines = svg ? svg.querySelectorAll('path[fill="none"][stroke]').length : 0;
          if (svg && lines >= 14 && svg.innerHTML !== before) {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    before,
  );
/** Resolves performance.now() of the chart's last change once it has not changed for 500 ms. */
const settled = () =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const node = document.querySelector('[data-testid="price-trend-chart"]');
        let last = performance.now();
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        if (node) observer.observe(node, { subtree: true, childList: true, attributes: true });
        const poll = () => {
          if (performance.now() - last >= 500) {
            observer.disconnect();
            resolve(last);
          } else setTimeout(poll, 50);
        };
        poll();
      }),
  );

const rows = [];
for (let round = 0; round < ROUNDS; round++) {
  // Start from 按月 (or 按日 when measuring 按月) so that every click changes the chart.
  for (const [period, label] of PERIODS) {
    const other = period === 'month' ? '按日' : '按月';
    await page.locator('label.ant-radio-button-wrapper', { hasText: other }).click();
    await settled();
    const before = await page.evaluate(
      () => document.querySelector('[data-testid="price-trend-chart"] svg')?.innerHTML ?? '',
    );
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/price/trend') && r.ok());
    const clicked = await page.evaluate(() => performance.now());
    await page.locator('label.ant-radio-button-wrapper', { hasText: label }).click();
    const response = await answered;
    const arrived = await page.evaluate(() => performance.now());
    const raw = await response.body();
    const body = JSON.parse(raw.toString('utf8'));
    const series = body.series ?? body.data?.series ?? [];
    if (series.length !== 14) throw new Error(`${period}: ${series.length} series in the answer, not 14`);
    const points = Math.max(...series.map((s) => s.points.length));
    const firstFrame = await drawn(before);
    const done = await settled();
    rows.push({
      period,
      round,
      points,
      kb: raw.length / 1024,
      request: arrived - clicked,
      first: firstFrame - arrived,
      settled: done - arrived,
    });
  }
}
await browser.close();
await sandbox?.stop();
if (outDir) rmSync(outDir, { recursive: true, force: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
console.log(`### 价格走势: one product × 14 cities × 3 years (${ROUNDS} rounds, Chromium, 1920×1080)\n`);
console.log('| period | points per line | request ms | first frame ms | settled ms | answer KB |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [period] of PERIODS) {
  const of = rows.filter((r) => r.period === period);
  const fmt = (key) =>
    `${median(of.map((r) => r[key])).toFixed(0)} (${of.map((r) => r[key].toFixed(0)).join(' / ')})`;
  console.log(
    `| ${period} | ${of[0].points} | ${fmt('request')} | ${fmt('first')} | ${fmt('settled')} | ${of[0].kb.toFixed(1)} |`,
  );
}
console.log('\nEach cell: the median, then every round.');
const byDay = rows.filter((r) => r.period === 'day');
reportResult({
  what: '价格走势, one product × 14 cities × 3 years by day: click → chart on screen (request + first frame)',
  target: '—',
  figure: `median ${median(byDay.map((r) => r.request + r.first)).toFixed(0)} ms (${ROUNDS} rounds)`,
  backend: 'Chromium',
});
