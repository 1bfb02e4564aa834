/**
 * HTTP hardening of the served app and API: the security headers on every kind of response, the
 * CSP built from the web configuration (both map engines), and `X-Forwarded-*` believed only from
 * a configured proxy (`TRUST_PROXY`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  mapSources,
  securityHeaders,
  trustProxyFromEnv,
  VIDEO_PLUGIN_SOCKETS,
} from '../src/http-headers';
import type { Sandbox } from '../src/index';
import { login, platformHeaders, startTestSandbox } from './helpers';

/** The directives of a policy: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Every string of a JSON document that looks like a URL (absolute or root-relative). */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:)?\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

const STYLE = '/map/styles/v1/agrimap/hunan-base';

describe('the Content-Security-Policy of a web configuration', () => {
  it.each([
    ['default (3857, maplibre)', {}],
    ['3857', { mapEpsg: 3857 }],
    ['4490 (OpenLayers)', { mapEpsg: 4490 }],
    ['4326 (OpenLayers)', { mapEpsg: 4326 }],
  ])('%s: scripts only from self, no plugins, no framing, the map sources allowed', (_name, config) => {
    const d = directives(contentSecurityPolicy(config));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const img = d.get('img-src') ?? [];
    const connect = d.get('connect-src') ?? [];
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    for (const source of mapSources(config)) {
      expect(img).toContain(source);
      expect(connect).toContain(source);
    }
    expect(connect).toEqual(expect.arrayContaining(["'self'", ...VIDEO_PLUGIN_SOCKETS]));
    // Nothing else may reach the network: no wildcard, no other scheme or host.
    expect(
      [...img, ...connect].filter(
        (s) => s === '*' || /^(https?|wss?):(?!\/\/127\.0\.0\.1:800[0-4]$)/.test(s),
      ),
    ).toEqual([]);
  });

  it('lists the five ports of the video plugin one by one (a source cannot name a port range)', () => {
    expect(VIDEO_PLUGIN_SOCKETS).toEqual([
      'ws://127.0.0.1:8000',
      'ws://127.0.0.1:8001',
      'ws://127.0.0.1:8002',
      'ws://127.0.0.1:8003',
      'ws://127.0.0.1:8004',
    ]);
  });

  it('comes with nosniff and the same-origin referrer policy', () => {
    expect(securityHeaders({ mapEpsg: 4490 })).toEqual({
      'content-security-policy': contentSecurityPolicy({ mapEpsg: 4490 }),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
  });
});

describe('TRUST_PROXY (Fastify trustProxy semantics)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['127.0.0.1', '127.0.0.1'],
    [' 10.0.0.0/8 , loopback ', '10.0.0.0/8,loopback'],
  ])('%j → %j', (raw, want) => {
    expect(trustProxyFromEnv(raw === undefined ? {} : { TRUST_PROXY: raw })).toEqual(want);
  });

  it('refuses a hop count (Fastify no longer honours one: it would trust nothing, silently)', () => {
    expect(() => trustProxyFromEnv({ TRUST_PROXY: '2' })).toThrow(/hop counts are not supported/);
  });
});

