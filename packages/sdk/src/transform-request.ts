/** maplibre-gl's `RequestParameters` subset returned by a transformRequest. */
export interface TransformedRequest {
  url: string;
  headers?: Record<string, string>;
}

/** True when `url` is `authority` itself or lies under it (same origin, path prefix at a segment boundary). */
export function isUnderAuthority(url: string, authority: string): boolean {
  let u: URL;
  let a: URL;
  try {
    u = new URL(url);
    a = new URL(authority);
  } catch {
    return false;
  }
  if (u.origin !== a.origin) return false;
  const base = a.pathname.endsWith('/') ? a.pathname : `${a.pathname}/`;
  return u.pathname === a.pathname || u.pathname.startsWith(base);
}

/**
 * A maplibre-gl `transformRequest` that adds `Authorization: <token>` only to requests under one
 * of the configured authority URLs (SPEC §6): the user's token never goes to a third-party host.
 *
 * @param authorityUrls absolute URLs (origin + optional path) that may receive the token
 * @param getToken reads the current token at request time (it may change after login)
 */
export function createTransformRequest(
  authorityUrls: readonly string[],
  getToken: () => string | undefined,
): (url: string, resourceType?: string) => TransformedRequest {
  return (url) => {
    if (!authorityUrls.some((authority) => isUnderAuthority(url, authority))) return { url };
    const token = getToken();
    return token ? { url, headers: { Authorization: token } } : { url };
  };
}
