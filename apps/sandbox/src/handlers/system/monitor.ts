/** Server monitoring (系统监控): CPU, memory, uptime, runtime, database, requests of the last minute. */
import os from 'node:os';
import { formatDateTime } from '../../util/time';
import { type OpHandler, ok, typedHandlers } from '../types';
import type { SystemSchema } from './shared';

interface CpuSample {
  at: number;
  idle: number;
  total: number;
  process: number;
}

function cpuSample(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const c of os.cpus()) {
    idle += c.times.idle;
    total += c.times.idle + c.times.user + c.times.nice + c.times.sys + c.times.irq;
  }
  const u = process.cpuUsage();
  return { at: performance.now(), idle, total, process: (u.user + u.system) / 1000 };
}

let lastSample: CpuSample | undefined;

/** CPU usage since the previous call (the first call samples over 200 ms). */
async function cpuUsage(): Promise<{ usage: number; processUsage: number }> {
  let prev = lastSample;
  if (!prev || performance.now() - prev.at < 100) {
    prev = cpuSample();
    await new Promise((r) => setTimeout(r, 200));
  }
  const now = cpuSample();
  lastSample = now;
  const total = now.total - prev.total;
  const usage = total > 0 ? (1 - (now.idle - prev.idle) / total) * 100 : 0;
  const wall = now.at - prev.at;
  const processUsage = wall > 0 ? ((now.process - prev.process) / wall) * 100 : 0;
  const r = (v: number) => Math.round(Math.max(0, v) * 10) / 10;
  return { usage: Math.min(100, r(usage)), processUsage: r(processUsage) };
}

const monitorServer: OpHandler<'monitorServer'> = async (ctx) => {
  const [cpu, db] = await Promise.all([
    cpuUsage(),
    ctx.db.query<{ size: number; version: string }>(
      'select pg_database_size(current_database())::float8 as size, version() as version',
    ),
  ]);
  const mem = process.memoryUsage();
  const cpus = os.cpus();
  const version = String(db[0]?.version ?? '').match(/PostgreSQL [\d.]+/)?.[0] ?? 'PostgreSQL';
  const status: SystemSchema<'ServerStatus'> = {
    time: formatDateTime(ctx.app.now()),
    cpu: {
      cores: cpus.length || 1,
      model: cpus[0]?.model.trim() ?? 'unknown',
      ...cpu,
      loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    },
    memory: {
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      systemTotal: os.totalmem(),
      systemFree: os.freemem(),
    },
    uptime: { process: Math.round(process.uptime()), system: Math.round(os.uptime()) },
    runtime: { name: 'Node.js', version: process.version, platform: process.platform, arch: process.arch },
    database: {
      kind: ctx.db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      version: ctx.db.kind === 'pglite' ? `PGlite (${version})` : version,
      size: Math.round(Number(db[0]?.size ?? 0)),
    },
    requests: ctx.app.metrics.figures(),
  };
  return ok(status);
};

export const MONITOR_HANDLERS = typedHandlers({ monitorServer });
