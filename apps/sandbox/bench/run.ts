/**
 * `pnpm --filter @agrimap/sandbox bench [-- --duration 10 --connections 10]`
 *
 * Device-list throughput and latency of the sandbox under load (autocannon on loopback): the
 * first page of all devices and a filtered page (name + organisation + status), on PGlite
 * (in memory) and — when DATABASE_URL is set — on PostgreSQL. Prints a markdown table.
 */
import autocannon from 'autocannon';
import { startSandbox } from '../src/index';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const duration = arg('duration', 10);
const connections = arg('connections', 10);

const SCENARIOS = [
  { name: 'all devices, page 1', body: { page: 1, pageSize: 10, status: -1 } },
  {
    name: 'filtered (name + unit + status)',
    body: { deviceName: '农资', organization: '门店', status: 1, page: 2, pageSize: 10 },
  },
];

interface Row {
  backend: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

async function benchBackend(
  backend: string,
  options: { dataDir?: string; databaseUrl?: string },
): Promise<Row[]> {
  const sandbox = await startSandbox({ ...options, quiet: true });
  const rows: Row[] = [];
  try {
    const headers = { 'Content-Type': 'application/json', Appid: 'agrimap-web', client: '3' };
    const login = await fetch(`${sandbox.url}/account/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    for (const s of SCENARIOS) {
      const common = {
        url: `${sandbox.url}/base/api/v1/camera/listDevice`,
        method: 'POST',
        headers: { ...headers, Authorization: token },
        body: JSON.stringify(s.body),
      };
      await autocannon({ ...common, connections, duration: 1 }); // warm-up
      // The load generator runs in a worker thread, off the sandbox's event loop.
      const r = await autocannon({ ...common, connections, duration, workers: 1 });
      rows.push({
        backend,
        scenario: s.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        failures: r.errors + r.timeouts + r.non2xx,
      });
    }
  } finally {
    await sandbox.stop();
  }
  return rows;
}

const rows = await benchBackend('PGlite (in memory)', { dataDir: 'memory://' });
const databaseUrl = process.env.DATABASE_URL;
let pgNote = '';
if (databaseUrl) rows.push(...(await benchBackend('PostgreSQL', { databaseUrl })));
else pgNote = 'PostgreSQL not available (set DATABASE_URL to compare).';

console.log(
  `\n### POST /base/api/v1/camera/listDevice — ${duration} s, ${connections} connections, loopback\n`,
);
console.log('| backend | scenario | req/s | p50 (ms) | p99 (ms) | requests | failures |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.backend} | ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failures} |`,
  );
if (pgNote) console.log(`\n${pgNote}`);
