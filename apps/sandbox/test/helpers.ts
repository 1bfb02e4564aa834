/** Test helpers: a sandbox per test file, SDK clients the way the web app configures them. */
import {
  createMemoryCookieJar,
  createPlatformClient,
  OPERATIONS,
  type PlatformClient,
  SERVERS,
  type ServerName,
  sameOriginBaseUrls,
  setToken,
  type UnauthorizedInfo,
} from '@agrimap/sdk';
import { afterAll, beforeAll } from 'vitest';
import {
  newAppContext,
  type Sandbox,
  type SandboxOptions,
  specAndValidators,
  startSandbox,
} from '../src/index';
import { SERVER_PREFIXES } from '../src/spec/load';

export const APP_ID = 'agrimap-web';
export const TOKEN_PREFIX = 'agrimap_';
export const ADMIN = { username: 'admin', password: 'Admin@123' } as const;
export const OPERATOR = { username: 'operator', password: 'Operator@123' } as const;

/** A test sandbox's settings unless the test gives its own. */
const TEST_SANDBOX: SandboxOptions = {
  dataDir: 'memory://',
  quiet: true,
  validateResponses: true,
  testHooks: true,
  // No timer: a test moves the clock and reads; the timed jobs run when a test asks (`jobs.runOnce`).
  jobIntervalMs: 0,
};

export function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Shared only as a fresh start would be: default options, nothing from the environment.
  const fromEnv = ['TRUST_PROXY', 'SANDBOX_SEED_CACHE'].some((name) => process.env[name] !== undefined);
  if (Object.keys(options).length === 0 && !fromEnv && process.env.SANDBOX_TEST_SHARED !== '0')
    return leaseShared();
  return startSandbox({ ...TEST_SANDBOX, ...options });
}

/** A connection the server closed as idle just as fetch reused it (keep-alive's race). */
const connectionReset = (err: unknown) =>
  err instanceof TypeError &&
  typeof err.cause === 'object' &&
  err.cause !== null &&
  'code' in err.cause &&
  err.cause.code === 'ECONNRESET';

/**
 * POSTs `body` (if any) to the test hook `path` of the sandbox at `url`; throws unless it answers 2xx.
 * A reset connection is tried once more: the worker's shared sandbox can sit idle for as long as a
 * slow test file takes, and fetch may reuse a kept-alive connection in the moment the server closes
 * it. The server closed that connection without reading the request, so sending it again is safe.
 */
export async function postHook(url: string, path: string, body?: unknown): Promise<void> {
  const send = () =>
    fetch(`${url}${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const res = await send().catch((err: unknown) => {
    if (connectionReset(err)) return send();
    throw err;
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

/** Asks for a provider state (`POST /__sandbox/state`); the answer is the caller's to check. */
export function providerState(url: string, state: string): Promise<Response> {
  return fetch(`${url}/__sandbox/state`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
}

let shared: Promise<Sandbox> | undefined;

/**
 * The worker's sandbox with the defaults, shared by the test files it runs one after another
 * (they share the module graph, vitest.config.ts): starting PGlite from the seed snapshot costs
 * about 1.4 CPU seconds, a reset to the seed little when little changed. Each lease finds the seed
 * as a fresh sandbox has it — rows and sequences, clock, caches, faults and request statistics
 * reset (`/__sandbox/reset`), every earlier session expired — and its `stop()` only hands it back.
 * `SANDBOX_TEST_SHARED=0` starts one per file instead.
 */
async function leaseShared(): Promise<Sandbox> {
  shared ??= startSandbox(TEST_SANDBOX);
  const sandbox = await shared;
  await postHook(sandbox.url, '/__sandbox/reset');
  await postHook(sandbox.url, '/__sandbox/expire-sessions');
  return { ...sandbox, stop: async () => {} };
}

/** A sandbox that a file (or a `describe` block) starts before its tests and stops after them. */
export interface TestSandbox {
  readonly sandbox: Sandbox;
  /** The sandbox's base URL. */
  readonly url: string;
}

/** A test sandbox with sessions opened before the tests: the admin's always, the operator's on request. */
export interface LoggedInSandbox extends TestSandbox {
  /** The admin's session token (for plain `fetch` calls with `platformHeaders`). */
  readonly token: string;
  /** An SDK client with the admin's session. */
  readonly admin: TestClient;
  /** An SDK client with the operator's session; only with `{ operator: true }`. */
  readonly operator: TestClient;
}

export interface TestSandboxOptions {
  /** How to start it; `startTestSandbox()` unless given (e.g. `() => startBackendSandbox(backend)`). */
  start?: () => Promise<Sandbox>;
}

function readyOr<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is read before its beforeAll has run`);
  return value;
}

/**
 * Registers, in the file or `describe` block it is called in, a `beforeAll` that starts a sandbox
 * and an `afterAll` that stops it; the object it returns reads that sandbox in tests and hooks.
 */
export function testSandbox(options: TestSandboxOptions = {}): TestSandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await (options.start ?? startTestSandbox)();
  });
  afterAll(async () => {
    await sandbox?.stop();
  });
  return {
    get sandbox() {
      return readyOr(sandbox, 'the test sandbox');
    },
    get url() {
      return readyOr(sandbox, 'the test sandbox').url;
    },
  };
}

/**
 * `testSandbox()` plus, in the same `beforeAll`, the admin's login (its token and an SDK client
 * with it) and, with `operator: true`, the operator's after it.
 */
