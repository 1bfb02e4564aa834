/**
 * The Fastify app: one route per OpenAPI operation (path and method from the documents), each
 * going through the same pipeline — injected fault, security, request validation, permission,
 * handler, optional response validation — plus the test hooks and the built web app.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { accessFailure } from './auth/access';
import type { AppContext } from './context';
import { DEFAULT_STALL_MS, type Fault, isFaultMode } from './faults';
import { HANDLERS } from './handlers';
import { authenticate } from './handlers/auth';
import { progressIdOf } from './handlers/exports/progress';
import { ApiFailure, type Ctx, type HandlerResult, type SessionUser } from './handlers/types';
import { registerHooks } from './hooks';
import { registerSecurityHeaders, type TrustProxy } from './http-headers';
import { M } from './messages';
import { type OperationDef, SERVER_PREFIXES } from './spec/load';
import { nulField } from './spec/validate';
import { failureLine } from './util/log';
import { isRecord } from './util/narrow';
import { type WebConfig, webConfigScript } from './web-config';

export interface ServerOptions {
  webRoot?: string;
  /** Served as `/config.js` with the web app. */
  webConfig?: WebConfig;
  validateResponses?: boolean;
  quiet?: boolean;
  /** Test hooks and the `x-sandbox-fault` header (loopback clients only); off unless a harness asks. */
  testHooks?: boolean;
  /**
   * Proxies in front of the sandbox whose `X-Forwarded-*` headers are believed (Fastify's
   * `trustProxy`; `TRUST_PROXY` of `pnpm start`). Default none: the request's own Host and
   * protocol make the origin of map-style URLs, and the socket's address is the client's.
   */
  trustProxy?: TrustProxy;
  /** Where the request log goes (default standard output); ignored when `quiet`. */
  logStream?: NodeJS.WritableStream;
}

/** HTTP status for a failure of an operation: documented statuses are used as such. */
export function httpStatusFor(op: OperationDef, code: number): number {
  if (code === 400) return 400;
  if (code === 401 || code === 403) return op.envelope ? 200 : code;
  if (code >= 404 && code < 600 && op.responses.has(String(code))) return code;
  if (!op.envelope && code >= 400 && code < 600) return code;
  return 200;
}

const errorBody = (code: number, msg: string) => ({ code, msg, data: null });

function failure(op: OperationDef, code: number, msg: string): HandlerResult {
  return { kind: 'json', status: httpStatusFor(op, code), body: errorBody(code, msg) };
}

function send(reply: FastifyReply, result: HandlerResult): FastifyReply {
  reply.code(result.status);
  if (result.kind !== 'empty') for (const [k, v] of Object.entries(result.headers ?? {})) reply.header(k, v);
  if (result.kind === 'empty') return reply.send();
  if (result.kind === 'binary' || result.kind === 'stream')
    return reply.type(result.contentType).send(result.body);
  return reply
    .type(result.contentType ?? 'application/json; charset=utf-8')
    .send(JSON.stringify(result.body));
}

/** Checks a result against the operation's documented response; a message when it does not match. */
export function responseMismatch(
  app: AppContext,
  op: OperationDef,
  result: HandlerResult,
): string | undefined {
  const status = String(result.status);
  const documented = op.responses.get(status);
  if (!documented) return `HTTP ${status} 未在接口文档中声明`;
  if (result.kind === 'empty') return documented.content.size === 0 ? undefined : `HTTP ${status} 应有响应体`;
  const type =
    (result.kind === 'json' ? (result.contentType ?? 'application/json') : result.contentType)
      .split(';')[0]
      ?.trim() ?? '';
  if (!documented.content.has(type)) return `Content-Type ${type} 未在 HTTP ${status} 中声明`;
  if (result.kind === 'binary' || result.kind === 'stream') return undefined;
  const body = result.body;
  const code = isRecord(body) ? body.code : undefined;
  if (status === '200' && op.envelope && typeof code === 'number' && !op.successCodes.includes(code)) {
    const v = app.validators.schema(
      'https://agrimap.local/openapi/components/common.yaml#/components/schemas/ErrorEnvelope',
    );
    return v(body)?.message;
  }
  const validate = app.validators.response(op, status, type);
  return validate?.(body)?.message;
}

/**
 * `proto://host` as the client sees it: the request's own protocol and Host, or — only when the
 * server trusts the proxy the request came through (`trustProxy`) — its X-Forwarded-Proto / -Host.
 */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

