/**
 * Server-side exports at province scale (not a test):
 * - 订单明细 over 200,000 more orders (`POST /shop/api/v1/web/sp/order/export`, no filter): time
 *   from the request to the last byte, and the growth of this process's resident memory while the
 *   workbook is written (the sandbox runs in this process; sampled every 50 ms against the figure
 *   just before the request);
 * - 市场价格, the seed's 11,648 price records (`POST /system/api/v1/price/export`): median of 3.
 * On PGlite, and on PostgreSQL too when DATABASE_URL is set. The rows written are checked against
 * the list's total through the task's progress (`done` = `total`, state `done`).
 *
 * Memory: the figure held against the target is the growth of the resident memory with a full
 * garbage collection every 250 ms during the export (what the export keeps alive; the bench runs
 * itself again with --expose-gc for that); the peak growth without forced collections (garbage V8
 * had no reason to collect yet) is printed beside it. A flat export keeps the same few MB whatever
 * the row count: compare the 11,648-row and the 200,000-row figures.
 *
 * `[DATABASE_URL=postgres://…] pnpm --filter @agrimap/sandbox exec tsx bench/exports.ts`
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportResult } from '../../../scripts/bench-result.mjs';
import { startSandbox } from '../src/index';
import { adminToken, JSON_HEADERS } from './login';
import { loadBenchOrders } from './order-data';

if (typeof global.gc !== 'function') {
  const again = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}
const collect = global.gc as () => void;

const ORDERS = 200_000;
const TARGETS = { orders: 20_000, prices: 3_000, memoryMb: 50 };

interface Measured {
  ms: number;
  bytes: number;
  rows: number;
  total: number;
  peakGrowthMb: number;
  /** Peak growth of the resident memory with a full collection every 250 ms (what is kept alive). */
  liveGrowthMb: number;
  /** Peak growth of the JS heap and of buffers outside it (external, incl. PGlite's WASM memory). */
  heapGrowthMb: number;
  externalGrowthMb: number;
}

