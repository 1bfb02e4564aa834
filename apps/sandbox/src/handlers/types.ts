/** What a handler receives and returns. Handlers are bound to operations by operationId. */

import type {
  AccountOperations,
  AreaOperations,
  BaseOperations,
  MapOperations,
  ShopOperations,
  SystemOperations,
} from '@agrimap/sdk';
import type { AppContext } from '../context';
import type { Db } from '../db/adapter';
import type { OperationDef } from '../spec/load';

export interface SessionUser {
  id: number;
  userName: string;
  realName: string;
  isAdmin: boolean;
  token: string;
}

export interface Ctx {
  app: AppContext;
  db: Db;
  op: OperationDef;
  /** Path parameters, validated and coerced. */
  params: Record<string, unknown>;
  /** Query parameters, validated and coerced. */
  query: Record<string, unknown>;
  /** The JSON body, validated (undefined when none was sent). */
  body: unknown;
  /** The logged-in user (session token), if any. */
  user?: SessionUser;
  /** The area-service integration whose token was sent, if any. */
  areaApp?: string;
  /** The raw Authorization header value. */
  authorization?: string;
  ip: string;
  /** `http://host:port` of this request, for absolute URLs in map styles. */
  origin: string;
  /** The Accept header (for content negotiation of raw resources). */
  accept: string;
  /** The Range header (byte ranges of served media), if any. */
  range?: string;
  /** Aborted when the client goes away before the answer is complete (long exports stop). */
  signal?: AbortSignal;
  /** The caller's `X-Progress-Id` (a long export or import reports its progress under it). */
  progressId?: string;
}

export type HandlerResult =
  | { kind: 'json'; status: number; body: unknown; contentType?: string; headers?: Record<string, string> }
  | { kind: 'binary'; status: number; body: Buffer; contentType: string; headers?: Record<string, string> }
  | {
      /** A body written while it is sent (exports): memory stays flat whatever its size. */
      kind: 'stream';
      status: number;
      body: NodeJS.ReadableStream;
      contentType: string;
      headers?: Record<string, string>;
    }
  | { kind: 'empty'; status: number };

export type Handler = (ctx: Ctx) => Promise<HandlerResult>;

// ── request types from the generated spec types ─────────────────────────────────────────────

type Operations = AccountOperations &
  SystemOperations &
  BaseOperations &
  ShopOperations &
  AreaOperations &
  MapOperations;

/** Every operationId of openapi/. */
export type OperationId = keyof Operations & string;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/**
 * The JSON request body of an operation, as the spec declares it (already validated when a
 * handler runs); `| undefined` when the body is optional, `undefined` when there is none.
 */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { requestBody: infer R }
  ? JsonBody<R>
  : Operations[Id] extends { requestBody?: infer R }
    ? JsonBody<NonNullable<R>> | undefined
    : undefined;

/** The query parameters of an operation (validated and coerced). */
export type QueryOf<Id extends OperationId> = Operations[Id] extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/** A handler's context with the body and query typed from the spec. */
export type OpCtx<Id extends OperationId> = Omit<Ctx, 'body' | 'query'> & {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
};

export type OpHandler<Id extends OperationId> = (ctx: OpCtx<Id>) => Promise<HandlerResult>;

/**
 * Handlers by operationId, each typed from its operation (`body` and `query` need no casts):
 * `typedHandlers({ roleAdd: async (ctx) => … ctx.body.roleName … })`.
 */
export function typedHandlers(handlers: { [Id in OperationId]?: OpHandler<Id> }): Record<string, Handler> {
  // The request was validated against the same spec the types come from.
  return handlers as Record<string, Handler>;
}

/**
 * A business or contract failure. `code` is the body code; the HTTP status follows the
 * operation's documented responses (see `httpStatusFor` in server.ts).
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const fail = (code: number, msg: string): never => {
  throw new ApiFailure(code, msg);
};

/** The success envelope. */
export function ok(data: unknown, msg = '查询成功', code = 200): HandlerResult {
  return { kind: 'json', status: 200, body: { code, msg, data } };
}

/** A raw JSON resource (map style, GeoJSON, sprite index, designer document). */
export function raw(
  body: unknown,
  contentType = 'application/json; charset=utf-8',
  headers?: Record<string, string>,
): HandlerResult {
  return { kind: 'json', status: 200, body, contentType, ...(headers ? { headers } : {}) };
}

export function binary(body: Buffer, contentType: string, headers?: Record<string, string>): HandlerResult {
  return { kind: 'binary', status: 200, body, contentType, ...(headers ? { headers } : {}) };
}

/** Paging helper: page from 1. */
export function paging(input: { page?: unknown; pageSize?: unknown }): { limit: number; offset: number } {
  const page = Number(input.page ?? 1);
  const size = Number(input.pageSize ?? 10);
  return { limit: size, offset: (page - 1) * size };
}

/** The user of a handler that requires a session (security guarantees it). */
export function requireUser(ctx: { user?: SessionUser | undefined }): SessionUser {
  if (!ctx.user) throw new ApiFailure(401, '登录已过期，请重新登录');
  return ctx.user;
}
