import type { MenuNode } from '@agrimap/sdk';

/** Menu entries of type 2 are buttons (permissions), never shown in the navigation. */
export function isButton(node: MenuNode): boolean {
  return node.type === 2;
}

/** The entries below `node` that are shown as navigation (buttons left out). */
export function menuChildren(node: MenuNode): MenuNode[] {
  return (node.menuVoList ?? []).filter((child) => !isButton(child));
}

/** An entry hidden from the navigation (菜单管理 显示 off); its page and buttons stay granted. */
export function isHidden(node: MenuNode): boolean {
  return node.visible === false;
}

/** What the menus show of a level: navigation entries that are not hidden. */
export function shownEntries(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter((node) => !isButton(node) && !isHidden(node));
}

/** The entries below `node` that the menus show (buttons and hidden entries left out). */
export function shownChildren(node: MenuNode): MenuNode[] {
  return shownEntries(node.menuVoList ?? []);
}

/** The stable key of a menu entry: its menuUrl, else its id, else its name. */
export function menuKey(node: MenuNode): string {
  if (node.menuUrl) return node.menuUrl;
  const id = node.id;
  return typeof id === 'number' || typeof id === 'string' ? `menu-${id}` : `menu-${node.name}`;
}

/** Segment-wise prefix: `/a/b` is a prefix of `/a/b` and `/a/b/c`, not of `/a/bc`. */
export function isPathPrefix(prefix: string, pathname: string): boolean {
  const p = prefix.replace(/\/+$/, '');
  if (p === '') return false;
  return pathname === p || pathname.startsWith(`${p}/`);
}

/** Strips a trailing slash (except for `/`). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The chain of navigation entries (top → deepest) leading to the entry that best matches
 * `pathname`: the entry whose menuUrl equals it, else the one with the longest menuUrl that is a
 * path prefix of it. Empty when nothing matches.
 */
export function menuTrail(tree: readonly MenuNode[], pathname: string): MenuNode[] {
  const path = normalisePath(pathname);
  let best: MenuNode[] = [];
  let bestLength = -1;
  const walk = (nodes: readonly MenuNode[], trail: MenuNode[]) => {
    for (const node of nodes) {
      if (isButton(node)) continue;
      const here = [...trail, node];
      const url = node.menuUrl ? normalisePath(node.menuUrl) : '';
      if (url && isPathPrefix(url, path) && url.length > bestLength) {
        best = here;
        bestLength = url.length;
      }
      walk(menuChildren(node), here);
    }
  };
  walk(tree, []);
  return best;
}

/** Finds the first entry (depth first) that satisfies `predicate`, buttons included. */
export function findMenu(
  tree: readonly MenuNode[],
  predicate: (node: MenuNode) => boolean,
): MenuNode | undefined {
  for (const node of tree) {
    if (predicate(node)) return node;
    const found = findMenu(node.menuVoList ?? [], predicate);
    if (found) return found;
  }
  return undefined;
}

/** Every navigation entry of the tree (depth first, buttons left out). */
export function flattenMenu(tree: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (isButton(node)) continue;
      out.push(node);
      walk(menuChildren(node));
    }
  };
  walk(tree);
  return out;
}
