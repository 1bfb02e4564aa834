#!/usr/bin/env node
// Renders the nginx site of the built web app and its runtime configuration from the environment
// (docs/deploy.md):
//
//   node deploy/render.mjs --out DIR [--standalone]
//
// writes DIR/agrimap.conf (deploy/nginx/agrimap.conf.template filled in) and DIR/config.js (the
// `window.__AGRIMAP_CONFIG__` script the page loads before its bundle, as the sandbox serves it).
// With --standalone it also writes DIR/nginx.conf: a whole nginx configuration that includes the
// site and keeps its pid, logs and temp files under DIR — run it in the foreground with
// `nginx -p DIR -c DIR/nginx.conf` (no system service involved; the tests do this).
//
// Environment:
//   AGRIMAP_UPSTREAM_ACCOUNT, _SYSTEM, _BASE, _SHOP, _AREA, _MAP   (required) each server's base
//       URL, as the SDK's `baseUrls` name it: e.g. http://10.0.0.5:8080/base. When the URL's path
//       is the prefix the app calls (/account, /system, /base, /shop, /area/api/v1, /map), the
//       request's path goes through unchanged; otherwise the prefix is replaced by the URL's path.
//   AGRIMAP_WEB_ROOT     the built app (default apps/web/dist of this repository), made absolute
//   AGRIMAP_LISTEN       nginx `listen` (default 8080), e.g. 127.0.0.1:8080 or 443 ssl
//   AGRIMAP_SERVER_NAME  nginx `server_name` (default _)
//   AGRIMAP_MAP_EPSG     map projection of the app (SPEC §9): 3857 (default) or 4490 / 4326
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
export const TEMPLATE = path.join(here, 'nginx', 'agrimap.conf.template');

/** The servers and the path prefix the web app calls each under (sameOriginBaseUrls of @agrimap/sdk). */
export const SERVERS = [
  { name: 'account', prefix: '/account' },
  { name: 'system', prefix: '/system' },
  { name: 'base', prefix: '/base' },
  { name: 'shop', prefix: '/shop' },
  { name: 'area', prefix: '/area/api/v1' },
  { name: 'map', prefix: '/map' },
];

/** The environment variable naming a server's upstream. */
export const upstreamVar = (name) => `AGRIMAP_UPSTREAM_${name.toUpperCase()}`;

/**
 * The video-player plugin's local WebSocket ports (SPEC §7; DEFAULT_PORTS of @agrimap/video-sdk).
 * The policy below is the one apps/sandbox/src/http-headers.ts sends (`contentSecurityPolicy`);
 * the nginx journey (apps/web/e2e-deploy) compares the two headers, so a change on one side fails
 * until the other follows.
 */
const VIDEO_PLUGIN_SOCKETS = [8000, 8001, 8002, 8003, 8004].map((port) => `ws://127.0.0.1:${port}`);

/** The Content-Security-Policy of the app (the map reads `/map` of the same origin: 'self'). */
export function contentSecurityPolicy() {
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...VIDEO_PLUGIN_SOCKETS]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers every answer of the site carries: static files and the servers' answers alike. */
export function securityHeaders() {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

/** The runtime configuration from the environment (what `/config.js` of the sandbox holds). */
export function webConfig(env = process.env) {
  const raw = env.AGRIMAP_MAP_EPSG?.trim();
  if (!raw) return {};
  const epsg = Number(raw);
  if (!Number.isInteger(epsg) || ![3857, 4490, 4326].includes(epsg)) {
    throw new Error(`AGRIMAP_MAP_EPSG=${raw}: expected 3857, 4490 or 4326`);
  }
  return { mapEpsg: epsg };
}

export const configScript = (config) => `window.__AGRIMAP_CONFIG__ = ${JSON.stringify(config)};\n`;

/** Parses an upstream URL; refuses what nginx's proxy_pass would not take. */
export function parseUpstream(name, raw) {
  if (!raw) throw new Error(`${upstreamVar(name)} is not set (the ${name} server's base URL)`);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${upstreamVar(name)}=${raw}: not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${upstreamVar(name)}=${raw}: http:// or https:// expected`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`${upstreamVar(name)}=${raw}: no query, fragment or credentials`);
  }
  return url;
}

