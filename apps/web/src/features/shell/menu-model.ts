import type { MenuNode } from '@agrimap/sdk';
import { menuChildren, menuKey, menuTrail } from '@/lib/menu-tree';

/** The side menu's view of the tree: entries by key and each key's parent submenu key. */
export interface MenuModel {
  /** Every navigation entry by its key. */
  byKey: Map<string, MenuNode>;
  /** The key of the submenu an entry sits in (absent for top entries). */
  parentOf: Map<string, string>;
  /** Keys of entries that open a submenu (they have navigation children). */
  submenuKeys: Set<string>;
}

/** The side menu shows up to three levels (SPEC §9); deeper entries are not shown. */
export const MAX_MENU_DEPTH = 3;

/** Indexes the navigation entries of a menu tree (buttons left out, up to three levels). */
export function buildMenuModel(tree: readonly MenuNode[]): MenuModel {
  const byKey = new Map<string, MenuNode>();
  const parentOf = new Map<string, string>();
  const submenuKeys = new Set<string>();
  const walk = (nodes: readonly MenuNode[], parent: string | undefined, depth: number) => {
    for (const node of nodes) {
      const key = menuKey(node);
      if (byKey.has(key)) continue;
      byKey.set(key, node);
      if (parent !== undefined) parentOf.set(key, parent);
      const children = menuChildren(node);
      if (children.length > 0 && depth < MAX_MENU_DEPTH) {
        submenuKeys.add(key);
        walk(children, key, depth + 1);
      }
    }
  };
  walk(tree, undefined, 1);
  return { byKey, parentOf, submenuKeys };
}

/** The key itself and every submenu above it, outermost first. */
export function keyWithAncestors(model: MenuModel, key: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = key;
  const seen = new Set<string>();
  while (current !== undefined && !seen.has(current)) {
    seen.add(current);
    chain.unshift(current);
    current = model.parentOf.get(current);
  }
  return chain;
}

/** What the menu shows for a path: the active entry's key and the submenus to open. */
export function routeMenuState(
  tree: readonly MenuNode[],
  model: MenuModel,
  pathname: string,
): { selectedKey: string | undefined; openKeys: string[] } {
  const trail = menuTrail(tree, pathname);
  const active = trail[trail.length - 1];
  if (!active) return { selectedKey: undefined, openKeys: [] };
  const selectedKey = menuKey(active);
  const openKeys = keyWithAncestors(model, selectedKey).filter((k) => model.submenuKeys.has(k));
  return { selectedKey, openKeys };
}

/**
 * The open submenus after the user opened or closed one. With `uniqueOpened` only one submenu
 * path stays open: opening a submenu closes every submenu that is not one of its ancestors.
 */
export function nextOpenKeys(
  model: MenuModel,
  previous: readonly string[],
  requested: readonly string[],
  uniqueOpened: boolean,
): string[] {
  if (!uniqueOpened) return [...requested];
  const opened = requested.find((k) => !previous.includes(k));
  if (opened === undefined) return [...requested]; // a submenu was closed
  return keyWithAncestors(model, opened).filter((k) => model.submenuKeys.has(k));
}

/** Open keys for following a route: the route's submenus, plus the open ones when not unique. */
export function followRoute(
  previous: readonly string[],
  routeKeys: readonly string[],
  uniqueOpened: boolean,
) {
  if (uniqueOpened) return [...routeKeys];
  return [...new Set([...previous, ...routeKeys])];
}
