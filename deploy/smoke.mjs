#!/usr/bin/env node
// Smoke check of a deployment (docs/deploy.md): `node deploy/smoke.mjs URL [--user NAME --password PW]`.
//
// Checks what nginx owes the app — the page on an app route (History-API fallback) with the security
// headers and no caching, `/config.js` uncached, a hashed asset cached for a year and gzipped — and
// that each server prefix reaches its upstream: a call without a session must come back as the
// server's JSON answer, not as nginx's own error page (502 / 504 / 404 HTML). With --user and
// --password it signs in on the account server and calls one operation of the base server with
// that session (a session from one server must be valid on the others). Prints one line per check;
// exits 1 when any fails.
import { parseArgs } from 'node:util';

const HEADERS = { Appid: 'agrimap-web', client: '3', 'content-type': 'application/json' };

/** One call per server that needs a session: without one, the server answers with its JSON. */
const PROBES = [
  { server: 'account', method: 'POST', path: '/account/api/v1/menu/tree/list', body: {} },
  { server: 'system', method: 'GET', path: '/system/api/v1/dic/treeList' },
  { server: 'base', method: 'POST', path: '/base/api/v1/camera/listDevice', body: {} },
  { server: 'shop', method: 'GET', path: '/shop/api/v1/web/sp/supplier/detail?id=1' },
  { server: 'area', method: 'GET', path: '/area/api/v1/areaImage/getDeviceInfo?deviceCode=x' },
  { server: 'map', method: 'GET', path: '/map/styles/v1/agrimap' },
];

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

export async function smoke(base, { user, password } = {}) {
  const origin = base.replace(/\/+$/, '');
  const results = [];
  const check = (name, ok, detail = '') => results.push({ name, ok: Boolean(ok), detail });

  const page = await fetch(`${origin}/main_map`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  check(
    'app route answers index.html',
    page.status === 200 && html.includes('id="root"'),
    `HTTP ${page.status}`,
  );
  check(
    'index.html not cached',
    page.headers.get('cache-control') === 'no-cache',
    page.headers.get('cache-control'),
  );
  for (const h of SECURITY) check(`page header ${h}`, page.headers.get(h), page.headers.get(h) ?? 'missing');

  const config = await fetch(`${origin}/config.js`);
  const configText = await config.text();
  check(
    'config.js sets __AGRIMAP_CONFIG__',
    config.status === 200 && configText.startsWith('window.__AGRIMAP_CONFIG__ = '),
    configText.trim(),
  );
  check(
    'config.js not stored',
    config.headers.get('cache-control') === 'no-store',
    config.headers.get('cache-control'),
  );

  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (asset) {
    const js = await fetch(`${origin}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    await js.arrayBuffer();
    check(
      'hashed asset cached a year',
      js.status === 200 && /max-age=31536000/.test(js.headers.get('cache-control') ?? ''),
      `${asset}: HTTP ${js.status}, ${js.headers.get('cache-control')}`,
    );
    check(
      'hashed asset gzipped',
      js.headers.get('content-encoding') === 'gzip',
      js.headers.get('content-encoding') ?? 'none',
    );
  } else {
    check('page names its entry chunk', false, 'no /assets/*.js in index.html');
  }

  for (const p of PROBES) {
    let detail;
    let ok = false;
    try {
      const res = await fetch(`${origin}${p.path}`, {
        method: p.method,
        headers: HEADERS,
        body: p.body ? JSON.stringify(p.body) : undefined,
      });
      const type = res.headers.get('content-type') ?? '';
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      ok = type.includes('json') && json !== undefined;
      detail = `HTTP ${res.status}${json && typeof json.code === 'number' ? `, code ${json.code}` : ''}${ok ? '' : `, ${type}`}`;
    } catch (err) {
      detail = err.message;
    }
    check(`${p.server} server reached (${p.path.split('?')[0]})`, ok, detail);
  }

  if (user && password) {
    const login = await fetch(`${origin}/account/api/auth/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ username: user, password }),
    });
    const body = await login.json().catch(() => ({}));
    const token = body?.data?.token;
    check('sign in on the account server', body.code === 200 && token, `code ${body.code} ${body.msg ?? ''}`);
    if (token) {
      const res = await fetch(`${origin}/base/api/v1/camera/listDevice`, {
        method: 'POST',
        headers: { ...HEADERS, Authorization: token },
        body: JSON.stringify({ page: 1, pageSize: 1 }),
      });
      const list = await res.json().catch(() => ({}));
      check('that session on the base server', list.code === 200, `code ${list.code} ${list.msg ?? ''}`);
    }
  }
  return results;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { user: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: true,
  });
  const url = positionals[0];
  if (!url) {
    console.error('usage: node deploy/smoke.mjs URL [--user NAME --password PW]');
    return 2;
  }
  const results = await smoke(url, values);
  for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name}${r.detail ? `  (${r.detail})` : ''}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    failed ? `\n${failed} of ${results.length} checks failed.` : `\nAll ${results.length} checks passed.`,
  );
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
