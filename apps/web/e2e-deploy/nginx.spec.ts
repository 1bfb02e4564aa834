// The deployment journey: the built app behind the nginx site rendered from deploy/ (global-setup.ts:
// nginx in front of two sandbox instances on one PostgreSQL). Sign in, a list, the map — and what
// nginx itself owes the app: the security headers, caching, gzip and the History-API fallback.
import { expect, test } from '@playwright/test';
import { smoke } from '../../../deploy/smoke.mjs';
import { SCREEN } from '../e2e/helpers/devices';
import { submitLogin } from '../e2e/support';

const url = () => {
  const u = process.env.DEPLOY_URL;
  if (!u) throw new Error('DEPLOY_URL is not set: run with playwright.deploy.config.ts');
  return u;
};

test.use({ baseURL: process.env.DEPLOY_URL });
test.describe.configure({ timeout: 240_000 });

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy'] as const;

test('nginx serves the app with the sandbox’s security headers, caching and the History-API fallback', async ({
  request,
}) => {
  const direct = process.env.DEPLOY_DIRECT_URL as string;
  const expected = (await request.get(`${direct}/account/unknown`)).headers();
  const index = await request.get(`${url()}/yxzcxt/index/role`, { headers: { 'accept-encoding': 'gzip' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset, 'the page names its hashed entry chunk').toBeTruthy();
  const js = await request.get(`${url()}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toBe('gzip');
  const config = await request.get(`${url()}/config.js`);
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(await config.text()).toBe('window.__AGRIMAP_CONFIG__ = {};\n');
  expect((await request.get(`${url()}/assets/missing-0000.js`)).status()).toBe(404);
  const api = await request.post(`${url()}/base/api/v1/camera/listDevice`, { data: {} });
  for (const res of [index, js, config, api]) {
    for (const name of SECURITY) expect(res.headers()[name], name).toBe(expected[name]);
  }
});

test('the smoke check of docs/deploy.md passes on this deployment and fails on a server alone', async () => {
  const results = await smoke(url(), { user: 'admin', password: 'Admin@123' });
  expect(results.filter((r) => !r.ok)).toEqual([]);
  expect(results.length).toBeGreaterThanOrEqual(16);
  // Sandbox A without nginx: no app, no caching rules — the check must say so.
  const direct = await smoke(process.env.DEPLOY_DIRECT_URL as string);
  const failed = direct.filter((r) => !r.ok).map((r) => r.name);
  expect(failed).toContain('app route answers index.html');
  expect(failed).toContain('config.js not stored');
});

test('sign in, a list and the map through nginx (account and system on one sandbox, the rest on another)', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const hosts = new Set<string>();
  const prefixes = new Set<string>();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.protocol.startsWith('http')) {
      hosts.add(u.host);
      prefixes.add(u.pathname.split('/')[1] ?? '');
    }
  });

  // Sign in (account server, instance A) straight into the device list (base server, instance B).
  await page.goto(`/login?redirect=${encodeURIComponent(SCREEN)}`);
  const listed = page.waitForResponse((r) => r.url().includes('/base/api/v1/camera/listDevice'));
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === SCREEN);
  expect((await listed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
  await expect(page.locator('.device-table tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByText(/共查询到 \d+ 条记录/)).toBeVisible();

  // A reload of an app route is the History-API fallback: the session survives, the list is back.
  await page.reload();
  await expect(page.locator('.device-table tbody tr.ant-table-row').first()).toBeVisible();

  // The map (map server, instance B): the style and data come through nginx and it draws.
  await page.goto('/main_map');
  await expect(page.locator('.map-workbench[data-ready="true"]')).toBeVisible({ timeout: 60_000 });

  expect([...hosts]).toEqual([new URL(url()).host]);
  for (const p of ['account', 'base', 'map', 'assets', 'config.js']) expect([...prefixes]).toContain(p);
  expect(violations).toEqual([]);
});
