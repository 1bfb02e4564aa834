// Debian's nginx for the deployment test (apps/web/e2e-deploy): installed with apt-get when it is
// missing and we run as root (like scripts/ensure-postgres.mjs for PostgreSQL); otherwise a clear
// message. `startNginx(dir)` runs the standalone configuration that deploy/render.mjs --standalone
// wrote into `dir` as a foreground child (`daemon off`, its own pid, logs and temp paths under
// `dir`): never the system service.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The nginx binary, installed with apt-get when missing and running as root. */
export function ensureNginxInstalled() {
  if (existsSync(NGINX)) return NGINX;
  if (!isRoot() || process.env.NGINX_PATH) {
    throw new Error(
      `nginx was not found at ${NGINX}. Install Debian's package first (as root: apt-get install -y nginx-light)` +
        ' or point NGINX_PATH at an nginx binary.',
    );
  }
  console.error('[nginx] installing nginx-light with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
      env,
    });
  if (install().status !== 0) {
    if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) {
      throw new Error('apt-get update failed');
    }
    if (install().status !== 0) throw new Error('apt-get install -y nginx-light failed');
  }
  if (!existsSync(NGINX)) throw new Error(`nginx-light was installed but ${NGINX} is missing`);
  return NGINX;
}

/**
 * Starts nginx on `dir`/nginx.conf in the foreground and waits until `url` answers. Returns
 * `stop()`, which ends that process (and its worker) and waits for it.
 */
export async function startNginx(dir, url, timeoutMs = 20_000) {
  const bin = ensureNginxInstalled();
  const conf = path.join(dir, 'nginx.conf');
  const test = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${test.stderr}`);
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  exit.then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGQUIT'); // graceful: the master stops its workers
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      const log = existsSync(path.join(dir, 'error.log'))
        ? readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx exited at start:\n${log}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return { pid: child.pid, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer at ${url} within ${timeoutMs} ms`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
