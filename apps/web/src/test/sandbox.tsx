// One test backend for web component tests: the real sandbox, in process, in memory, from its
// seed snapshot. One sandbox per test worker (files share the module graph), reset to the seed
// before each test of a file that calls withSandbox().
import http from 'node:http';
import { ACCOUNTS, type Sandbox, startSandbox } from '@agrimap/sandbox';
import { OPERATIONS, type OperationInfo, type UserInfo } from '@agrimap/sdk';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { login } from '@/features/auth/api/login';
import { ApiContext, createApi } from '@/lib/api';
import { bindNotify } from '@/lib/notify';
import { saveSession } from '@/lib/session';

/** The documented accounts (apps/sandbox/README.md). */
export type Account = keyof typeof ACCOUNTS;

/** The fault modes of the sandbox's `/__sandbox/faults` hook, plus `network` (no answer at all). */
export type FaultMode = 'error' | 'http500' | 'stall' | 'unauthorized' | 'forbidden' | 'network';

/** One request the app sent to the sandbox. */
export interface SandboxCall {
  method: string;
  url: URL;
  /** The operation of the spec it called (undefined for unknown paths). */
  operationId: string | undefined;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

const PREFIX: Record<OperationInfo['server'], string> = {
  account: '/account',
  system: '/system',
  base: '/base',
  shop: '/shop',
  area: '/area/api/v1',
  map: '/map',
};

function templateToRegExp(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const MATCHERS = OPERATIONS.map((op) => ({
  op,
  re: templateToRegExp(`${PREFIX[op.server]}${op.path}`),
}));

/** The operationId a request went to. */
export function operationOf(method: string, pathname: string): string | undefined {
  const m = method.toLowerCase();
  return MATCHERS.find(({ op, re }) => op.method === m && re.test(pathname))?.op.operationId;
}

/** A fetch over node:http (the DOM emulation's fetch applies CORS and would refuse the sandbox). */
function nodeFetch(url: URL, method: string, headers: Headers, body: Buffer | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = {};
    headers.forEach((value, key) => {
      outgoing[key] = value;
    });
    if (body) outgoing['content-length'] = String(body.length);
    const request = http.request(url, { method, headers: outgoing }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        const status = res.statusCode ?? 500;
        const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(payload, { status, headers: responseHeaders }));
      });
      res.on('error', reject);
    });
    request.on('error', (error) => reject(new TypeError(`Failed to fetch: ${error.message}`)));
    if (body) request.write(body);
    request.end();
  });
}

let started: Promise<Sandbox> | undefined;
const sessions = new Map<Account, UserInfo>();
const recorded: SandboxCall[] = [];
const networkDown = new Set<string>();

function sandbox(): Promise<Sandbox> {
  // No timed jobs in the background: the tests move the clock and read (the reads settle what is due).
  started ??= startSandbox({
    dataDir: 'memory://',
    quiet: true,
    validateResponses: true,
    testHooks: true,
    jobIntervalMs: 0,
  });
  return started;
}

