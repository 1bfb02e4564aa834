import { MAX_MENU_LEVELS, MENU_TYPE, type MenuNode } from '../shared/menu-tree';

/** A row of the menu table: the entry, its level (top = 1) and its rows below. */
export type MenuRow = Omit<MenuNode, 'children'> & { level: number; children?: MenuRow[] };

/** The tree with levels. */
export function toRows(nodes: readonly MenuNode[], level = 1): MenuRow[] {
  return nodes.map((node) => {
    const { children, ...entry } = node;
    return { ...entry, level, children: toRows(children, level + 1) };
  });
}

/** The rows below a row. */
export const childRows = (row: MenuRow): MenuRow[] => row.children ?? [];

/** The types an entry may have under `parent` (undefined = top level). */
export function typesUnder(parent: MenuRow | undefined): number[] {
  if (!parent) return [MENU_TYPE.directory, MENU_TYPE.menu];
  if (parent.type === MENU_TYPE.menu) return [MENU_TYPE.button];
  if (parent.type === MENU_TYPE.button || parent.level >= MAX_MENU_LEVELS) return [];
  // A directory at the last level could hold nothing: only pages go there.
  return parent.level + 1 < MAX_MENU_LEVELS ? [MENU_TYPE.directory, MENU_TYPE.menu] : [MENU_TYPE.menu];
}

/** Whether 新增下级 is offered on a row. */
export function canHaveChildren(row: MenuRow): boolean {
  return typesUnder(row).length > 0;
}

/** The types an existing entry may change to: fixed once it has children. */
export function typesFor(row: MenuRow, parent: MenuRow | undefined): number[] {
  if (childRows(row).length > 0) return [row.type];
  return typesUnder(parent);
}

/** Every route a menu uses, except `except`'s own. */
export function usedRoutes(rows: readonly MenuRow[], except?: number): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly MenuRow[]) => {
    for (const node of nodes) {
      if (node.type !== MENU_TYPE.button && node.id !== except) out.add(node.menuUrl);
      walk(childRows(node));
    }
  };
  walk(rows);
  return out;
}

/** The row with `id` and its parent. */
export function findRow(
  rows: readonly MenuRow[],
  id: number,
  parent?: MenuRow,
): { row: MenuRow; parent: MenuRow | undefined } | undefined {
  for (const row of rows) {
    if (row.id === id) return { row, parent };
    const found = findRow(childRows(row), id, row);
    if (found) return found;
  }
  return undefined;
}
