import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Sandbox, startSandbox } from '@agrimap/sandbox';
import { render, SERVERS, standaloneConf, upstreamVar } from '../../../deploy/render.mjs';
import { ensureNginxInstalled, startNginx } from '../../../scripts/ensure-nginx.mjs';
import { startPostgres } from '../../../scripts/ensure-postgres.mjs';
import { freePort } from '../../../scripts/lib.mjs';
import { assertBuilt, webRoot } from '../e2e/fixtures';

/*
 * The deployment under test, as docs/deploy.md builds it: nginx (a foreground child with its own
 * prefix, pid and temp paths under a temp directory — never the system service) serves the built
 * app from the site rendered by deploy/render.mjs and proxies each server prefix to its upstream.
 *
 * The upstreams are two sandbox instances sharing one private PostgreSQL (scripts/ensure-postgres.mjs):
 * instance A answers /account and /system, instance B /base, /shop, /area and /map. They share the
 * database because a session signed in on the account server must be valid on every other server,
 * as it is in production (two PGlite directories would hold two session tables). B starts after A
 * has migrated and seeded, so it finds a ready database. Both believe the proxy's forwarded headers
 * (trustProxy 127.0.0.1), so the map styles name nginx's origin.
 *
 * Workers read DEPLOY_URL (nginx) and DEPLOY_DIRECT_URL (instance A, for comparing headers).
 */
export const SPLIT: Record<string, 'A' | 'B'> = {
  account: 'A',
  system: 'A',
  base: 'B',
  shop: 'B',
  area: 'B',
  map: 'B',
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  ensureNginxInstalled(); // fails with what to do when nginx is missing and cannot be installed
  const stops: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (err) {
        console.error(`[deploy] teardown: ${(err as Error).message}`);
      }
    }
  };
  try {
    const pg = await startPostgres({ database: 'agrimap_deploy' });
    stops.push(() => pg.stop());
    const sandboxes: Record<'A' | 'B', Sandbox | undefined> = { A: undefined, B: undefined };
    for (const name of ['A', 'B'] as const) {
      const sandbox = await startSandbox({
        host: '127.0.0.1',
        port: 0,
        databaseUrl: pg.url,
        quiet: true,
        trustProxy: '127.0.0.1',
        webConfig: {},
      });
      stops.push(() => sandbox.stop());
      sandboxes[name] = sandbox;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-nginx-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    chmodSync(dir, 0o755); // nginx's workers (nobody, when run as root) read config.js from here
    const port = await freePort();
    const env: Record<string, string> = {
      AGRIMAP_WEB_ROOT: webRoot,
      AGRIMAP_LISTEN: `127.0.0.1:${port}`,
      AGRIMAP_SERVER_NAME: 'localhost',
    };
    for (const { name, prefix } of SERVERS) {
      const upstream = sandboxes[SPLIT[name] ?? 'A'];
      if (!upstream) throw new Error(`no sandbox for the ${name} server`);
      env[upstreamVar(name)] = `${upstream.url}${prefix}`;
    }
    const { site, config } = render(env, { configJs: path.join(dir, 'config.js') });
    mkdirSync(path.join(dir, 'tmp'));
    writeFileSync(path.join(dir, 'agrimap.conf'), site);
    writeFileSync(path.join(dir, 'config.js'), config);
    writeFileSync(path.join(dir, 'nginx.conf'), standaloneConf(dir));
    const url = `http://127.0.0.1:${port}`;
    const nginx = await startNginx(dir, `${url}/index.html`);
    stops.push(() => nginx.stop());
    process.env.DEPLOY_URL = url;
    process.env.DEPLOY_DIRECT_URL = sandboxes.A?.url;
    console.log(`[deploy] nginx ${url} (pid ${nginx.pid}) → A ${sandboxes.A?.url}, B ${sandboxes.B?.url}`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
