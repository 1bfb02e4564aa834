import type { MenuNode } from '@agrimap/sdk';
import { findMenu, isButton, isPathPrefix, menuChildren, normalisePath } from './menu-tree';

/**
 * Whether the menu tree lets the user open `pathname`: a navigation entry has exactly that
 * path, or lies below it (a system or group path that redirects to one of its pages), or is a
 * page (an entry without navigation children) that the path lies below (the page's sub-pages).
 * Paths in `freePaths` (and below them) are open to every logged-in user whatever the menu says.
 */
export function canAccessPath(
  menuTree: readonly MenuNode[] | null | undefined,
  pathname: string,
  freePaths: readonly string[] = [],
): boolean {
  const path = normalisePath(pathname);
  if (freePaths.some((free) => isPathPrefix(free, path))) return true;
  if (!menuTree) return false;
  return (
    findMenu(menuTree, (node) => {
      if (isButton(node) || !node.menuUrl) return false;
      const url = normalisePath(node.menuUrl);
      if (url === path || isPathPrefix(path, url)) return true;
      return menuChildren(node).length === 0 && isPathPrefix(url, path);
    }) !== undefined
  );
}
