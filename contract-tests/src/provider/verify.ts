// Provider verification: replays a pact against a running provider with the Pact Verifier. Before
// each interaction its provider states are set up; a "logged in" state yields a session token,
// which a request filter puts in the `Authorization` header of the replayed request (the pact
// holds only an example token).
import type { IncomingMessage } from 'node:http';
import { type ServerName, unwrap } from '@agrimap/sdk';
import { type LogLevel, Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { webClient } from '../sdk-client';
import { PROVIDERS } from '../servers';
import { ADMIN, type JsonMap, STATES, STATES_BY_NAME } from '../states';

/** How provider states are made true on the provider under test. */
export interface StateSetup {
  /**
   * Makes one named state true. For the logged-in state it answers the session token (else the
   * verifier has none to send).
   */
  setup(state: string, params: JsonMap): Promise<{ token?: string } | undefined>;
  /** Undoes a state after its interaction, if the provider needs that. */
  teardown?(state: string, params: JsonMap): Promise<void>;
}

export interface VerifyOptions {
  server: ServerName;
  /** Base URL of the server under test (its OpenAPI paths are appended to it). */
  baseUrl: string;
  pactFiles: string[];
  states: StateSetup;
  logLevel?: LogLevel;
  /** Per-request timeout of the verifier, ms. */
  timeoutMs?: number;
}

/**
 * Verifies the pacts against the provider; resolves when every interaction passed, rejects with
 * the verifier's error otherwise (the mismatches are printed by the verifier).
 */
export async function verifyProvider(options: VerifyOptions): Promise<void> {
  let token: string | undefined;
  // Pact JS answers a failing state handler with 200 and only logs it; a state that could not be
  // set up must fail the verification, so failures are collected here.
  const stateErrors: string[] = [];
  const guarded = async (name: string, action: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (e) {
      stateErrors.push(`"${name}" (${action}): ${(e as Error).message}`);
      throw e;
    }
  };
  const verifier = new Verifier({
    provider: PROVIDERS[options.server],
    providerBaseUrl: options.baseUrl.replace(/\/+$/, ''),
    pactUrls: options.pactFiles,
    logLevel: options.logLevel ?? 'warn',
    timeout: options.timeoutMs ?? 30_000,
    failIfNoPactsFound: true,
    beforeEach: async () => {
      token = undefined;
    },
    // (The options type intersects HTTP and message state handlers; these are HTTP ones.)
    stateHandlers: Object.fromEntries(
      [...STATES_BY_NAME.keys()].map((name) => [
        name,
        {
          setup: async (params?: unknown) => {
            await guarded(name, 'setup', async () => {
              const result = await options.states.setup(name, (params ?? {}) as JsonMap);
              if (result?.token) token = result.token;
            });
            return undefined;
          },
          teardown: async (params?: unknown) => {
            await guarded(name, 'teardown', async () => {
              await options.states.teardown?.(name, (params ?? {}) as JsonMap);
            });
            return undefined;
          },
        },
      ]),
    ) as unknown as VerifierOptions['stateHandlers'],
    // Replayed requests carry the example token of the pact; the live one replaces it. Calls
    // made without a session (the login) carry no Authorization header and get none.
    requestFilter: (req: IncomingMessage & { body?: unknown }, _res: unknown, next: () => void) => {
      if (token && req.headers.authorization !== undefined) req.headers.authorization = token;
      keepEmptyJsonBody(req);
      next();
    },
  });
  let failure: unknown;
  try {
    await verifier.verifyProvider();
  } catch (e) {
    failure = e;
  }
  if (stateErrors.length > 0) {
    const unique = [...new Set(stateErrors)];
    throw new Error(`provider state setup failed:\n  ${unique.join('\n  ')}`, { cause: failure });
  }
  if (failure !== undefined) throw failure;
}

/**
 * Pact JS's verification proxy parses JSON bodies and forwards an empty object or array (`{}`, the
 * menu tree request's body) as no body at all while keeping `Content-Length: 2`, so the provider
 * waits for bytes that never come. Handing it the serialised body keeps the request intact.
 */
function keepEmptyJsonBody(req: IncomingMessage & { body?: unknown }): void {
  const { body } = req;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return;
  if (Object.keys(body).length === 0 && Number(req.headers['content-length'] ?? 0) > 0) {
    req.body = Buffer.from(JSON.stringify(body));
  }
}

/** Logs in through the account server's login operation (the SDK, like the app) and answers the token. */
export async function loginForToken(
  accountBaseUrl: string,
  username: string = ADMIN.username,
  password: string = ADMIN.password,
): Promise<string> {
  const api = webClient({
    baseUrls: {
      account: accountBaseUrl,
      system: accountBaseUrl,
      base: accountBaseUrl,
      shop: accountBaseUrl,
      area: accountBaseUrl,
      map: accountBaseUrl,
    },
  });
  const data = unwrap(await api.account.POST('/api/auth/login', { body: { username, password } }));
  if (!data?.token) throw new Error(`login of ${username} at ${accountBaseUrl} answered no token`);
  return data.token;
}

/** The name of the administrator's logged-in state (its setup must produce a token). */
export const LOGGED_IN_STATE = STATES.adminLoggedIn.name;

/** The operator's logged-in state (refused calls; its setup must produce a token too). */
export const OPERATOR_LOGGED_IN_STATE = STATES.operatorLoggedIn.name;

/** The states whose setup must produce a session token. */
export const SESSION_STATES: ReadonlySet<string> = new Set([LOGGED_IN_STATE, OPERATOR_LOGGED_IN_STATE]);

export type { LogLevel };
