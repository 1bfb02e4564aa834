#!/usr/bin/env node
// IoT cockpit benchmark (not a test): production build in Chromium against a running sandbox.
//   node apps/web/scripts/cockpit-bench.mjs <sandboxUrl serving the build> [cycles=1000] [route=/wlwyzt_cockpit]
// (the route may also be /gxsfb_cockpit or /khfb_cockpit, the supplier and customer dashboards)
// 1. time to first full render: navigation → every panel answered (data-state fresh) and the map
//    canvas drawn; 2. JS heap after 10 refresh cycles and after `cycles` (a cycle = the tab
//    becoming visible again, which refetches every panel, then waiting until no request is open),
//    each after a forced garbage collection.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const [base = 'http://127.0.0.1:4000', cyclesArg = '1000', route = '/wlwyzt_cockpit'] = process.argv.slice(2);
const CYCLES = Number(cyclesArg);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
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
await page.goto(`${base}${route}`);
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
console.log(`${route}`);
console.log(`first full render: ${firstRender} ms`);
console.log(`heap after 10 cycles: ${after10.toFixed(1)} MB`);
console.log(
  `heap after ${CYCLES} cycles: ${afterN.toFixed(1)} MB (${(((afterN - after10) / after10) * 100).toFixed(1)} %; ${((Date.now() - started) / (CYCLES - 10)).toFixed(0)} ms per cycle)`,
);
await browser.close();
