import { createPlatformClient, type PlatformClientOptions, sameOriginBaseUrls } from './client';
import { createMemoryCookieJar, setPlatformToken, setToken } from './cookies';
import type { UnauthorizedInfo } from './middleware/unauthorized';

/** A fetch stub that records every Request and answers from a handler. */
export function fetchStub(
  handler: (req: Request) => Response | Promise<Response> = () =>
    json({ code: 200, msg: '成功', data: null }),
) {
  const requests: Request[] = [];
  const fetch = async (req: Request) => {
    requests.push(req.clone());
    return handler(req);
  };
  return { fetch, requests, last: () => requests[requests.length - 1] as Request };
}

/** A JSON Response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...(init.headers ?? {}) },
  });
}

export const ORIGIN = 'http://127.0.0.1:4000';
export const PREFIX = 'agrimap_';

/** A platform client over a fetch stub and an in-memory cookie jar. */
export function setup(
  options: Partial<PlatformClientOptions> & { handler?: (req: Request) => Response | Promise<Response> } = {},
) {
  const stub = fetchStub(options.handler);
  const cookies = createMemoryCookieJar();
  const unauthorized: UnauthorizedInfo[] = [];
  const client = createPlatformClient({
    baseUrls: sameOriginBaseUrls(ORIGIN),
    appId: 'agrimap-web',
    tokenPrefix: PREFIX,
    platformMarker: '/zt-api/',
    fetch: stub.fetch,
    cookies,
    onUnauthorized: (info) => unauthorized.push(info),
    ...options,
  });
  return {
    client,
    stub,
    cookies,
    unauthorized,
    login(token = 'user-token-1', platformToken?: string) {
      setToken(PREFIX, token, { jar: cookies });
      if (platformToken) setPlatformToken(PREFIX, platformToken, { jar: cookies });
    },
  };
}
