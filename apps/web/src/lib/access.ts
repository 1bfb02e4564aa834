import { HOME_PATH } from './config';
import { canAccessPath } from './permissions';
import { currentUser } from './session';

/**
 * Pages every logged-in user may open whatever their menu says: the home page, where login
 * lands by default.
 */
export const MENU_FREE_PATHS: readonly string[] = [HOME_PATH];

/** Thrown by a route guard when the user's menu tree does not include the page. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(readonly pathname: string) {
    super(`No menu entry grants access to ${pathname}`);
  }
}

export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError || (error instanceof Error && error.name === 'ForbiddenError');
}

/** Route guard: throws {@link ForbiddenError} unless the stored menu tree grants `pathname`. */
export function assertMenuAccess(pathname: string): void {
  if (!canAccessPath(currentUser()?.auth_list, pathname, MENU_FREE_PATHS)) throw new ForbiddenError(pathname);
}
