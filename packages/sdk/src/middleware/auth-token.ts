import type { Middleware, MiddlewareRequestParams } from 'openapi-fetch';

/** Where the token middleware finds tokens. */
export interface TokenSources {
  /** The user's token stored under the system prefix. */
  getToken(): string | undefined;
  /** The separate platform token. */
  getPlatformToken(): string | undefined;
  /** A substring of request URLs that go to the platform (e.g. `/zt-api/`); empty = never. */
  platformMarker?: string | undefined;
}

function tokenParam(params: MiddlewareRequestParams): string | undefined {
  for (const bag of [params.path, params.query]) {
    const value = bag?.token;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Resolves the `Authorization` header for one request (SPEC §7):
 * 1. a request parameter named `token` (path or query) if given;
 * 2. else, when the URL contains the platform marker, the platform token;
 * 3. else the user's token stored under the prefix.
 * Returns undefined when none is available.
 */
export function resolveToken(
  url: string,
  params: MiddlewareRequestParams,
  sources: TokenSources,
): string | undefined {
  const fromParam = tokenParam(params);
  if (fromParam) return fromParam;
  if (sources.platformMarker && url.includes(sources.platformMarker)) return sources.getPlatformToken();
  return sources.getToken();
}

/** Sets `Authorization` on every request by {@link resolveToken} (an explicit header is kept). */
export function authTokenMiddleware(sources: TokenSources): Middleware {
  return {
    onRequest({ request, params }) {
      if (request.headers.has('Authorization')) return request;
      const token = resolveToken(request.url, params, sources);
      if (token) request.headers.set('Authorization', token);
      return request;
    },
  };
}
