import type { Key } from 'react';

/** A tree row's children under `childrenKey`. */
export function childrenOf<Row>(row: Row, childrenKey: string): Row[] {
  const value = (row as Record<string, unknown>)[childrenKey];
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** Keys of every row that has children (what 展开全部 opens). */
export function parentKeys<Row>(rows: readonly Row[], rowKey: string, childrenKey: string): Key[] {
  const out: Key[] = [];
  const walk = (nodes: readonly Row[]) => {
    for (const node of nodes) {
      const children = childrenOf(node, childrenKey);
      if (children.length) {
        out.push((node as Record<string, unknown>)[rowKey] as Key);
        walk(children);
      }
    }
  };
  walk(rows);
  return out;
}

/** Where a row sits: its parent (null at the top) and its siblings. */
export interface Place<Row> {
  parent: Row | null;
  siblings: Row[];
  index: number;
}

export function findPlace<Row>(
  rows: readonly Row[],
  key: Key,
  rowKey: string,
  childrenKey: string,
  parent: Row | null = null,
): Place<Row> | undefined {
  const index = rows.findIndex((row) => (row as Record<string, unknown>)[rowKey] === key);
  if (index >= 0) return { parent, siblings: [...rows], index };
  for (const row of rows) {
    const found = findPlace(childrenOf(row, childrenKey), key, rowKey, childrenKey, row);
    if (found) return found;
  }
  return undefined;
}

/** One re-order: `node` now sits at `index` among `siblings` (the new order) under `parent`. */
export interface TreeMove<Row> {
  node: Row;
  parent: Row | null;
  index: number;
  siblings: Row[];
}

/**
 * Moves the row `from` to the place of its sibling `to` (dragging down puts it after `to`,
 * dragging up before it). Answers the new tree and the move, or undefined when the rows are not
 * siblings or the same row.
 */
export function reorder<Row>(
  rows: readonly Row[],
  from: Key,
  to: Key,
  rowKey: string,
  childrenKey: string,
): { tree: Row[]; move: TreeMove<Row> } | undefined {
  if (from === to) return undefined;
  const source = findPlace(rows, from, rowKey, childrenKey);
  const target = findPlace(rows, to, rowKey, childrenKey);
  if (!source || !target || source.parent !== target.parent) return undefined;
  const siblings = [...source.siblings];
  const [node] = siblings.splice(source.index, 1);
  if (node === undefined) return undefined;
  siblings.splice(target.index, 0, node);
  const replace = (nodes: readonly Row[]): Row[] =>
    source.parent === null
      ? siblings
      : nodes.map((row) =>
          row === source.parent
            ? ({ ...row, [childrenKey]: siblings } as Row)
            : childrenOf(row, childrenKey).length
              ? ({ ...row, [childrenKey]: replace(childrenOf(row, childrenKey)) } as Row)
              : row,
        );
  const tree = source.parent === null ? siblings : replace(rows);
  return { tree, move: { node, parent: source.parent, index: target.index, siblings } };
}

/**
 * The rows as the table shows them: an empty children list is left out (no expand icon on a
 * leaf), except on rows `openable` accepts (a lazy tree's parent whose children load when it is
 * opened).
 */
export function withoutEmptyChildren<Row>(
  rows: readonly Row[],
  childrenKey: string,
  openable: (row: Row) => boolean,
): Row[] {
  return rows.map((row) => {
    const value = (row as Record<string, unknown>)[childrenKey];
    if (!Array.isArray(value)) return row;
    if (value.length)
      return { ...row, [childrenKey]: withoutEmptyChildren(value as Row[], childrenKey, openable) };
    if (openable(row)) return row;
    const { [childrenKey]: _empty, ...leaf } = row as Record<string, unknown>;
    return leaf as Row;
  });
}
