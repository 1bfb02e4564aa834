/**
 * The shared harness of the bad-input tests (fast-check): sending a request and reading its
 * reply, the arbitrary JSON values bodies are made of, bodies off an operation's contract, and
 * the one expectation they all share (HTTP 400, business code 400, a Chinese message).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Sandbox, specAndValidators } from '../src/index';
import { SERVER_PREFIXES } from '../src/spec/load';
import { type Checksums, checksums, login, platformHeaders, startTestSandbox } from './helpers';

const { spec, validators } = specAndValidators();

/** A Chinese character (every refusal's message has one). */
export const CHINESE = /[\u4e00-\u9fff]/;

/** What a bad request got back. */
export interface Reply {
  status: number;
  code?: number;
  msg?: string;
}

/** One request: method, path below the sandbox's url (with the server prefix), query, body. */
export interface RawRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Replaces the signed-in platform headers (e.g. to test missing ones). */
  headers?: Record<string, string>;
}

/** Sends a request as the signed-in user (`token`); a reply that is not JSON is read as `msg`. */
export async function send(url: string, token: string, req: RawRequest): Promise<Reply> {
  const qs = req.query ? new URLSearchParams(req.query).toString() : '';
  const attempt = () =>
    fetch(`${url}${req.path}${qs ? `?${qs}` : ''}`, {
      method: req.method.toUpperCase(),
      headers: req.headers ?? {
        ...platformHeaders(token),
        ...(req.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
    });
  let res: Response;
  try {
    res = await attempt();
  } catch (err) {
    // A pooled keep-alive connection the server had just closed (seen on a loaded machine) is
    // reset under the request; the request never reached a handler, so it is sent once more.
    // Anything else — and a second reset — still fails the test.
    if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
    res = await attempt();
  }
  const text = await res.text();
  try {
    return { status: res.status, ...(JSON.parse(text) as { code?: number; msg?: string }) };
  } catch {
    return { status: res.status, msg: text };
  }
}

/** POSTs `body` to an operation of the spec, by its operationId. */
export function postOperation(
  url: string,
  token: string,
  operationId: string,
  body: unknown,
): Promise<Reply> {
  const op = spec.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  return send(url, token, { method: 'POST', path: `${SERVER_PREFIXES[op.server]}${op.path}`, body });
}

export interface BadInputEnv {
  readonly url: string;
  readonly token: string;
  /** POSTs `body` to an operation as the administrator. */
  post(operationId: string, body: unknown): Promise<Reply>;
  /** The tables' checksums when the tests began and now, without the sessions (logging in adds rows). */
  tablesBeforeAndNow(): Promise<{ before: Checksums['tables']; after: Checksums['tables'] }>;
  /**
   * `numRuns` values of `values`, each made a body of an operation by `bodyOf` and POSTed as the
   * administrator: every one refused with HTTP 400 and `msg`.
   */
  refusesEvery<T>(
    values: fc.Arbitrary<T>,
    operationId: string,
    bodyOf: (value: T) => unknown,
    msg: string,
    numRuns: number,
  ): Promise<void>;
}

/**
 * The sandbox of a bad-input file: started before its tests, logged in as the administrator,
 * brought to a state by `prepare`, then its tables' checksums taken; stopped after the tests.
 */
export function badInputSandbox(prepare?: (url: string) => Promise<void>): BadInputEnv {
  let sandbox: Sandbox | undefined;
  let token = '';
  let initial: Checksums | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    token = await login(sandbox.url);
    await prepare?.(sandbox.url);
    initial = await checksums(sandbox.url);
  });
  afterAll(async () => {
    await sandbox?.stop();
  });
  const started = (): { url: string; initial: Checksums } => {
    if (!sandbox || !initial) throw new Error('the bad-input sandbox has not started');
    return { url: sandbox.url, initial };
  };
  return {
    get url() {
      return started().url;
    },
    get token() {
      return token;
    },
    post: (operationId, body) => postOperation(started().url, token, operationId, body),
    async refusesEvery(values, operationId, bodyOf, msg, numRuns) {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const res = await postOperation(started().url, token, operationId, bodyOf(value));
          expect(res.status).toBe(400);
          expect(res.msg).toBe(msg);
        }),
        { numRuns },
      );
    },
    async tablesBeforeAndNow() {
      const { url, initial: first } = started();
      const now = await checksums(url);
      const { session: _s1, ...before } = first.tables;
      const { session: _s2, ...after } = now.tables;
      return { before, after };
    },
  };
}

/** The refusal every bad request gets: HTTP 400, code 400, a Chinese message. */
export function expectRefused(reply: Reply, where?: string): void {
  expect(reply.status, where).toBe(400);
  expect(reply.code, where).toBe(400);
  expect(reply.msg, where).toMatch(CHINESE);
}

/** Any JSON value a body field may be given: scalars, short arrays and small objects of them. */
export function jsonValue(maxStringLength = 80): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.string({ maxLength: maxStringLength }),
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
  );
  return fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
  );
}

export interface OffContractOptions {
  /** Also bodies that are the example without one of its fields (default true). */
  dropFields?: boolean;
  /** Longest generated string (default 80). */
  maxStringLength?: number;
}

/**
 * Bodies of an operation that its contract refuses: random values over its fields (and stray
 * keys), the example with such changes, the example without a field, any other JSON value —
 * kept only when the spec's validator rejects them.
 */
export function offContractBodies(
  operationId: string,
  fields: readonly string[],
  options: OffContractOptions = {},
): fc.Arbitrary<unknown> {
  const op = spec.operations.find((o) => o.operationId === operationId);
  if (!op?.body) throw new Error(`${operationId} has no body`);
  const validate = validators.body(op);
  const example = op.body.example as Record<string, unknown>;
  const value = jsonValue(options.maxStringLength);
  const key = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }));
  const changes = fc.dictionary(key, value, { minKeys: 1, maxKeys: fields.length + 1 });
  const withoutField = fc
    .constantFrom(...fields)
    .map((f) => Object.fromEntries(Object.entries(example).filter(([k]) => k !== f)));
  return fc
    .oneof(
      changes,
      changes.map((c) => ({ ...example, ...c })),
      ...(options.dropFields === false ? [] : [withoutField]),
      value,
    )
    .filter((b) => validate(b) !== undefined);
}

/**
 * One test per operation: random bodies off its contract are refused (expectRefused). `target`
 * gives the running sandbox's url and the signed-in token.
 */
export function itRefusesOffContractBodies(
  operations: Record<string, readonly string[]>,
  target: () => { url: string; token: string },
  options: OffContractOptions & { numRuns: number; title?: (operationId: string) => string },
): void {
  for (const [operationId, fields] of Object.entries(operations)) {
    const title = options.title?.(operationId) ?? `${operationId}: random bodies off the contract`;
    it(title, async () => {
      const bodies = offContractBodies(operationId, fields, options);
      const { url, token } = target();
      await fc.assert(
        fc.asyncProperty(bodies, async (b) => expectRefused(await postOperation(url, token, operationId, b))),
        { numRuns: options.numRuns },
      );
    });
  }
}
