/**
 * `pnpm start` (scripts/start.mjs, without the builds) serves a working login with the documented
 * accounts on a fresh data directory and stops cleanly on Ctrl-C; `sandbox:reset` (the CLI's reset)
 * restores the seed in that directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../src/index';
import { login, platformHeaders } from './helpers';

const sandboxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(sandboxDir, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a process and resolves with its output once `ready` matches (rejects if it exits first). */
function startProcess(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, ready: RegExp) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before ready:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, started, exited, output: () => output };
}

function runToEnd(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  const p = startProcess(cmd, args, env, cwd, /$^/);
  p.started.catch(() => undefined);
  return p.exited.then((code) => ({ code, output: p.output() }));
}

async function updateDevice(url: string, token: string, lon: number) {
  const res = await fetch(`${url}/base/api/v1/camera/updateDevice`, {
    method: 'POST',
    headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceId: '43010400001', lon, lat: 28.2, qhdm: '430104', qhmc: '岳麓区' }),
  });
  return (await res.json()) as { code: number };
}

async function deviceLon(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/base/api/v1/camera/getDeviceInfo?number=43010400001`, {
    headers: platformHeaders(token),
  });
  return ((await res.json()) as { data: { lon: number } }).data.lon;
}

describe('pnpm start and sandbox:reset', () => {
  let dataDir: string;
  let running: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-sandbox-cli-'));
  });

  afterAll(() => {
    if (running && running.exitCode === null) running.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a login that works with the documented accounts, keeps edits, and stops on Ctrl-C', async () => {
    const port = await freePort();
    const start = startProcess(
      'node',
      ['scripts/start.mjs', '--no-build'],
      { PORT: String(port), SANDBOX_DATA_DIR: dataDir },
      repoRoot,
      /Ctrl-C/,
    );
    running = start.child;
    const output = await start.started;
    const url = `http://127.0.0.1:${port}`;
    expect(output).toContain(`${url}/`);
    expect(output).toContain('admin / Admin@123');
    expect(output).toContain('operator / Operator@123');
    const token = await login(url, { username: 'admin', password: 'Admin@123' });
    await expect(login(url, { username: 'operator', password: 'Operator@123' })).resolves.toBeTruthy();
    expect((await updateDevice(url, token, 112.5)).code).toBe(200);
    start.child.kill('SIGINT');
    expect(await start.exited).toBe(0);

    // The reset CLI restores the seed in the data directory.
    const reset = await runToEnd(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'reset', '--data-dir', dataDir],
      {},
      sandboxDir,
    );
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain('已恢复种子数据');

    const again = await startSandbox({ dataDir, quiet: true });
    try {
      expect(await deviceLon(again.url, await login(again.url))).toBe(112.8857);
    } finally {
      await again.stop();
    }
    // A hang guard: three sandbox processes one after another took 174 s beside the browsers.
  }, 600_000);
});