async function timedExport(
  url: string,
  token: string,
  server: string,
  path_: string,
  body: object,
  forceGc: boolean,
): Promise<Measured> {
  const id = randomUUID();
  collect();
  const m0 = process.memoryUsage();
  const before = m0.rss;
  let peak = before;
  let heapPeak = m0.heapUsed;
  let externalPeak = m0.external;
  let ticks = 0;
  const sampler = setInterval(() => {
    ticks += 1;
    if (forceGc && ticks % 5 === 0) collect();
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
    externalPeak = Math.max(externalPeak, m.external);
  }, 50);
  const start = performance.now();
  const res = await fetch(`${url}/${server}${path_}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Authorization: token, 'X-Progress-Id': id },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${path_}: HTTP ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - start;
  clearInterval(sampler);
  const progress = (await (
    await fetch(`${url}/${server}/api/v1/task/progress?id=${id}`, {
      headers: { ...JSON_HEADERS, Authorization: token },
    })
  ).json()) as { data: { total: number; done: number; state: string } };
  if (progress.data.state !== 'done' || progress.data.done !== progress.data.total)
    throw new Error(`${path_}: export ended ${JSON.stringify(progress.data)}`);
  return {
    ms,
    bytes,
    rows: progress.data.done,
    total: Number(res.headers.get('x-total-count')),
    peakGrowthMb: forceGc ? Number.NaN : (peak - before) / 2 ** 20,
    liveGrowthMb: forceGc ? (peak - before) / 2 ** 20 : Number.NaN,
    heapGrowthMb: (heapPeak - m0.heapUsed) / 2 ** 20,
    externalGrowthMb: (externalPeak - m0.external) / 2 ** 20,
  };
}

async function benchBackend(backend: string, options: { dataDir?: string; databaseUrl?: string }) {
  await loadBenchOrders(options, ORDERS);
  const sandbox = await startSandbox({ ...options, quiet: true });
  try {
    const token = await adminToken(sandbox.url);
    // warm-up: exceljs, the handlers' statements
    await timedExport(
      sandbox.url,
      token,
      'system',
      '/api/v1/price/export',
      { qhdm: '4301', page: 1, pageSize: 10 },
      false,
    );
    const prices: Measured[] = [];
    for (let r = 0; r < 3; r++)
      prices.push(
        await timedExport(
          sandbox.url,
          token,
          'system',
          '/api/v1/price/export',
          { page: 1, pageSize: 10 },
          false,
        ),
      );
    prices.sort((a, b) => a.ms - b.ms);
    const price = prices[1] as Measured;
    const orders = await timedExport(
      sandbox.url,
      token,
      'shop',
      '/api/v1/web/sp/order/export',
      { page: 1, pageSize: 10 },
      false,
    );
    const held = await timedExport(
      sandbox.url,
      token,
      'shop',
      '/api/v1/web/sp/order/export',
      { page: 1, pageSize: 10 },
      true,
    );
    const priceHeld = await timedExport(
      sandbox.url,
      token,
      'system',
      '/api/v1/price/export',
      { page: 1, pageSize: 10 },
      true,
    );
    orders.liveGrowthMb = held.liveGrowthMb;
    price.liveGrowthMb = priceHeld.liveGrowthMb;
    console.error(
      `${backend}: orders ${orders.rows} rows in ${(orders.ms / 1000).toFixed(1)} s (${(orders.bytes / 2 ** 20).toFixed(1)} MB, +${orders.peakGrowthMb.toFixed(0)} MB RSS peak, +${orders.liveGrowthMb.toFixed(0)} MB held, heap +${orders.heapGrowthMb.toFixed(0)} MB, external +${orders.externalGrowthMb.toFixed(0)} MB); prices ${price.rows} rows in ${price.ms.toFixed(0)} ms`,
    );
    return { orders, price };
  } finally {
    await sandbox.stop();
  }
}

const results: { backend: string; orders: Measured; price: Measured }[] = [];
const load = os.loadavg()[0] ?? 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-exports-bench-'));
try {
  results.push({ backend: 'PGlite', ...(await benchBackend('PGlite', { dataDir: dir })) });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL)
  results.push({
    backend: 'PostgreSQL',
    ...(await benchBackend('PostgreSQL', { databaseUrl: process.env.DATABASE_URL })),
  });

console.log(`\n### Exports — loopback, ${os.cpus().length} cores, load ${load.toFixed(1)} at the start\n`);
console.log('| backend | list | rows | time | file | RSS held (GC every 250 ms) | RSS peak (lazy GC) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  for (const [name, m] of [
    ['订单明细', r.orders],
    ['市场价格 (median of 3)', r.price],
  ] as const)
    console.log(
      `| ${r.backend} | ${name} | ${m.rows} | ${(m.ms / 1000).toFixed(2)} s | ${(m.bytes / 2 ** 20).toFixed(1)} MB | +${m.liveGrowthMb.toFixed(0)} MB | +${m.peakGrowthMb.toFixed(0)} MB |`,
    );
  reportResult({
    what: 'Export of 订单明细, 200,000 more orders, to the last byte',
    target: `≤ ${TARGETS.orders / 1000} s`,
    figure: `${(r.orders.ms / 1000).toFixed(1)} s (${r.orders.rows.toLocaleString('en')} rows, ${(r.orders.bytes / 2 ** 20).toFixed(1)} MB)`,
    met: r.orders.ms <= TARGETS.orders && r.orders.rows === r.orders.total,
    backend: r.backend,
  });
  reportResult({
    what: 'Sandbox memory growth while exporting 200,000 orders (resident, full GC every 250 ms)',
    target: `< ${TARGETS.memoryMb} MB`,
    figure: `+${r.orders.liveGrowthMb.toFixed(0)} MB (11,648 rows: +${r.price.liveGrowthMb.toFixed(0)} MB; peak without forced GC +${r.orders.peakGrowthMb.toFixed(0)} MB)`,
    met: r.orders.liveGrowthMb < TARGETS.memoryMb,
    backend: r.backend,
  });
  reportResult({
    what: 'Export of 市场价格, 11,648 rows (median of 3)',
    target: `≤ ${TARGETS.prices / 1000} s`,
    figure: `${(r.price.ms / 1000).toFixed(2)} s (${r.price.rows.toLocaleString('en')} rows)`,
    met: r.price.ms <= TARGETS.prices,
    backend: r.backend,
  });
}
