import { type QueryKey, type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CallMeta } from '@/lib/query';

/** A row of a tree loaded by parent: `hasChildren` says whether it has any before they load. */
export interface LazyRow {
  id: number;
  hasChildren?: boolean | null;
}

export type LazyNode<Row> = Row & { children?: LazyNode<Row>[] };

/** The children call of one parent (e.g. from `apiQuery`). */
export interface LazyChildrenQuery<TData> {
  queryKey: QueryKey;
  queryFn?: ((context: never) => TData | Promise<TData>) | symbol;
  meta?: CallMeta;
}

/**
 * A tree whose top level the screen loads and whose other levels load when a parent is first
 * opened (for `TreeTable`'s `rows` and `onExpand`). A parent not yet opened gets `children: []`,
 * so the table shows it as openable; opening one whose children failed asks again.
 */
export function useLazyTree<Row extends LazyRow, TData>(options: {
  /** The top level (undefined while it loads). */
  roots: readonly Row[] | undefined;
  children: (parentId: number) => LazyChildrenQuery<TData>;
  /** The rows of a children reply. */
  toRows: (data: TData) => readonly Row[];
}) {
  const { roots, toRows } = options;
  const [opened, setOpened] = useState<number[]>([]);
  const childQueries = useQueries({
    queries: opened.map((parentId) => options.children(parentId) as UseQueryOptions<TData>),
  });
  const loaded = new Map<number, readonly Row[]>();
  opened.forEach((parentId, i) => {
    const data = childQueries[i]?.data;
    if (data !== undefined) loaded.set(parentId, toRows(data));
  });
  // Each reply of a parent's children (a new one after every fetch) rebuilds the tree.
  const loadedKey = opened.map((parentId, i) => `${parentId}:${childQueries[i]?.dataUpdatedAt ?? 0}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the loaded children
  const tree = useMemo(() => {
    if (!roots) return undefined;
    const build = (row: Row): LazyNode<Row> => {
      const children = loaded.get(row.id);
      if (children) return { ...row, children: children.map(build) };
      return row.hasChildren ? { ...row, children: [] } : row;
    };
    return roots.map(build);
  }, [roots, loadedKey]);

  /** Loads a parent's children when it is first opened; asks again when they failed. */
  const onExpand = (row: Row, open: boolean) => {
    if (!open || !row.hasChildren) return;
    const index = opened.indexOf(row.id);
    if (index < 0) setOpened((previous) => [...previous, row.id]);
    else if (childQueries[index]?.isError) void childQueries[index]?.refetch();
  };

  /** Loads a parent's children (again) now, e.g. after a child was added to it. */
  const open = (parentId: number) =>
    setOpened((previous) => (previous.includes(parentId) ? previous : [...previous, parentId]));

  return { tree, onExpand, open, loading: childQueries.some((q) => q.isFetching) };
}
