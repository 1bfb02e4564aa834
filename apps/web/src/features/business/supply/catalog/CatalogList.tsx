import type { ComponentType } from 'react';
import { actionsColumn, type Crud, CrudList, type CrudListProps, statusColumn } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';

/** A row of the shop catalogue (单品, 套餐). */
interface CatalogRow {
  id: number;
  name: string;
  status: number;
  updateTime: string;
}

/** The strings the catalogue lists share. */
export interface CatalogMessages {
  title: string;
  exportName: string;
  columns: { name: string; status: string; updateTime: string; actions: string };
  delete: { confirm: string };
}

/** What the list gives the 新增 / 编辑 dialog of a catalogue entry (it loads the entry by `id`). */
export interface CatalogDialogProps {
  mode: 'create' | 'edit';
  id?: number;
  onClose: () => void;
}

/** The 新增 / 编辑 dialog of a catalogue entry. */
export type CatalogDialog = ComponentType<CatalogDialogProps>;

export interface CatalogListProps<Row extends CatalogRow, F extends { status: string }, TData>
  extends Pick<CrudListProps<Row, F, TData>, 'search' | 'query' | 'scrollX'> {
  crud: Crud<Row>;
  /** The entity: `<name>-manager` / `<name>-table`, the export `/api/v1/web/sp/<name>/export`. */
  name: 'sku' | 'setmeal';
  m: CatalogMessages;
  /** The columns between 名称 and 状态. */
  columns: QueryColumn<NoInfer<Row>, F>[];
  /** The columns between 状态 and 更新时间. */
  afterStatus?: QueryColumn<NoInfer<Row>, F>[];
  /** The question before 启用 / 停用; without it the status is only shown (a tag). */
  statusConfirm?: (on: boolean) => string;
  /** Keeps 操作 at the right edge of a wide table. */
  fixedActions?: boolean;
  Dialog: CatalogDialog;
}

/**
 * 单品录入 and 套餐录入: 名称 (searched), the entity's columns, 状态 (filtered 全部 / 启用 / 停用),
 * 更新时间 and 编辑 / 删除, with 新增 / 编辑 in the entity's dialog and 导出.
 */
export function CatalogList<Row extends CatalogRow, F extends { status: string }, TData>({
  crud,
  name,
  m,
  columns,
  afterStatus = [],
  statusConfirm,
  fixedActions,
  Dialog,
  ...table
}: CatalogListProps<Row, F, TData>) {
  const c = m.columns;
  // Without a question the status cannot be switched here: the column shows the tag only.
  const shown: Crud<Row> = statusConfirm ? crud : { ...crud, can: { ...crud.can, edit: false } };
  const all: QueryColumn<Row, F>[] = [
    {
      key: 'name',
      title: c.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name' as keyof F & string, maxLength: 50 },
    },
    ...columns,
    statusColumn<Row, F>({
      crud: shown,
      title: c.status,
      width: 90,
      filter: 'status',
      label: (row) => `${row.name}${c.status}`,
      confirm: statusConfirm,
    }),
    ...afterStatus,
    { key: 'updateTime', title: c.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      ...actionsColumn<Row, F>({ crud, title: c.actions, width: 130, confirm: m.delete.confirm }),
      ...(fixedActions ? { fixed: 'right' as const } : {}),
    },
  ];
  const open = crud.dialog.current;
  return (
    <CrudList
      crud={crud}
      name={name}
      title={m.title}
      columns={all}
      exportFile={{ fileName: m.exportName, path: `/api/v1/web/sp/${name}/export` }}
      {...table}
    >
      {open ? (
        <Dialog mode={open.row ? 'edit' : 'create'} id={open.row?.id} onClose={crud.dialog.close} />
      ) : null}
    </CrudList>
  );
}
