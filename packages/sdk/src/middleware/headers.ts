import type { Middleware } from 'openapi-fetch';

/** The `client` header value the web platform sends on every request (SPEC §7). */
export const CLIENT_HEADER_VALUE = '3';

/**
 * Adds `Appid` (the global default app id) and `client: 3` to every request.
 * A header the caller set explicitly is kept.
 */
export function headersMiddleware(appId: string): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('Appid')) request.headers.set('Appid', appId);
      if (!request.headers.has('client')) request.headers.set('client', CLIENT_HEADER_VALUE);
      return request;
    },
  };
}