describe.each([
  ['3857 (maplibre)', 3857],
  ['4490 (OpenLayers)', 4490],
])('every response carries the headers — map on %s', { timeout: 60_000 }, (_name, mapEpsg) => {
  let sandbox: Sandbox;
  let webRoot: string;
  let token: string;
  const config = { mapEpsg };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'agrimap-headers-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><script src="/config.js"></script><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(path.join(webRoot, 'assets/app.js'), 'export {};\n');
    sandbox = await startTestSandbox({ webRoot, webConfig: config });
    token = await login(sandbox.url);
  });
  afterAll(async () => {
    await sandbox?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const expectHeaders = (res: Response, what: string) => {
    expect(res.headers.get('content-security-policy'), what).toBe(contentSecurityPolicy(config));
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('same-origin');
  };

  it('pages, static assets and /config.js', async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/index.html', 'text/html'],
      ['/main_map', 'text/html'], // SPA fallback
      ['/assets/app.js', '*/*'],
      ['/config.js', '*/*'],
    ] as const) {
      const res = await fetch(`${sandbox.url}${url}`, { headers: { accept } });
      expect(res.status, url).toBe(200);
      expectHeaders(res, url);
    }
  });

  it('API JSON, a business error, a contract violation, invalid JSON', async () => {
    const ok = await fetch(`${sandbox.url}/account/api/v1/user/detail/token`, {
      method: 'POST',
      headers: { ...platformHeaders(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ok.status).toBe(200);
    expectHeaders(ok, 'API JSON');
    const noHeaders = await fetch(`${sandbox.url}/system/api/v1/dic/list`, { method: 'POST' });
    expect(noHeaders.status).toBe(400);
    expectHeaders(noHeaders, 'missing Appid');
    const badJson = await fetch(`${sandbox.url}/account/api/auth/login`, {
      method: 'POST',
      headers: { ...platformHeaders(), 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expectHeaders(badJson, 'invalid JSON (error handler)');
  });

  it('binary map resources: a glyph range and a tile of the configured engine', async () => {
    const glyphs = await fetch(
      `${sandbox.url}/map/fonts/v1/agrimap/Noto%20Sans%20CJK%20SC%20Regular/0-255.pbf`,
    );
    expect(glyphs.status).toBe(200);
    expect(glyphs.headers.get('content-type')).toContain('application/x-protobuf');
    expectHeaders(glyphs, 'glyphs');
    const tile = await fetch(`${sandbox.url}${STYLE}/wmts/c/6/11/52`);
    expect([200, 204]).toContain(tile.status);
    expectHeaders(tile, 'grid tile');
  });

  it('404 answers: unknown API, missing asset, test hook', async () => {
    const api = await fetch(`${sandbox.url}/system/api/v1/no-such-operation`);
    expect(api.status).toBe(404);
    expectHeaders(api, 'unknown API');
    const asset = await fetch(`${sandbox.url}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(asset.status).toBe(404);
    expectHeaders(asset, 'missing asset');
    const hook = await fetch(`${sandbox.url}/__sandbox/health`);
    expectHeaders(hook, 'test hook');
  });

  it("the map's URLs all lie on the app's origin, which the policy's 'self' covers", async () => {
    const style = (await (await fetch(`${sandbox.url}${STYLE}`)).json()) as unknown;
    const urls = urlsIn(style);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url, sandbox.url).origin, url).toBe(sandbox.url);
    expect(mapSources(config)).toEqual(["'self'"]);
  });
});

describe('forwarded headers', { timeout: 60_000 }, () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const styleUrls = async (sandbox: Sandbox) => {
    const res = await fetch(`${sandbox.url}${STYLE}`, { headers: forged });
    expect(res.status).toBe(200);
    const urls = urlsIn(await res.json()).filter((u) => /^https?:/.test(u));
    expect(urls.length).toBeGreaterThan(0);
    return urls;
  };

  /** A sandbox started with `TRUST_PROXY` set to `value` (or unset) in the environment. */
  const withTrustProxyEnv = async (value: string | undefined): Promise<Sandbox> => {
    const before = process.env.TRUST_PROXY;
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    try {
      return await startTestSandbox();
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  };

  it("are ignored without TRUST_PROXY: the map style's URLs use the request's own Host", async () => {
    const sandbox = await withTrustProxyEnv(undefined);
    try {
      for (const url of await styleUrls(sandbox)) {
        expect(url).not.toContain('evil.example');
        expect(url.startsWith(`${sandbox.url}/map/`), url).toBe(true);
      }
    } finally {
      await sandbox.stop();
    }
  });

  it('are believed from a configured proxy (TRUST_PROXY=127.0.0.1, where the test connects from)', async () => {
    const sandbox = await withTrustProxyEnv('127.0.0.1');
    try {
      for (const url of await styleUrls(sandbox))
        expect(url.startsWith('https://evil.example/map/'), url).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });

  it('are not believed from a client that is not the configured proxy', async () => {
    const sandbox = await startTestSandbox({ trustProxy: '10.1.2.3' });
    try {
      for (const url of await styleUrls(sandbox))
        expect(url.startsWith(`${sandbox.url}/map/`), url).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });
});