const indent = (text, spaces) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

function headerLines() {
  return Object.entries(securityHeaders())
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/** One `location` block proxying `prefix` to `url`. */
export function serverLocation({ name, prefix }, url) {
  const origin = `${url.protocol}//${url.host}`;
  const upstreamPath = url.pathname.replace(/\/+$/, '');
  // The same path: pass the request's URI as the client sent it (no re-encoding by nginx).
  // Another path: nginx replaces the location's prefix by the URL's path.
  const pass = upstreamPath === prefix ? origin : `${origin}${upstreamPath}/`;
  const hide = Object.keys(securityHeaders())
    .map((h) => `proxy_hide_header ${h};`)
    .join('\n');
  return `# ${name} server
location ${prefix}/ {
    proxy_pass ${pass};
    proxy_http_version 1.1;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Real-IP $remote_addr;${url.protocol === 'https:' ? '\n    proxy_ssl_server_name on;' : ''}
    proxy_read_timeout 120s;
    # The site's headers replace the server's own (one policy for the whole origin).
${indent(hide, 4)}
${indent(headerLines(), 4)}
}`;
}

/** The rendered site and config.js for an environment; `configJs` is where config.js will be. */
export function render(env, { configJs }) {
  const webRoot = path.resolve(env.AGRIMAP_WEB_ROOT || path.join(repo, 'apps/web/dist'));
  const listen = env.AGRIMAP_LISTEN?.trim() || '8080';
  const serverName = env.AGRIMAP_SERVER_NAME?.trim() || '_';
  for (const [key, value] of [
    ['AGRIMAP_WEB_ROOT', webRoot],
    ['AGRIMAP_LISTEN', listen],
    ['AGRIMAP_SERVER_NAME', serverName],
  ]) {
    if (/[;{}"'\n]/.test(value)) throw new Error(`${key}=${value}: no ; { } quotes or line breaks`);
  }
  const locations = SERVERS.map((s) => serverLocation(s, parseUpstream(s.name, env[upstreamVar(s.name)])));
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    WEB_ROOT: webRoot,
    CONFIG_JS: configJs,
    SECURITY_HEADERS: indent(headerLines(), 8),
    SERVER_LOCATIONS: indent(locations.join('\n\n'), 4),
  };
  const site = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`template placeholder {{${key}}} has no value`);
    return values[key];
  });
  return { site, config: configScript(webConfig(env)), webRoot };
}

/** A whole nginx configuration around the site, everything under `dir`, in the foreground. */
export function standaloneConf(dir) {
  return `# Standalone nginx for the 农资一张图 site (deploy/render.mjs --standalone): run with
#   nginx -p ${dir} -c ${dir}/nginx.conf
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { application/javascript mjs; }
    access_log ${dir}/access.log;
    sendfile on;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/agrimap.conf;
}
`;
}

function main(argv) {
  const at = argv.indexOf('--out');
  const out = at >= 0 ? argv[at + 1] : undefined;
  if (!out) {
    console.error('usage: node deploy/render.mjs --out DIR [--standalone]');
    return 2;
  }
  const dir = path.resolve(out);
  mkdirSync(dir, { recursive: true });
  const configJs = path.join(dir, 'config.js');
  let rendered;
  try {
    rendered = render(process.env, { configJs });
  } catch (err) {
    console.error(`deploy/render.mjs: ${err.message}`);
    return 1;
  }
  writeFileSync(path.join(dir, 'agrimap.conf'), rendered.site);
  writeFileSync(configJs, rendered.config);
  const written = ['agrimap.conf', 'config.js'];
  if (argv.includes('--standalone')) {
    mkdirSync(path.join(dir, 'tmp'), { recursive: true });
    writeFileSync(path.join(dir, 'nginx.conf'), standaloneConf(dir));
    written.push('nginx.conf');
  }
  console.log(`Rendered ${written.map((f) => path.join(dir, f)).join(', ')} (web root ${rendered.webRoot}).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
