// The SDK configured the way the web app configures it (appId, token prefix), pointed at a mock or
// a provider, plus a generic caller for any operation of OPERATIONS.
import {
  createMemoryCookieJar,
  createPlatformClient,
  type PlatformClient,
  type ServerName,
  setToken,
  type UnauthorizedInfo,
} from '@agrimap/sdk';
import { isJsonType } from './sample';
import type { HttpMethod, Json } from './specs';

/** The web app's SDK settings (see the agreed web-app interface). */
export const WEB_APP_ID = 'agrimap-web';
export const WEB_TOKEN_PREFIX = 'agrimap_';

export interface ClientSetup {
  baseUrls: Record<ServerName, string>;
  /** The session token stored in the token cookie, as after a login; none = logged out. */
  token?: string;
  onUnauthorized?: (info: UnauthorizedInfo) => void;
}

export function webClient(setup: ClientSetup): PlatformClient {
  const cookies = createMemoryCookieJar();
  if (setup.token) setToken(WEB_TOKEN_PREFIX, setup.token, { jar: cookies, secure: false });
  return createPlatformClient({
    baseUrls: setup.baseUrls,
    appId: WEB_APP_ID,
    tokenPrefix: WEB_TOKEN_PREFIX,
    cookies,
    ...(setup.onUnauthorized ? { onUnauthorized: setup.onUnauthorized } : {}),
  });
}

/** The same base URL for every server (a mock that serves the OpenAPI paths at its root). */
export function allServersAt(url: string): Record<ServerName, string> {
  return { account: url, system: url, base: url, shop: url, area: url, map: url };
}

export interface RawCall {
  server: ServerName;
  method: HttpMethod;
  path: string;
  pathParams?: Record<string, Json>;
  query?: Record<string, Json>;
  headers?: Record<string, string>;
  body?: Json;
  /** Expected response media type: JSON is parsed, anything else read as bytes. */
  responseContentType?: string;
}

export interface RawResult {
  response: Response;
  /** Parsed JSON, or the bytes of a non-JSON reply. */
  data: unknown;
  error: unknown;
}

type AnyClientMethod = (path: string, init: Record<string, unknown>) => Promise<RawResult>;

/**
 * Calls one operation through the SDK's typed client for its server — the same openapi-fetch
 * client and middleware (Appid, client, Authorization) the app uses — with values only known at
 * run time (the typed signatures need literal paths, so this goes through the untyped view).
 */
export async function callOperation(api: PlatformClient, call: RawCall): Promise<RawResult> {
  const client = api[call.server] as unknown as Record<string, AnyClientMethod>;
  const fn = client[call.method.toUpperCase()];
  if (!fn) throw new Error(`the SDK client has no ${call.method.toUpperCase()} method`);
  const init: Record<string, unknown> = {
    params: {
      path: call.pathParams ?? {},
      query: call.query ?? {},
      header: call.headers ?? {},
    },
    parseAs:
      call.responseContentType === undefined || isJsonType(call.responseContentType) ? 'json' : 'arrayBuffer',
  };
  if (call.body !== undefined) init.body = call.body;
  return fn.call(client, call.path, init);
}
