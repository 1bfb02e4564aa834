import type { MenuNode } from '@agrimap/sdk';
import type { AccessCode } from './access-codes';
import { HOME_PATH } from './config';
import { isButton, normalisePath } from './menu-tree';
import { canAccessPath } from './permissions';
import { currentUser, useMenuTree } from './session';

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

/** What the current user may do: the codes of their menu tree. */
export interface Access {
  /**
   * True when the user holds `code`: a button code (`order:adjust`) anywhere in their menu tree, or
   * a page url (`/yxzcxt/index/systemMonitoring`, trailing slash ignored) of an entry they hold.
   */
  can(code: AccessCode): boolean;
  /** Every code the user holds: button codes and the urls of their menu entries. */
  readonly codes: ReadonlySet<string>;
}

/**
 * The flat set of codes a menu tree grants, at any depth, hidden entries included (they stay
 * granted): the code of every button (type 2, `module:action`) and the path of every directory or
 * page (normalised). A button whose url looks like a path, or a page whose url does not, grants
 * nothing. Where an entry sits and what it is called do not matter: renaming or moving a menu
 * keeps its buttons.
 */
export function accessCodesOf(tree: readonly MenuNode[] | null | undefined): Set<string> {
  const codes = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      const url = node.menuUrl?.trim() ?? '';
      const path = url.startsWith('/');
      if (isButton(node)) {
        if (url && !path) codes.add(url);
      } else if (path) codes.add(normalisePath(url));
      walk(node.menuVoList ?? []);
    }
  };
  walk(tree ?? []);
  return codes;
}

function buildAccess(tree: readonly MenuNode[] | null | undefined): Access {
  const codes: ReadonlySet<string> = accessCodesOf(tree);
  return {
    codes,
    can: (code) => codes.has(code.startsWith('/') ? normalisePath(code) : code),
  };
}

const byTree = new WeakMap<readonly MenuNode[], Access>();
const NO_ACCESS = buildAccess([]);

/** The access map of a menu tree, built once per tree (the stored tree changes only when replaced). */
export function accessOf(tree: readonly MenuNode[] | null | undefined): Access {
  if (!tree || tree.length === 0) return NO_ACCESS;
  let access = byTree.get(tree);
  if (!access) {
    access = buildAccess(tree);
    byTree.set(tree, access);
  }
  return access;
}

/**
 * The current user's access map, e.g. `useAccess().can('order:adjust')`: built once per session
 * from the stored menu tree, rebuilt when the server sends a new tree, empty without a session.
 */
export function useAccess(): Access {
  return accessOf(useMenuTree());
}
