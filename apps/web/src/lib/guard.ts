import { LOGIN_PATH, NOT_FOUND_PATH } from './config';

/**
 * Paths anyone may open without a session. Add a path here to make it (and everything below
 * it) public; the login page and the not-found page must stay on it.
 */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, NOT_FOUND_PATH];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `pathname` is a public path or lies below one (`/login`, `/login/`, `/404`). */
export function isPublicPath(pathname: string, publicPaths: readonly string[] = PUBLIC_PATHS): boolean {
  const path = normalise(pathname);
  return publicPaths.some((p) => {
    const base = normalise(p);
    return path === base || (base !== '/' && path.startsWith(`${base}/`));
  });
}

/** What the route guard decides for one navigation. */
export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The route guard of R-2.3 (SPEC §2): every path other than a public one needs a stored session;
 * otherwise the user goes to the login page, which brings them back to `href` afterwards.
 *
 * @param pathname the path being entered
 * @param href the full in-app location (path + search + hash) to come back to
 * @param hasSession whether a session token is stored
 */
export function guardDecision(
  pathname: string,
  href: string,
  hasSession: boolean,
  publicPaths: readonly string[] = PUBLIC_PATHS,
): GuardDecision {
  if (hasSession || isPublicPath(pathname, publicPaths)) return { allow: true };
  return { allow: false, redirectTo: href };
}
