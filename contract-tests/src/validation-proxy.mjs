// A validating proxy in front of a real server: client → reporter → `prism proxy` → upstream.
// Prism checks every request and response against the server's OpenAPI document and forwards
// them unchanged (no `--errors`: traffic is never blocked); the small reporter in front reads
// Prism's `sl-violations` header of each exchange, so every finding is tied to its request.
import http from 'node:http';
import { freePort, SERVERS, startPrism } from './prism.mjs';

/**
 * @typedef {{ location?: string[], severity?: string, code?: string | number, message?: string }} Violation
 * @typedef {{ method: string, path: string, status: number, violations: Violation[] }} Exchange
 */

/** Parses Prism's `sl-violations` header (a JSON list, or a "Too many violations" text). */
export function parseViolations(header) {
  if (!header) return [];
  try {
    const list = JSON.parse(header);
    return Array.isArray(list) ? list : [];
  } catch {
    return [{ location: ['unknown'], severity: 'Error', message: String(header) }];
  }
}

/**
 * @param {{ server: string, upstream: string, port?: number, onExchange?: (e: Exchange) => void }} options
 * @returns {Promise<{ url: string, exchanges: Exchange[], stop: () => Promise<void> }>}
 */
export async function startValidationProxy(options) {
  if (!SERVERS.includes(options.server)) throw new Error(`unknown server ${options.server}`);
  const upstream = new URL(options.upstream).toString().replace(/\/+$/, '');
  const prism = await startPrism({
    servers: [options.server],
    mode: 'proxy',
    upstreams: { [options.server]: upstream },
    errors: false,
    quiet: true,
  });
  const prismUrl = new URL(prism.urls[options.server]);
  /** @type {Exchange[]} */
  const exchanges = [];
  const reporter = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: prismUrl.hostname,
        port: prismUrl.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: prismUrl.host },
      },
      (answer) => {
        const exchange = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          status: answer.statusCode ?? 0,
          violations: parseViolations(answer.headers['sl-violations']),
        };
        exchanges.push(exchange);
        options.onExchange?.(exchange);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (e) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 502, msg: `validation proxy: ${e.message}` }));
    });
    req.pipe(forward);
  });
  const port = options.port ?? (await freePort());
  try {
    await new Promise((resolve, reject) => {
      reporter.once('error', reject);
      reporter.listen(port, '127.0.0.1', () => resolve(undefined));
    });
  } catch (e) {
    await prism.stop();
    throw e;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    stop: async () => {
      reporter.closeAllConnections();
      await new Promise((resolve) => reporter.close(() => resolve(undefined)));
      await prism.stop();
    },
  };
}

/** One human-readable block per exchange. */
export function formatExchange(exchange) {
  const ok = exchange.violations.length === 0;
  const head = `${ok ? '✔' : '✖'} ${exchange.status} ${exchange.method} ${exchange.path}`;
  const lines = exchange.violations.map(
    (v) =>
      `    ${(v.severity ?? 'Error').toLowerCase()} ${(v.location ?? []).join('.')}: ${v.message ?? v.code ?? ''}`,
  );
  return [head, ...lines].join('\n');
}
