// Ways to make provider states true: through the sandbox's own database (its test hooks), or — for
// a real server — through a state-setup endpoint the backend team provides, with the session token
// from that endpoint, from the command line or from a login.
import { type JsonMap, OPERATOR } from '../states';
import type { StateSetup } from './verify';
import { loginForToken, OPERATOR_LOGGED_IN_STATE, SESSION_STATES } from './verify';

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered HTTP ${response.status}: ${text.slice(0, 500)}`);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function tokenIn(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const r = reply as { token?: unknown; data?: { token?: unknown } };
  const token = r.token ?? r.data?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * The sandbox: each state is set up in the sandbox's database (`POST /__sandbox/state {state,
 * params}`), and the logged-in state answers a live session token. The sandbox's states are
 * upserts that make their data true whatever ran before, so interactions need no reset between
 * them (a reset re-seeds the whole database, seconds each).
 */
export function sandboxStates(sandboxUrl: string): StateSetup {
  const origin = sandboxUrl.replace(/\/+$/, '');
  return {
    async setup(state, params) {
      const reply = await postJson(`${origin}/__sandbox/state`, { state, params, action: 'setup' });
      const token = tokenIn(reply);
      if (SESSION_STATES.has(state) && !token) {
        throw new Error(`the sandbox set up "${state}" but answered no token: ${JSON.stringify(reply)}`);
      }
      return token ? { token } : undefined;
    },
  };
}

export interface RemoteStateOptions {
  /** A state-setup endpoint of the server's test deployment: POST {state, params, action}. */
  stateUrl?: string;
  /** A session token to send as Authorization (else one is obtained by logging in). */
  token?: string;
  /** Base URL of the account server to log in at when no token is given. */
  loginUrl?: string;
  username?: string;
  password?: string;
  /** The operator's session token for "user operator is logged in" (else a login as the operator). */
  operatorToken?: string;
  /** The operator's credentials (default `operator` / `Operator@123`). */
  operatorUsername?: string;
  operatorPassword?: string;
}

/**
 * A real server. Without a state URL, every state must already be true on the server (see
 * contract-tests/README.md); the logged-in state then takes the given token or logs in.
 */
export function remoteStates(options: RemoteStateOptions): StateSetup {
  let loginToken: string | undefined;
  let operatorLoginToken: string | undefined;
  return {
    async setup(state: string, params: JsonMap) {
      let token: string | undefined;
      if (options.stateUrl) {
        token = tokenIn(await postJson(options.stateUrl, { state, params, action: 'setup' }));
      }
      if (!SESSION_STATES.has(state)) return token ? { token } : undefined;
      if (state === OPERATOR_LOGGED_IN_STATE) {
        if (!token) token = options.operatorToken;
        if (!token && options.loginUrl) {
          operatorLoginToken ??= await loginForToken(
            options.loginUrl,
            options.operatorUsername ?? OPERATOR.username,
            options.operatorPassword ?? OPERATOR.password,
          );
          token = operatorLoginToken;
        }
      } else {
        if (!token) token = options.token;
        if (!token && options.loginUrl) {
          loginToken ??= await loginForToken(options.loginUrl, options.username, options.password);
          token = loginToken;
        }
      }
      if (!token) {
        throw new Error(
          `"${state}" needs a session token: pass ${state === OPERATOR_LOGGED_IN_STATE ? '--operator-token' : '--token'}, --login-url, or a --state-url that answers {token}`,
        );
      }
      return { token };
    },
    async teardown(state: string, params: JsonMap) {
      if (options.stateUrl) await postJson(options.stateUrl, { state, params, action: 'teardown' });
    },
  };
}
