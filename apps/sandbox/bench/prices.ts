/**
 * `pnpm --filter @agrimap/sandbox exec tsx bench/prices.ts [-- --runs 20]`
 *
 * 市场价格 price trend over the seeded history (3 years, weekly and the last 60 days daily) for one
 * product in all 14 cities of Hunan, by day, week and month, through HTTP on loopback (one
 * connection, what the 价格走势 card waits for). Also the first page of the price list (window
 * `lag` over every record). Prints a markdown table of median and p95 in milliseconds.
 */

import { reportResult } from '../../../scripts/bench-result.mjs';
import { startSandbox } from '../src/index';
import { HUNAN_CITIES } from '../src/seed/news';
import { adminToken, JSON_HEADERS } from './login';

const i = process.argv.indexOf('--runs');
const RUNS = i >= 0 ? Number(process.argv[i + 1]) || 20 : 20;

const sandbox = await startSandbox({ dataDir: 'memory://', quiet: true });
const auth = { ...JSON_HEADERS, Authorization: await adminToken(sandbox.url) };

async function time(url: string, body: unknown): Promise<{ median: number; p95: number; size: number }> {
  const ms: number[] = [];
  let size = 0;
  for (let r = 0; r < RUNS + 2; r++) {
    const t0 = performance.now();
    const res = await fetch(`${sandbox.url}${url}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const json = JSON.parse(text) as { code: number; msg: string };
    if (json.code !== 200) throw new Error(`${url}: ${json.msg}`);
    size = text.length;
    if (r >= 2) ms.push(performance.now() - t0); // two warm-up requests
  }
  ms.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(ms.length / 2)] as number,
    p95: ms[Math.ceil(ms.length * 0.95) - 1] as number,
    size,
  };
}

const regions = HUNAN_CITIES.map((c) => c.qhdm);
const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
const rows: string[] = [];
let byDay = { median: 0, p95: 0, size: 0 };
for (const period of ['day', 'week', 'month'] as const) {
  const r = await time('/system/api/v1/price/trend', {
    productCode: '0102',
    regions,
    period,
    from,
    to: today,
  });
  if (period === 'day') byDay = r;
  rows.push(
    `| trend, 14 cities × 3 years, by ${period} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.size / 1024).toFixed(1)} |`,
  );
}
const list = await time('/system/api/v1/price/page', { page: 1, pageSize: 10 });
rows.push(
  `| price list, page 1 (all records) | ${list.median.toFixed(1)} | ${list.p95.toFixed(1)} | ${(list.size / 1024).toFixed(1)} |`,
);
const filtered = await time('/system/api/v1/price/page', {
  productCode: '0101',
  qhdm: '4301',
  page: 2,
  pageSize: 10,
});
rows.push(
  `| price list, 氮肥 in 长沙市, page 2 | ${filtered.median.toFixed(1)} | ${filtered.p95.toFixed(1)} | ${(filtered.size / 1024).toFixed(1)} |`,
);

console.log(`PGlite, ${RUNS} runs each\n`);
console.log('| request | median ms | p95 ms | answer KB |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) console.log(r);
console.log('');
reportResult({
  what: 'Price trend request, one product × 14 cities × 3 years, by day (sandbox side)',
  target: '—',
  figure: `median ${byDay.median.toFixed(1)} ms, p95 ${byDay.p95.toFixed(1)} ms (${(byDay.size / 1024).toFixed(0)} KB)`,
  backend: 'PGlite',
});
await sandbox.stop();