/** 127.0.0.0/8 or ::1. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

const isApiPath = (url: string) =>
  url.startsWith('/__sandbox') ||
  Object.values(SERVER_PREFIXES).some((p) => url === p || url.startsWith(`${p}/`));

export async function buildServer(app: AppContext, options: ServerOptions = {}): Promise<FastifyInstance> {
  const server = Fastify({
    // The request log names the method and the path, never the query string (it may hold a
    // name or a phone number being searched) nor a body.
    logger: options.quiet
      ? false
      : {
          level: 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
              id: req.id,
            }),
          },
        },
    bodyLimit: 8 * 1024 * 1024,
    routerOptions: { maxParamLength: 2048 },
    trustProxy: options.trustProxy ?? false,
  });
  // CSP, nosniff and the referrer policy on every response (first hook: nothing answers without them).
  registerSecurityHeaders(server, options.webConfig ?? {});

  // JSON bodies: an empty body is "no body"; invalid JSON is a contract violation (400).
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const s = String(text);
    if (s.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(s));
    } catch {
      done(
        Object.assign(new Error(M.invalidJson), { statusCode: 400, sandboxMsg: M.invalidJson }),
        undefined,
      );
    }
  });
  // Anything else is accepted here and rejected by the operation if it expects JSON.
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (req, buf, done) => {
    done(null, (buf as Buffer).length === 0 ? undefined : { __nonJson: req.headers['content-type'] ?? '' });
  });

  server.setErrorHandler(
    (err: Error & { statusCode?: number; sandboxMsg?: string; code?: string }, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        const line = failureLine(`${request.method} ${request.url.split('?')[0]}`, request.id, err);
        request.log.error(line);
        console.error(line);
        return reply
          .code(500)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(errorBody(500, M.internal)));
      }
      // A body over the limit: 413 with the shared `PayloadTooLarge` reply (components/common.yaml).
      if (status === 413)
        return reply
          .code(413)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(errorBody(413, M.bodyTooLarge)));
      const msg = err.sandboxMsg ?? (status === 415 ? M.notJson : `${M.badRequestPrefix}${err.message}`);
      return reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorBody(400, msg)));
    },
  );

  if (options.testHooks) {
    // Even when a harness turns them on, the hooks answer loopback clients only.
    server.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/__sandbox') && !isLoopback(clientIp(request)))
        return void reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send(
            JSON.stringify(errorBody(404, `${M.noSuchApi}：${request.method} ${request.url.split('?')[0]}`)),
          );
      done();
    });
    registerHooks(server, app);
  }

  // Request metrics for 系统监控: every API request's duration into the ring buffer (O(1)).
  server.addHook('onResponse', (request, reply, done) => {
    if (!request.url.startsWith('/__sandbox')) app.metrics.record(reply.elapsedTime);
    done();
  });

  for (const op of app.spec.operations) {
    const handler = HANDLERS[op.operationId];
    if (!handler) throw new Error(`no handler for operation ${op.operationId}`);
    server.route({
      method: op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
      url: op.route,
      handler: async (request, reply) => {
        let result: HandlerResult;
        let fault: Fault | undefined;
        const headerFault = options.testHooks ? request.headers['x-sandbox-fault'] : undefined;
        if (isFaultMode(headerFault) && isLoopback(clientIp(request)))
          fault = { operationId: op.operationId, mode: headerFault };
        else fault = app.faults.take(op.operationId);
        if (fault) {
          const injected = await applyFault(op, fault);
          if (injected) return send(reply, injected);
        }
        // A client that goes away (a cancelled export) aborts what the handler is still writing.
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        try {
          result = await runOperation(app, op, request, gone.signal);
        } catch (err) {
          if (err instanceof ApiFailure) result = failure(op, err.code, err.message);
          else {
            const line = failureLine(op.operationId, request.id, err);
            request.log.error(line);
            console.error(line);
            result = failure(op, 500, M.internal);
            result.status = 500;
          }
        }
        if (options.validateResponses && result.status !== 500) {
          const mismatch = responseMismatch(app, op, result);
          if (mismatch) {
            const msg = `${M.contractViolation}（${op.operationId}，HTTP ${result.status}）：${mismatch}`;
            console.error(`[sandbox] ${msg}`);
            request.log.error(msg);
            result = { kind: 'json', status: 500, body: errorBody(500, msg) };
          }
        }
        return send(reply, result);
      },
    });
  }

  const webRoot = options.webRoot;
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    // Runtime configuration, read by the page before its bundle (overrides the build's config.js).
    server.get('/config.js', (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(webConfigScript(options.webConfig ?? {})),
    );
    await server.register(fastifyStatic, {
      root: path.resolve(webRoot as string),
      prefix: '/',
      wildcard: true,
    });
  }
  server.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      (path.extname(url) === '' || String(request.headers.accept ?? '').includes('text/html'));
    if (hasWeb && wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorBody(404, `${M.noSuchApi}：${request.method} ${url}`)));
  });
  return server;
}

async function applyFault(op: OperationDef, fault: Fault): Promise<HandlerResult | undefined> {
  switch (fault.mode) {
    case 'stall':
      await new Promise((r) => setTimeout(r, fault.stallMs ?? DEFAULT_STALL_MS));
      return undefined;
    case 'error':
      return { kind: 'json', status: 200, body: errorBody(500, fault.msg ?? M.simulatedError) };
    case 'http500':
      return { kind: 'json', status: 500, body: errorBody(500, fault.msg ?? M.simulatedError) };
    case 'unauthorized':
      return failure(op, 401, fault.msg ?? M.sessionExpired);
    case 'forbidden':
      return failure(op, 403, fault.msg ?? M.forbidden);
  }
}

async function runOperation(
  app: AppContext,
  op: OperationDef,
  request: FastifyRequest,
  signal: AbortSignal,
): Promise<HandlerResult> {
  const headers = request.headers;
  // 1. Security: header presence (Appid, client) → 400; session token → 401.
  const auth = await authenticate(app, op, headers);
  if ('failure' in auth) return failure(op, auth.failure.code, auth.failure.msg);

  // 2. Access (x-access / x-button): before the request is validated or handled, so a caller
  // without the right learns nothing about the operation's input rules and changes nothing.
  const refused = await accessFailure(app.db, op, auth, request.body);
  if (refused) return failure(op, refused, refused === 401 ? M.sessionExpired : M.forbidden);

  // 3. Contract: path, query, body.
  const params = { ...(request.params as Record<string, unknown>) };
  const pathFailure = app.validators.params(op, 'path')(params);
  if (pathFailure) return failure(op, 400, `${M.badRequestPrefix}${pathFailure.message}`);
  const pathNul = nulField('path', params);
  if (pathNul) return failure(op, 400, M.nulCharacter(pathNul));
  const query = { ...(request.query as Record<string, unknown>) };
  const queryFailure = app.validators.params(op, 'query')(query);
  if (queryFailure) return failure(op, 400, `${M.badRequestPrefix}${queryFailure.message}`);
  const queryNul = nulField('query', query);
  if (queryNul) return failure(op, 400, M.nulCharacter(queryNul));
  let body: unknown = request.body;
  if (op.body) {
    if (body !== undefined && typeof body === 'object' && body !== null && '__nonJson' in body) {
      return failure(op, 400, M.notJson);
    }
    if (body === undefined) {
      if (op.body.required) return failure(op, 400, `${M.badRequestPrefix}${M.bodyRequired}`);
    } else {
      const bodyFailure = app.validators.body(op)(body);
      if (bodyFailure) return failure(op, 400, `${M.badRequestPrefix}${bodyFailure.message}`);
      const bodyNul = nulField('body', body);
      if (bodyNul) return failure(op, 400, M.nulCharacter(bodyNul));
    }
  } else body = undefined;

  const ctx: Ctx = {
    app,
    db: app.db,
    op,
    params,
    query,
    body,
    ...(auth.user ? { user: auth.user as SessionUser } : {}),
    ...(auth.areaApp ? { areaApp: auth.areaApp } : {}),
    ...(typeof headers.authorization === 'string' ? { authorization: headers.authorization } : {}),
    ip: clientIp(request),
    origin: originOf(request),
    accept: String(headers.accept ?? ''),
    ...(typeof headers.range === 'string' ? { range: headers.range } : {}),
    signal,
    ...(progressIdOf(headers['x-progress-id']) ? { progressId: progressIdOf(headers['x-progress-id']) } : {}),
  };
  return (HANDLERS[op.operationId] as (c: Ctx) => Promise<HandlerResult>)(ctx);
}