export function loggedInSandbox(options: TestSandboxOptions & { operator?: boolean } = {}): LoggedInSandbox {
  const started = testSandbox(options);
  let sessions: { token: string; admin: TestClient; operator?: TestClient } | undefined;
  // Runs after testSandbox's beforeAll (before-hooks run in the order they are registered).
  beforeAll(async () => {
    const { url } = started;
    const token = await login(url);
    const admin = sdkClient(url, token);
    sessions = { token, admin };
    if (options.operator) sessions.operator = sdkClient(url, await login(url, OPERATOR));
  });
  const ready = () => readyOr(sessions, 'the logged-in sandbox');
  return {
    get sandbox() {
      return started.sandbox;
    },
    get url() {
      return started.url;
    },
    get token() {
      return ready().token;
    },
    get admin() {
      return ready().admin;
    },
    get operator() {
      return readyOr(ready().operator, 'the operator (loggedInSandbox({ operator: true }))');
    },
  };
}

/** Headers every platform request carries (what the SDK middleware adds). */
export function platformHeaders(token?: string): Record<string, string> {
  return { Appid: APP_ID, client: '3', ...(token ? { Authorization: token } : {}) };
}

/** Logs in over plain HTTP and returns the session token. */
export async function login(
  url: string,
  account: { username: string; password: string } = ADMIN,
): Promise<string> {
  const res = await fetch(`${url}/account/api/auth/login`, {
    method: 'POST',
    headers: { ...platformHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

export interface TestClient {
  api: PlatformClient;
  /** operationIds answered (status < 500) through this client. */
  exercised: Set<string>;
  unauthorized: UnauthorizedInfo[];
  setToken(token: string): void;
}

const opKey = (server: string, method: string, path: string) => `${server} ${method.toLowerCase()} ${path}`;
const OP_BY_KEY = new Map(OPERATIONS.map((o) => [opKey(o.server, o.method, o.path), o.operationId]));

/** An SDK client like the web app's (default fetch, cookie token), recording the operations it calls. */
export function sdkClient(url: string, token?: string): TestClient {
  const jar = createMemoryCookieJar();
  if (token) setToken(TOKEN_PREFIX, token, { jar });
  const exercised = new Set<string>();
  const unauthorized: UnauthorizedInfo[] = [];
  const api = createPlatformClient({
    baseUrls: sameOriginBaseUrls(url),
    appId: APP_ID,
    tokenPrefix: TOKEN_PREFIX,
    cookies: jar,
    onUnauthorized: (info) => unauthorized.push(info),
  });
  for (const server of SERVERS as readonly ServerName[]) {
    api[server].use({
      onResponse({ request, response, schemaPath }) {
        const id = OP_BY_KEY.get(opKey(server, request.method, schemaPath));
        if (id && response.status < 500) exercised.add(id);
        return undefined;
      },
    });
  }
  return { api, exercised, unauthorized, setToken: (t) => setToken(TOKEN_PREFIX, t, { jar }) };
}

export interface Checksums {
  tables: Record<string, { rows: number; md5: string }>;
}

export async function checksums(url: string): Promise<Checksums> {
  return (await fetch(`${url}/__sandbox/checksum`)).json() as Promise<Checksums>;
}

/** A reply of the platform's envelope with the HTTP status beside it. */
export interface OperationReply<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls an operation of the spec by its id with `token`: a GET with `body` as its query string,
 * else a JSON POST. The reply whatever its status (tests assert it).
 */
export async function callOperation<T = Record<string, unknown>>(
  url: string,
  token: string,
  operationId: string,
  body: unknown,
): Promise<OperationReply<T>> {
  const op = specAndValidators().spec.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  const base = `${url}${SERVER_PREFIXES[op.server]}${op.path}`;
  if (op.method !== 'get') return postJson<T>(base, token, body);
  const res = await fetch(`${base}?${new URLSearchParams(body as Record<string, string>)}`, {
    headers: platformHeaders(token),
  });
  return { status: res.status, ...((await res.json()) as Omit<OperationReply<T>, 'status'>) };
}

/**
 * `body` as a JSON POST to the full URL `target` with `token`, or a GET without `body` (both with
 * a JSON Content-Type); the reply whatever its status.
 */
export async function sendJson<T = Record<string, unknown>>(
  target: string,
  token: string,
  body?: unknown,
): Promise<OperationReply<T>> {
  const res = await fetch(target, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, ...((await res.json()) as Omit<OperationReply<T>, 'status'>) };
}

/** POSTs `body` as JSON to the full URL `target` with `token`; the reply whatever its status. */
export async function postJson<T = Record<string, unknown>>(
  target: string,
  token: string,
  body: unknown,
): Promise<OperationReply<T>> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as Omit<OperationReply<T>, 'status'>) };
}

/** The context of a server a test builds itself over `db`: the spec, no faults, the real clock. */
export const testAppContext = newAppContext;

/** The required 金额 field (field2) of an approval form, one that conditions may test. */
export const amountFormItem = (label: string, cmpType: 'custom' | 'common') => ({
  formId: 2,
  cmpType,
  label,
  tag: 'fc-amount',
  tagIcon: 'amount',
  vModel: 'field2',
  layout: 'colFormItem' as const,
  required: true,
  proCondition: true,
});

/** A 客户 save body: a vegetable cooperative in 长沙县 (`extra` overrides or adds fields). */
export const customerBody = <E extends object = object>(name: string, phone: string, extra?: E) => ({
  name,
  type: 2,
  contactName: '王德明',
  phone,
  qhdm: '430121',
  address: '蓝田新村 12 组',
  lon: 113.12,
  lat: 28.13,
  crops: ['蔬菜'],
  areaMu: 320.5,
  level: 1,
  source: 1,
  ownerId: null,
  status: 1 as const,
  remark: '',
  ...extra,
});
