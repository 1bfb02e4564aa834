// Starts `prism mock` for each OpenAPI document on loopback ports, waits until each answers,
// and stops them all cleanly (process group kill, no leftovers).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const SERVERS = ['account', 'system', 'base', 'shop', 'area', 'map'];
const require = createRequire(import.meta.url);
const PRISM_BIN = path.join(
  path.dirname(require.resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited early (code ${child.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`prism did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts one Prism mock per server.
 * @param {{ servers?: string[], basePort?: number, mode?: 'mock' | 'proxy', upstream?: string, errors?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<{ urls: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startPrism(options = {}) {
  const servers = options.servers ?? SERVERS;
  const basePort = options.basePort ?? 4010;
  const children = [];
  const urls = {};
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              resolve();
            }
            setTimeout(() => {
              try {
                process.kill(-child.pid, 'SIGKILL');
              } catch {}
            }, 3000).unref();
          }),
      ),
    );
  };
  try {
    await Promise.all(
      servers.map(async (server, i) => {
        const port = basePort + i;
        const spec = path.join(ROOT, 'openapi', `${server}.yaml`);
        const args =
          options.mode === 'proxy'
            ? [PRISM_BIN, 'proxy', spec, options.upstream, '-h', '127.0.0.1', '-p', String(port), '--errors']
            : [
                PRISM_BIN,
                'mock',
                spec,
                '-h',
                '127.0.0.1',
                '-p',
                String(port),
                ...(options.errors === false ? [] : ['--errors']),
              ];
        const child = spawn(process.execPath, args, {
          detached: true,
          stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
        });
        children.push(child);
        urls[server] = `http://127.0.0.1:${port}`;
        await waitUntilUp(urls[server], child, 60_000);
      }),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { urls, stop };
}
