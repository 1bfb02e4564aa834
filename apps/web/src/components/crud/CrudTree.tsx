import { PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { editRemoveActions, RowActions } from '@/components/row-actions/RowActions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { TreeTable } from '@/components/tree-table/TreeTable';
import type { TreeMove } from '@/components/tree-table/tree';
import { errorTextOf } from '@/lib/errors';
import type { CallMeta } from '@/lib/query';
import { type Crud, type CrudOptions, useCrud } from './useCrud';

/** The open dialog of a tree: 编辑 of `row`, or 新增 under `parent` (新增下级) or at the top. */
export interface CrudTreeTarget<Row> {
  row?: Row;
  parent?: Row;
}

/** What a tree screen gets from `useCrudTree`: `useCrud`'s, plus 新增下级. */
export interface CrudTreeState<Row> extends Crud<Row> {
  /** The open dialog with the parent of a 新增下级 (null when closed). */
  target: CrudTreeTarget<Row> | null;
  /** Opens 新增 under `parent`. */
  openChild: (parent: Row) => void;
}

/**
 * A tree screen's CRUD state: `useCrud` (rights, dialog, 删除 with its toasts, refresh after every
 * write) and the parent of a 新增下级. `readOnly` takes every right away (a view of the tree
 * under another menu).
 */
export function useCrudTree<Row>({
  readOnly = false,
  ...options
}: CrudOptions<Row> & { readOnly?: boolean }): CrudTreeState<Row> {
  const crud = useCrud(options);
  const [parent, setParent] = useState<Row | undefined>(undefined);
  const current = crud.dialog.current;
  return {
    ...crud,
    can: {
      add: !readOnly && crud.can.add,
      edit: !readOnly && crud.can.edit,
      remove: !readOnly && crud.can.remove,
    },
    dialog: {
      ...crud.dialog,
      openCreate: () => {
        setParent(undefined);
        crud.dialog.openCreate();
      },
    },
    target: current ? (current.row ? { row: current.row } : { parent }) : null,
    openChild: (row) => {
      setParent(() => row);
      crud.dialog.openCreate();
    },
  };
}

/** A tree's load (a query's result): its rows come separately (`rows`). */
export interface CrudTreeLoad {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface CrudTreeProps<Row extends { id: number }> {
  crud: CrudTreeState<Row>;
  /** The section's class (e.g. `dept-manager`). */
  className: string;
  /** The tree table's class (e.g. `dept-table`). */
  tableClassName: string;
  /** The tab header's title (none without). */
  title?: ReactNode;
  /** Between the header and the tree (e.g. the filter). */
  filter?: ReactNode;
  rows: readonly Row[] | undefined;
  /** The call that loads the tree (its top level for a `lazy` one): spinner, error with 重试. */
  load: CrudTreeLoad;
  /** The load error's text (the server's message wins). */
  loadError: string;
  /**
   * A tree whose levels load when opened (`useLazyTree`): starts closed; a child added under a
   * parent loads that parent's children.
   */
  lazy?: { onExpand: (row: Row, open: boolean) => void; open: (parentId: number) => void; loading: boolean };
  /** Open every level at first (default true; a `lazy` tree starts closed). */
  defaultExpandAll?: boolean;
  columns: TableColumnsType<Row>;
  /** 新增's label (shown with the add right) and its other props (e.g. `disabled`). */
  create: ReactNode;
  createProps?: Omit<ButtonProps, 'type' | 'icon' | 'onClick'>;
  /** After 新增 in the toolbar (e.g. a hint). */
  toolbar?: ReactNode;
  /** Rows offered 新增下级 (default: every row). */
  canAddChild?: (row: Row) => boolean;
  /** The 删除 question of a row. */
  confirm: (row: Row) => ReactNode;
  /** Drag re-order of siblings (with the edit right): persisted by `run`, then refreshed. */
  move?: { run: (move: TreeMove<Row>) => Promise<unknown>; meta: CallMeta };
  /** The open dialog; `close(saved)` closes it and refreshes the tree after a save. */
  dialog: (target: CrudTreeTarget<Row>, close: (saved: boolean) => void) => ReactNode;
}

/**
 * A tree screen: the tab header, `filter`, then the `TreeTable` with 新增 / 新增下级 / 编辑 /
 * 删除 (asks `confirm` first) by the crud's rights, drag re-order with the edit right, and the
 * dialog of `crud.target`. Every write refreshes the crud's `invalidates`.
 */
export function CrudTree<Row extends { id: number }>(props: CrudTreeProps<Row>) {
  const { crud, load, lazy, move } = props;
  const { can } = crud;
  const target = crud.target;
  const close = (saved: boolean) => {
    // the parent's children are loaded (again) so that opening it shows the new one
    if (saved && target?.parent && !target.row) lazy?.open(target.parent.id);
    crud.dialog.close();
    if (saved) void crud.refresh();
  };
  return (
    <section className={props.className}>
      {props.title === undefined ? null : <TabPaneHeader title={props.title} />}
      {props.filter}
      <TreeTable<Row>
        className={props.tableClassName}
        rows={props.rows}
        columns={props.columns}
        rowKey={'id' as keyof Row & string}
        defaultExpandAll={lazy ? false : props.defaultExpandAll}
        loading={load.isFetching || (lazy?.loading ?? false)}
        error={load.isError ? (errorTextOf(props.loadError, load.error) ?? props.loadError) : undefined}
        onRetry={() => void load.refetch()}
        onExpand={lazy?.onExpand}
        toolbar={
          <>
            {can.add ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                {...props.createProps}
                onClick={crud.dialog.openCreate}
              >
                {props.create}
              </Button>
            ) : null}
            {props.toolbar}
          </>
        }
        onAddChild={can.add ? crud.openChild : undefined}
        canAddChild={props.canAddChild}
        actions={
          can.edit || can.remove
            ? (row) => (
                <RowActions
                  actions={editRemoveActions({
                    can,
                    onEdit: () => crud.dialog.openEdit(row),
                    onRemove: () => crud.remove.mutateAsync(row),
                    confirm: props.confirm(row),
                  })}
                />
              )
            : undefined
        }
        move={
          move && can.edit
            ? async (step) => {
                await move.run(step);
                await crud.refresh();
              }
            : undefined
        }
        moveMeta={move?.meta}
      />
      {target ? props.dialog(target, close) : null}
    </section>
  );
}
