/**
 * Security headers of every response the sandbox sends — the web app's pages and assets,
 * `/config.js`, API JSON, binary map resources, error and 404 answers — and the proxy setting
 * that decides whether a client's `X-Forwarded-*` headers are believed.
 */
import type { FastifyInstance } from 'fastify';
import type { WebConfig } from './web-config';

/**
 * The video-player plugin's local WebSocket (SPEC §7, the plugin protocol notes): the wall probes
 * ws://127.0.0.1 on ports 8000–8004 (`DEFAULT_HOST` / `DEFAULT_PORTS` of @agrimap/video-sdk). A
 * CSP source cannot name a port range (only one port or `*`), so each port is listed.
 */
export const VIDEO_PLUGIN_SOCKETS: readonly string[] = Object.freeze(
  [8000, 8001, 8002, 8003, 8004].map((port) => `ws://127.0.0.1:${port}`),
);

/**
 * The sources the map of a configuration loads its basemap and data from (style documents,
 * vector and raster tiles, glyphs, sprites, datasets). Both engines — maplibre for EPSG:3857 and
 * OpenLayers for the geographic grids (4490 / 4326) — read the map server under `/map` of the
 * app's own origin (apps/web/src/components/map/config.ts: `mapServerUrl(origin)`), and the web
 * configuration names no other tile or map host, so this is `'self'` for every `mapEpsg`. A
 * setting that points the map at another host must add that host here.
 */
export function mapSources(_config: WebConfig): string[] {
  return ["'self'"];
}

const unique = (list: readonly string[]) => [...new Set(list)];

/** The `Content-Security-Policy` of the app for a web configuration. */
export function contentSecurityPolicy(config: WebConfig = {}): string {
  const map = mapSources(config);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    // The bundle and `/config.js` are files of this origin; the built index.html has no inline
    // script (Vite's module-preload polyfill lives in the entry chunk, not in the page).
    ['script-src', ["'self'"]],
    // 'unsafe-inline' cannot be avoided for styles: antd 6 (CSS-in-JS), tiptap and echarts insert
    // <style> elements at run time, and React components set `style` attributes everywhere. A nonce
    // would cover <style> elements only (never `style` attributes) and needs a page rendered per
    // response. Scripts stay strict, which is what stops injected markup from running.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for inline SVG/PNG placeholders (OpenLayers' empty tile), blob: for images fetched
    // with the session's token and shown from an object URL (stored files, OpenLayers tiles,
    // maplibre's decoded images).
    ['img-src', unique(["'self'", 'data:', 'blob:', ...map])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...map, ...VIDEO_PLUGIN_SOCKETS])],
    // maplibre 6 starts its worker from the same-origin module URL the app sets
    // (`setWorkerUrl`); it would only build a blob: worker for a cross-origin worker URL.
    ['worker-src', ["'self'"]],
    // 农技视频 play from the media operation; a picked file is previewed from an object URL.
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers set on every response. */
export function securityHeaders(config: WebConfig = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}

/**
 * Sets {@link securityHeaders} on every response of the server. Registered first, as an
 * `onRequest` hook, so that routes, static files, the not-found handler and the error handler
 * all answer with them.
 */
export function registerSecurityHeaders(server: FastifyInstance, config: WebConfig = {}): void {
  const headers = securityHeaders(config);
  server.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Fastify's `trustProxy` option as the sandbox uses it: off, every hop, or proxy addresses / CIDRs. */
export type TrustProxy = boolean | string;

/**
 * The proxy setting from `TRUST_PROXY`, with Fastify's `trustProxy` semantics:
 * - unset, empty, `false` or `0` — no proxy: `X-Forwarded-Host` / `-Proto` / `-For` from a
 *   client are ignored (the default);
 * - `true` or `1` — every hop is trusted: only for a sandbox that nothing but the proxy can reach;
 * - otherwise a comma-separated list of proxy addresses or CIDR ranges (e.g.
 *   `127.0.0.1,10.0.0.0/8`; also `loopback`, `linklocal`, `uniquelocal`): forwarded headers are
 *   believed only on connections from those addresses.
 * Fastify no longer honours hop counts (a direct client could spoof them), so another number is
 * refused rather than silently trusting nothing.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  if (/^\d+$/.test(raw))
    throw new Error(
      `TRUST_PROXY=${raw}: hop counts are not supported; give the proxy addresses (e.g. TRUST_PROXY=127.0.0.1) or true`,
    );
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(',');
}
