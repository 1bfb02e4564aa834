import { HolderOutlined, NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { type Key, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { CallMeta } from '@/lib/query';
import { treeTableMessages as m } from './messages';
import { parentKeys, reorder, type TreeMove, withoutEmptyChildren } from './tree';

export interface TreeTableProps<Row extends object> {
  /** The tree (children under `childrenKey`); undefined while loading. */
  rows: readonly Row[] | undefined;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** Default `children`. */
  childrenKey?: string;
  loading?: boolean;
  /** A load error's text: shown with 重试. */
  error?: string;
  onRetry?: () => void;
  /** 新增下级 in the 操作 column (for rows `canAddChild` allows). */
  onAddChild?: (row: Row) => void;
  canAddChild?: (row: Row) => boolean;
  /** More 操作 of a row (编辑, 删除 …), after 新增下级. */
  actions?: (row: Row) => ReactNode;
  /** Drag to re-order siblings: persists the move; the tree changes at once and rolls back on failure. */
  move?: (move: TreeMove<Row>) => Promise<unknown>;
  /** Messages of the move (default: failure shows the server's msg or 排序失败). */
  moveMeta?: CallMeta;
  /** Left of the toolbar (e.g. 新增). */
  toolbar?: ReactNode;
  /** Open every level at first (default true). */
  defaultExpandAll?: boolean;
  /** A row was opened or closed by the user (e.g. to load its children lazily). */
  onExpand?: (row: Row, expanded: boolean) => void;
  /**
   * Rows that keep an expand icon although their children list is empty (a lazy tree's parent,
   * its children loaded when opened). Default: rows whose `hasChildren` field is true. Any other
   * row with an empty children list shows as a leaf.
   */
  openable?: (row: Row) => boolean;
  className?: string;
}

const hasChildrenField = (row: object): boolean => (row as { hasChildren?: unknown }).hasChildren === true;

/**
 * A tree list: 展开全部 / 折叠全部, 新增下级 per row, drag rows to re-order siblings (the move
 * is persisted; the table shows it at once and rolls back when saving fails).
 */
export function TreeTable<Row extends object>(props: TreeTableProps<Row>) {
  const { rows, rowKey, move } = props;
  const childrenKey = props.childrenKey ?? 'children';
  const [tree, setTree] = useState<readonly Row[]>(rows ?? []);
  useEffect(() => setTree(rows ?? []), [rows]);
  const allParents = useMemo(() => parentKeys(tree, rowKey, childrenKey), [tree, rowKey, childrenKey]);
  const [expanded, setExpanded] = useState<Key[] | 'all' | 'none'>(
    props.defaultExpandAll === false ? 'none' : 'all',
  );
  const openable = props.openable ?? hasChildrenField;
  const shown = useMemo(
    () => withoutEmptyChildren(tree, childrenKey, openable),
    [tree, childrenKey, openable],
  );
  const expandedKeys = expanded === 'all' ? allParents : expanded === 'none' ? [] : expanded;
  const dragged = useRef<Key | null>(null);

  const persist = useMutation({
    mutationFn: ({ move: step }: { move: TreeMove<Row>; previous: readonly Row[] }) =>
      move?.(step) ?? Promise.resolve(),
    meta: props.moveMeta ?? { errorText: m.moveFailure, what: 'tree move' },
    onError: (_error, { previous }) => setTree(previous),
  });

  const keyOf = (row: Row) => (row as Record<string, unknown>)[rowKey] as Key;
  const hasActions = Boolean(props.onAddChild || props.actions);
  const columns: TableColumnsType<Row> = [
    ...(move
      ? [
          {
            key: '__drag',
            width: 40,
            render: () => <HolderOutlined style={{ cursor: 'move', color: '#8f959e' }} aria-hidden />,
          },
        ]
      : []),
    ...props.columns,
    ...(hasActions
      ? [
          {
            title: m.actions,
            key: '__actions',
            render: (_value: unknown, row: Row) => (
              <Space size={4}>
                {props.onAddChild && (props.canAddChild?.(row) ?? true) ? (
                  <Button type="link" size="small" onClick={() => props.onAddChild?.(row)}>
                    {m.addChild}
                  </Button>
                ) : null}
                {props.actions?.(row)}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const allOpen = allParents.length > 0 && allParents.every((key) => expandedKeys.includes(key));

  return (
    <div className={`tree-table ${props.className ?? ''}`.trim()}>
      <div
        className="tree-table-toolbar"
        style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}
      >
        {props.toolbar}
        <Button
          icon={allOpen ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
          onClick={() => setExpanded(allOpen ? 'none' : 'all')}
        >
          {allOpen ? m.collapseAll : m.expandAll}
        </Button>
      </div>
      {props.error ? (
        <Alert
          className="tree-table-error"
          type="error"
          showIcon
          title={props.error}
          style={{ marginBottom: 12 }}
          action={
            props.onRetry ? (
              <Button size="small" onClick={props.onRetry}>
                {m.retry}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Table<Row>
        className="tree-table-table"
        rowKey={rowKey as string}
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={props.loading || persist.isPending}
        pagination={false}
        childrenColumnName={childrenKey}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
          onExpand: props.onExpand ? (open, row) => props.onExpand?.(row, open) : undefined,
          // the open / close icon sits in the first data column, not in the drag handle's
          expandIconColumnIndex: move ? 1 : 0,
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} /> }}
        onRow={(row) =>
          move
            ? {
                draggable: true,
                onDragStart: (event) => {
                  dragged.current = keyOf(row);
                  event.dataTransfer?.setData('text/plain', String(keyOf(row)));
                },
                onDragOver: (event) => event.preventDefault(),
                onDrop: (event) => {
                  event.preventDefault();
                  const from = dragged.current;
                  dragged.current = null;
                  if (from === null || persist.isPending) return;
                  const result = reorder(tree, from, keyOf(row), rowKey, childrenKey);
                  if (!result) return;
                  const previous = tree;
                  setTree(result.tree);
                  persist.mutate({ move: result.move, previous });
                },
              }
            : {}
        }
      />
    </div>
  );
}
