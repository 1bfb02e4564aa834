// Starts Prism for each OpenAPI document on loopback ports — `prism mock` (request validation,
// answers from the spec's examples) or `prism proxy` (validates requests and responses of a real
// server) — waits until each answers, and stops them all cleanly (process-group kill, no leftovers).
// Prism is given the bundled, tuple-compatible documents of bundle.mjs: Prism 5 validates with a
// pre-2020-12 JSON Schema dialect and would otherwise reject every valid coordinate tuple.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSpecs } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const SERVERS = ['account', 'system', 'base', 'shop', 'area', 'map'];
const require = createRequire(import.meta.url);
const PRISM_BIN = path.join(
  path.dirname(require.resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);
const STOP_GRACE_MS = 3000;
const LOG_TAIL_LINES = 40;

/** A free TCP port on 127.0.0.1 (the OS picks it; Prism binds it right after). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Thrown when the port was taken between `freePort()` and Prism's bind: start again elsewhere. */
class PortTaken extends Error {}

async function waitUntilUp(url, child, tail, listening, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (tail.some((line) => line.includes('EADDRINUSE'))) throw new PortTaken(url);
      throw new Error(`prism exited early (code ${child.exitCode ?? child.signalCode}):\n${tail.join('\n')}`);
    }
    // Up once Prism itself says it listens on this port — an HTTP answer alone could come from
    // another server that took the port between freePort() and Prism's bind.
    if (listening()) {
      try {
        // Any HTTP answer (Prism's 404 for an unknown route included) means it is listening.
        await fetch(url, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`prism did not answer at ${url} within ${timeoutMs} ms:\n${tail.join('\n')}`);
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // Negative pid: the whole process group Prism runs in (it was spawned detached).
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * Starts one Prism per server on 127.0.0.1.
 *
 * @param {{
 *   servers?: string[],
 *   ports?: Record<string, number>,
 *   mode?: 'mock' | 'proxy',
 *   upstreams?: Record<string, string>,
 *   errors?: boolean,
 *   quiet?: boolean,
 *   onLine?: (server: string, line: string) => void,
 *   timeoutMs?: number,
 *   specFiles?: Record<string, string>,
 * }} [options]
 *   `ports`: fixed ports per server (default: free ports). `mode: 'proxy'` needs `upstreams`
 *   (the real server's base URL per server). `errors` (default true in mock mode, false in proxy
 *   mode) turns violations into error responses. `quiet` keeps Prism's log out of the console;
 *   `onLine` receives every log line. `specFiles`: the documents to serve (default: freshly
 *   bundled tuple-compatible copies of openapi/<server>.yaml).
 * @returns {Promise<{ urls: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startPrism(options = {}) {
  const servers = options.servers ?? SERVERS;
  const unknown = servers.filter((s) => !SERVERS.includes(s));
  if (unknown.length) throw new Error(`unknown server(s): ${unknown.join(', ')}`);
  const mode = options.mode ?? 'mock';
  const specFiles =
    options.specFiles ??
    Object.fromEntries(Object.entries(await bundleSpecs(servers)).map(([s, files]) => [s, files.compat]));
  const errors = options.errors ?? mode === 'mock';
  const children = [];
  const urls = {};
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all(children.map(stopChild));
  };
  const onSignal = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  // A crashing parent must not leave Prism processes behind.
  process.once('exit', onSignal);
  const launch = async (server, port) => {
    const args = [PRISM_BIN, mode, specFiles[server]];
    if (mode === 'proxy') {
      const upstream = options.upstreams?.[server];
      if (!upstream) throw new Error(`proxy mode needs an upstream URL for ${server}`);
      args.push(upstream);
    }
    args.push('-h', '127.0.0.1', '-p', String(port));
    if (errors) args.push('--errors');
    const child = spawn(process.execPath, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    children.push(child);
    if (stopped) await stopChild(child);
    const tail = [];
    let listening = false;
    const onData = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        if (line.includes('Prism is listening on') && line.includes(`:${port}`)) listening = true;
        tail.push(line);
        if (tail.length > LOG_TAIL_LINES) tail.shift();
        options.onLine?.(server, line);
        if (!options.quiet) console.log(`[prism ${server}] ${line}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    urls[server] = `http://127.0.0.1:${port}`;
    await waitUntilUp(urls[server], child, tail, () => listening, options.timeoutMs ?? 60_000);
  };
  try {
    await Promise.all(
      servers.map(async (server) => {
        if (!specFiles[server]) throw new Error(`no document given for ${server}`);
        // A port taken by another process between freePort() and Prism's bind: try another one.
        for (let attempt = 1; ; attempt++) {
          try {
            await launch(server, options.ports?.[server] ?? (await freePort()));
            break;
          } catch (e) {
            if (!(e instanceof PortTaken) || options.ports?.[server] || attempt >= 5) throw e;
          }
        }
      }),
    );
  } catch (e) {
    await stop();
    process.removeListener('exit', onSignal);
    throw e;
  }
  return {
    urls,
    stop: async () => {
      await stop();
      process.removeListener('exit', onSignal);
    },
  };
}
