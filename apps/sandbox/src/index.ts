/**
 * @agrimap/sandbox — a stateful reference backend serving every operation of openapi/ on one
 * origin (prefixes /account, /system, /base, /shop, /area/api/v1, /map), backed by PGlite or
 * PostgreSQL. Test hooks under /__sandbox exist only when the test harness asks for them
 * (`testHooks: true`), and then only for loopback clients.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from './context';
import type { Db } from './db/adapter';
import { openDatabase } from './db/open';
import { FaultRegistry } from './faults';
import { type TrustProxy, trustProxyFromEnv } from './http-headers';
import { DEFAULT_JOB_INTERVAL_MS, type JobRunner, startJobs } from './jobs';
import { RequestMetrics } from './metrics';
import { buildServer } from './server';
import { type LoadedSpec, loadSpec } from './spec/load';
import { createValidators, type SpecValidators } from './spec/validate';
import { type WebConfig, webConfigFromEnv } from './web-config';

export { contentSecurityPolicy, securityHeaders } from './http-headers';
export { demoFromEnv } from './seed/demo/index';
export { ACCOUNTS } from './seed/org';

/** apps/sandbox/data — the default PGlite data directory (gitignored). */
export const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

export interface SandboxOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** PGlite data directory, or `memory://` for an in-memory database. Default apps/sandbox/data. */
  dataDir?: string;
  /** PostgreSQL connection string; when given, PGlite is not used. */
  databaseUrl?: string;
  /** Connections of this instance's PostgreSQL pool; default `DATABASE_POOL_SIZE`, else 10. */
  databasePoolSize?: number;
  /**
   * Load the demo province (seed/demo: ~200 suppliers, ~2,000 customers, 12 months of business)
   * over the seed when the database is new. Default false (tests count the base seed's rows);
   * `pnpm start` turns it on unless AGRIMAP_DEMO=0.
   */
  demo?: boolean;
  /** Built web app, served at / with SPA fallback. */
  webRoot?: string;
  /** Runtime configuration of the web app (`/config.js`); default: from the environment. */
  webConfig?: WebConfig;
  /** Check every response against the spec (mismatch → HTTP 500 naming operation and field). */
  validateResponses?: boolean;
  /** No request logging. */
  quiet?: boolean;
  /**
   * Serve the test hooks (`/__sandbox/*`: reset, provider states, sessions, clock, faults) and honour
   * the `x-sandbox-fault` header — for test harnesses only, and only to loopback clients. Off by
   * default: `pnpm start` never turns it on (the hooks hand out administrator sessions).
   */
  testHooks?: boolean;
  /**
   * Proxies whose `X-Forwarded-Host` / `-Proto` / `-For` are believed (Fastify's `trustProxy`:
   * `true` for every hop, or proxy addresses / CIDRs); default: from `TRUST_PROXY`, else none.
   */
  trustProxy?: TrustProxy;
  /** Where the request log goes (default standard output). */
  logStream?: NodeJS.WritableStream;
  /**
   * How often the timed jobs (group offers past their deadline, src/jobs.ts) look for due work,
   * in milliseconds; 0 turns the timer off. Default 30 s.
   */
  jobIntervalMs?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  /** The timed jobs of this instance (`runOnce` does the due work now). */
  jobs: JobRunner;
  stop(): Promise<void>;
}

let specMemo: { spec: LoadedSpec; validators: SpecValidators } | undefined;

/** The documents and their validators, loaded once per process (they are read-only). */
export function specAndValidators(): { spec: LoadedSpec; validators: SpecValidators } {
  if (!specMemo) {
    const spec = loadSpec();
    specMemo = { spec, validators: createValidators(spec) };
  }
  return specMemo;
}

/** A server's context over `db`: the spec and its validators, no faults, the real clock (tests move it). */
export function newAppContext(
  db: Db,
  { spec, validators }: { spec: LoadedSpec; validators: SpecValidators },
): AppContext {
  const clock = { offsetMs: 0 };
  return {
    db,
    spec,
    validators,
    faults: new FaultRegistry(),
    cache: new Map(),
    now: () => new Date(Date.now() + clock.offsetMs),
    clock,
    metrics: new RequestMetrics(),
  };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const trustProxy = options.trustProxy ?? trustProxyFromEnv();
  const { spec, validators } = specAndValidators();
  const db = await openDatabase({
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    databaseUrl: options.databaseUrl,
    ...(options.databasePoolSize !== undefined ? { poolSize: options.databasePoolSize } : {}),
    demo: options.demo ?? false,
  });
  const app = newAppContext(db, { spec, validators });
  let server: Awaited<ReturnType<typeof buildServer>>;
  try {
    server = await buildServer(app, {
      ...(options.webRoot !== undefined ? { webRoot: options.webRoot } : {}),
      webConfig: options.webConfig ?? webConfigFromEnv(),
      validateResponses: options.validateResponses ?? false,
      quiet: options.quiet ?? false,
      testHooks: options.testHooks ?? false,
      trustProxy,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await server.listen({ host, port: options.port ?? 0 });
  } catch (err) {
    await db.close();
    throw err;
  }
  const jobs = startJobs(app, options.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    jobs,
    stop() {
      stopped ??= (async () => {
        await jobs.stop();
        await server.close();
        await db.close();
      })();
      return stopped;
    },
  };
}
