import type { MenuNode } from '@agrimap/sdk';
import { findMenu, isButton, isPathPrefix, menuChildren, normalisePath } from './menu-tree';

function namedEntries(tree: readonly MenuNode[], name: string): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.name === name && !isButton(node)) out.push(node);
      walk(node.menuVoList ?? []);
    }
  };
  walk(tree);
  return out;
}

/**
 * R-6.1 (SPEC §6): true when the user's menu tree holds, under the menu named `parentMenuName`, a menu
 * named `childMenuName` (at any depth below it) whose own entries include a button with the url
 * `buttonUrl`, e.g. `hasButton(tree, '物联网监测', '设备管理', 'device:edit')`.
 */
export function hasButton(
  menuTree: readonly MenuNode[] | null | undefined,
  parentMenuName: string,
  childMenuName: string,
  buttonUrl: string,
): boolean {
  if (!menuTree || !buttonUrl) return false;
  for (const parent of namedEntries(menuTree, parentMenuName)) {
    for (const child of namedEntries(parent.menuVoList ?? [], childMenuName)) {
      if ((child.menuVoList ?? []).some((entry) => isButton(entry) && entry.menuUrl === buttonUrl))
        return true;
    }
  }
  return false;
}

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
