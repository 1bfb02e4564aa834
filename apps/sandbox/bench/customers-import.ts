/**
 * `pnpm --filter @agrimap/sandbox exec tsx bench/customers-import.ts [-- --runs 3]`
 *
 * The xlsx import of 客户管理 on the sandbox side: `POST /shop/api/v1/web/crm/customer/import` with
 * 10,000 template rows (what the browser sends after reading the sheet), on PGlite in memory. Each
 * run checks every row (names, phones against the table and the file, region codes) and inserts
 * them in one transaction; the imported customers are deleted between runs. A run with one bad
 * row at the end (nothing imported) is timed too. Prints a markdown table.
 */

import { reportResult } from '../../../scripts/bench-result.mjs';
import { startSandbox } from '../src/index';
import { adminToken, JSON_HEADERS } from './login';

const ROWS = 10_000;
const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Math.max(1, Number(process.argv[i + 1]) || 3) : 3;
const COUNTIES = [
  '430121',
  '430181',
  '430182',
  '430223',
  '430321',
  '430421',
  '430522',
  '430621',
  '430723',
  '430921',
  '431021',
  '431122',
  '431222',
  '431321',
  '433123',
];
const TYPES = ['农户', '合作社', '家庭农场', '农资门店'];

const rows = Array.from({ length: ROWS }, (_, k) => ({
  row: k + 2,
  name: `批量导入客户${String(k + 1).padStart(5, '0')}`,
  type: TYPES[k % 4] as string,
  contactName: `联系人${k % 500}`,
  phone: `156${String(10_000_000 + k * 37).slice(-8)}`,
  qhdm: COUNTIES[k % COUNTIES.length] as string,
  address: `${k % 90} 组`,
  crops: k % 2 ? '水稻、油菜' : '柑橘',
  areaMu: String((k % 500) + 0.5),
  level: '普通客户',
  remark: '',
}));

const sandbox = await startSandbox({ dataDir: 'memory://', quiet: true });
try {
  const auth = { ...JSON_HEADERS, Authorization: await adminToken(sandbox.url) };
  const post = async (path: string, body: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${sandbox.url}/shop${path}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    return { ms: performance.now() - t0, json };
  };
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { ms, json } = await post('/api/v1/web/crm/customer/import', { rows });
    const data = json.data as { imported: number; errors: unknown[] };
    if (data.imported !== ROWS)
      throw new Error(`import failed: ${json.msg} ${JSON.stringify(data.errors.slice(0, 3))}`);
    times.push(ms);
    const page = await post('/api/v1/web/crm/customer/page', {
      name: '批量导入客户',
      page: 1,
      pageSize: 10_000,
    });
    const ids = (page.json.data as { records: { id: number }[] }).records.map((c) => c.id);
    for (let k = 0; k < ids.length; k += 1000)
      await post('/api/v1/web/crm/customer/delete', { ids: ids.slice(k, k + 1000) });
  }
  const bad = [
    ...rows.slice(0, ROWS - 1),
    { ...rows[ROWS - 1], phone: rows[0]?.phone } as (typeof rows)[number],
  ];
  const refused = await post('/api/v1/web/crm/customer/import', { rows: bad });
  const refusedData = refused.json.data as { imported: number; errors: unknown[] };
  if (refusedData.imported !== 0 || refusedData.errors.length !== 1)
    throw new Error('the bad file should import nothing');
  const sorted = [...times].sort((a, b) => a - b);
  console.log('| scenario | runs | median | max |');
  console.log('|---|---:|---:|---:|');
  console.log(
    `| import 10,000 rows (checked, one transaction) | ${runs} | ${Math.round(sorted[Math.floor(runs / 2)] as number)} ms | ${Math.round(sorted.at(-1) as number)} ms |`,
  );
  console.log(
    `| 10,000 rows, one duplicate phone → nothing imported | 1 | ${Math.round(refused.ms)} ms | — |`,
  );
  console.log('');
  reportResult({
    what: 'Customer import, 10,000 rows checked and inserted in one transaction (sandbox side)',
    target: '—',
    figure: `median ${Math.round(sorted[Math.floor(runs / 2)] as number)} ms (${runs} runs)`,
    backend: 'PGlite',
  });
} finally {
  await sandbox.stop();
}