async function hook(method: string, path: string, body?: unknown): Promise<unknown> {
  const { url } = await sandbox();
  const response = await nodeFetch(
    new URL(path, url),
    method,
    new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  );
  const reply = (await response.json()) as unknown;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * The SDK's fetch for tests: sends every request to the sandbox whatever origin the client
 * built it for, records it, and fails it like a broken network when told to.
 */
async function sandboxFetch(input: Request): Promise<Response> {
  const { url: base } = await sandbox();
  const original = new URL(input.url);
  const target = new URL(`${original.pathname}${original.search}`, base);
  const text = input.method === 'GET' || input.method === 'HEAD' ? '' : await input.clone().text();
  const operationId = operationOf(input.method, original.pathname);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  recorded.push({ method: input.method, url: original, operationId, body });
  if (networkDown.has('*') || (operationId && networkDown.has(operationId)))
    throw new TypeError('Failed to fetch');
  return nodeFetch(target, input.method, input.headers, text ? Buffer.from(text) : undefined);
}

/** What a test can do with the sandbox. */
export interface TestSandbox {
  /** The sandbox's origin, e.g. http://127.0.0.1:41234 (after the first test started it). */
  url(): Promise<string>;
  /** The fetch to give the SDK client (renderScreen does). */
  fetch: (input: Request) => Promise<Response>;
  /** Every request sent since the test began, or those of one operation. */
  calls(operationId?: string): SandboxCall[];
  /** The parsed body of the last call of an operation. */
  lastBody(operationId: string): unknown;
  /**
   * Makes an operation fail: the sandbox's modes (`error` answers HTTP 200 `{code: 500, msg}`,
   * `http500`, `stall`, `unauthorized`, `forbidden`) or `network` (the request never arrives).
   */
  fault(
    operationId: string,
    mode: FaultMode,
    options?: { msg?: string; times?: number; stallMs?: number },
  ): Promise<void>;
  /** Clears every fault. */
  heal(): Promise<void>;
  /** Sets up a provider state (apps/sandbox/README.md), e.g. `no devices exist`. */
  state(name: string, params?: Record<string, unknown>): Promise<unknown>;
  /** Restores the seed (also done before each test). */
  reset(): Promise<void>;
  /** Logs in as a documented account the way the app does; answers the stored user info. */
  login(as: Account): Promise<UserInfo>;
  /**
   * Forgets the worker's cached login of `as` (the next `login` signs in anew): for a test that
   * ends that account's sessions (强退, disabling), so later tests do not get a dead token.
   */
  forgetLogin(as: Account): void;
  /** Row count and md5 of every table: compare two to assert that nothing changed. */
  checksum(): Promise<unknown>;
}

export const testSandbox: TestSandbox = {
  url: async () => (await sandbox()).url,
  fetch: sandboxFetch,
  calls: (operationId) =>
    operationId ? recorded.filter((call) => call.operationId === operationId) : [...recorded],
  lastBody: (operationId) => recorded.filter((call) => call.operationId === operationId).at(-1)?.body,
  fault: async (operationId, mode, options = {}) => {
    if (mode === 'network') {
      networkDown.add(operationId);
      return;
    }
    networkDown.delete(operationId);
    await hook('POST', '/__sandbox/faults', { operationId, mode, ...options });
  },
  heal: async () => {
    networkDown.clear();
    await hook('DELETE', '/__sandbox/faults');
  },
  state: (name, params) => hook('POST', '/__sandbox/state', { state: name, ...(params ? { params } : {}) }),
  reset: async () => {
    networkDown.clear();
    await hook('POST', '/__sandbox/reset');
    recorded.length = 0;
    // A test may end an account's sessions (强退, disabling, expiry): each test signs in anew.
    sessions.clear();
  },
  login: async (as) => {
    let info = sessions.get(as);
    if (!info) {
      const account = ACCOUNTS[as];
      info = await login(createApi(sandboxFetch), { username: account.userName, password: account.password });
      sessions.set(as, info);
    }
    saveSession(info);
    return info;
  },
  forgetLogin: (as) => {
    sessions.delete(as);
  },
  checksum: () => hook('GET', '/__sandbox/checksum'),
};

/**
 * Use in a test file (at the top level or in a describe): starts the worker's sandbox, restores
 * its seed and clears recorded calls before each test, unbinds recorded toasts after it.
 */
export function withSandbox(): TestSandbox {
  beforeAll(async () => {
    await sandbox();
  }, 180_000);
  // Hang guards, not speed limits: on a loaded machine (the end-to-end browsers beside the unit
  // suites, load average 12–20 on 2 cores) a reset of the shared sandbox once took more than 60 s.
  beforeEach(async () => {
    await testSandbox.reset();
  }, 180_000);
  afterEach(() => {
    bindNotify(undefined);
  });
  return testSandbox;
}

/** Toasts recorded instead of shown: `toasts.error` was called with (text, duration). */
export interface RecordedToasts {
  success: ReturnType<typeof vi.fn>;
  warning: ReturnType<typeof vi.fn>;
  error: ReturnType<typeof vi.fn>;
}

export interface RenderScreenOptions {
  /** Who is logged in (default admin); `null` = nobody. */
  as?: Account | null;
  /** The URL the screen is rendered at, with its search, e.g. `/wlwyzt/index/asset?page=2`. */
  url?: string;
}

export interface RenderedScreen {
  queryClient: QueryClient;
  toasts: RecordedToasts;
  /** The stored user info of the logged-in account. */
  user: UserInfo | null;
  /** The router's current search params (what the screen wrote). */
  search(): Record<string, unknown>;
  /** The router, e.g. `router.history.back()`. */
  router: ReturnType<typeof createRouter>;
}

/**
 * Renders a screen as the app does — antd zh_CN, the app's QueryClient (with its global error
 * path, no retries), the API context over the sandbox, a router at `url` so search params work —
 * logged in as `as`, with toasts recorded.
 */
export async function renderScreen(
  ui: ReactNode,
  options: RenderScreenOptions = {},
): Promise<RenderedScreen> {
  const { as = 'admin', url = '/' } = options;
  await sandbox();
  const user = as ? await testSandbox.login(as) : null;
  const toasts: RecordedToasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  bindNotify(toasts as unknown as Parameters<typeof bindNotify>[0]);
  const queryClient = createQueryClient({ retry: false });
  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, screenRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await act(() => router.load());
  render(
    <Providers queryClient={queryClient}>
      <ApiContext.Provider value={createApi(sandboxFetch)}>
        <RouterProvider router={router} />
      </ApiContext.Provider>
    </Providers>,
  );
  return {
    queryClient,
    toasts,
    user,
    router: router as unknown as RenderedScreen['router'],
    search: () => router.state.location.search as Record<string, unknown>,
  };
}
