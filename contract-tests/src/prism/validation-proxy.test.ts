// Stage 3 (with the Prism mocks): Prism as a validation proxy in front of a server, the tool behind
// `pnpm contracts:proxy`. The upstream here is a scripted loopback server whose answers are chosen
// per test — one valid, one missing a required field — so the proxy's reports can be checked.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../prism.mjs';
import { allServersAt, webClient } from '../sdk-client';
import { CONTRACTS_DIR } from '../servers';
import { startValidationProxy } from '../validation-proxy.mjs';

const DEVICE_PAGE = {
  code: 200,
  msg: '查询成功',
  data: {
    total: 1,
    records: [{ code: '43010400001', name: '岳麓区麓谷农资门店-枪机01', type: 2, status: 1 }],
  },
};
/** flushCamera's data must have `added` and `updated`; this answer drops `updated`. */
const FLUSH_WITHOUT_UPDATED = { code: 200, msg: '同步成功', data: { added: 3 } };

let upstream: http.Server;
let upstreamUrl: string;
const upstreamSaw: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    upstreamSaw.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (req.url?.startsWith('/base/api/v1/camera/listDevice')) res.end(JSON.stringify(DEVICE_PAGE));
    else if (req.url?.startsWith('/base/api/v1/camera/flush')) res.end(JSON.stringify(FLUSH_WITHOUT_UPDATED));
    else {
      res.statusCode = 404;
      res.end(JSON.stringify({ code: 404, msg: 'not found' }));
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/base`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('validation proxy', () => {
  it('passes traffic through, reporting responses and requests that break the spec', async () => {
    const proxy = await startValidationProxy({ server: 'base', upstream: upstreamUrl });
    try {
      const api = webClient({ baseUrls: allServersAt(proxy.url), token: 'proxy-session-token' });
      const page = await api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } });
      expect(page.data).toEqual(DEVICE_PAGE);
      const flush = await api.base.GET('/api/v1/camera/flush');
      expect(flush.data).toEqual(FLUSH_WITHOUT_UPDATED); // forwarded unchanged, not blocked
      const bad = await api.base.POST('/api/v1/camera/listDevice', { body: { pageSize: 10 } as never });
      expect(bad.response.status).toBe(200); // still forwarded

      expect(upstreamSaw).toContain('GET /base/api/v1/camera/flush');
      const [ok, flushed, invalid] = proxy.exchanges;
      expect(ok?.violations).toEqual([]);
      expect(flushed?.violations).toEqual([
        expect.objectContaining({
          location: ['response', 'body', 'data'],
          message: expect.stringContaining("required property 'updated'"),
        }),
      ]);
      expect(
        invalid?.violations.some((v) => v.location?.[0] === 'request' && /page/.test(v.message ?? '')),
      ).toBe(true);
    } finally {
      await proxy.stop();
    }
  });

  it('`pnpm contracts:proxy` prints each violation and exits 1 after Ctrl-C when something broke the spec', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn(
      process.execPath,
      [
        path.join(CONTRACTS_DIR, 'src', 'proxy-cli.mjs'),
        '--provider',
        'agrimap-base',
        '--upstream',
        upstreamUrl,
        '--port',
        String(port),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (d) => {
      output += String(d);
    });
    child.stderr?.on('data', (d) => {
      output += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes(`http://127.0.0.1:${port}`)) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`proxy did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const api = webClient({
        baseUrls: allServersAt(`http://127.0.0.1:${port}`),
        token: 'proxy-session-token',
      });
      await api.base.GET('/api/v1/camera/flush');
      await new Promise((r) => setTimeout(r, 200));
      child.kill('SIGINT');
      expect(await exited).toBe(1);
      expect(output).toContain('✖ 200 GET /api/v1/camera/flush');
      expect(output).toContain("required property 'updated'");
      expect(output).toContain('1 exchange(s), 1 breaking the spec');
    } finally {
      if (child.exitCode === null) {
        // SIGINT lets the CLI stop its Prism child; SIGKILL only if it hangs.
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    }
  });
});
