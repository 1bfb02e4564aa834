import { Space } from 'antd';
import type { ReactNode } from 'react';
import { StatusSwitch } from '@/components/form/StatusSwitch';
import { StoredImage } from '@/components/form/StoredImage';
import type { QueryColumn } from '@/components/query-table';
import { editRemoveActions, type RowAction, RowActions } from '@/components/row-actions';
import { crudMessages as m } from './messages';
import type { Crud } from './useCrud';

/** A select filter's options led by 全部 (value ''). */
export function withAll<V extends string | number>(
  options: readonly { value: V; label: string }[],
): { value: V | ''; label: string }[] {
  return [{ value: '', label: m.all }, ...options];
}

/** The 状态 filter's options: 全部 (''), 启用 ('1'), 停用 ('0'). */
export function statusOptions(): { value: string; label: string }[] {
  return withAll([
    { value: '1', label: m.status.on },
    { value: '0', label: m.status.off },
  ]);
}

/** What `column` adds to a plain column: its other props, at most one filter on `key`, a typed `render`. */
export type ColumnExtra<Row, F, K extends keyof Row = keyof Row> = Omit<
  Partial<QueryColumn<Row, F>>,
  'key' | 'title' | 'search' | 'render'
> & {
  /** A text filter of the search param named `key`, of this max length. */
  text?: number;
  /** A select filter of the search param named `key` over these values, led by 全部. */
  select?: readonly string[];
  /** The cell, given the row's `key` value (e.g. `render: m.days`). */
  render?: (value: Row[K], row: Row) => ReactNode;
};

/**
 * A plain column showing the row's `key` (its `dataIndex`), e.g. `column('family', c.family,
 * { text: 20 })`; `text` / `select` declare its filter on the search param of the same name.
 */
export function column<Row, F, K extends keyof Row & string = keyof Row & string>(
  key: K,
  title: string,
  { text, select, render, ...extra }: ColumnExtra<Row, F, K> = {},
): QueryColumn<Row, F> {
  const name = key as string as keyof F & string;
  const options = select?.map((v) => ({ value: v, label: v }));
  return {
    key,
    title,
    dataIndex: key,
    ...(text !== undefined ? { search: { type: 'text' as const, name, maxLength: text } } : {}),
    ...(options ? { search: { type: 'select' as const, name, options: withAll(options) } } : {}),
    ...(render ? { render: (_v: unknown, row: Row) => render(row[key], row) } : {}),
    ...extra,
  };
}

/** A column of a stored image (logo, picture): the thumbnail, its alt text the row's name + `title`. */
export function imageColumn<Row, F>(options: {
  key: string;
  title: string;
  width: number;
  /** Default: the row's `key`. */
  src?: (row: Row) => string | null | undefined;
  /** Default: the row's `name`. */
  name?: (row: Row) => string;
}): QueryColumn<Row, F> {
  const field = (row: Row, key: string) => (row as Record<string, unknown>)[key] as string | null | undefined;
  const {
    title,
    src = (row: Row) => field(row, options.key),
    name = (row: Row) => field(row, 'name') ?? '',
  } = options;
  return {
    key: options.key,
    title,
    width: options.width,
    render: (_v, row) => <StoredImage value={src(row)} alt={`${name(row)}${title}`} />,
  };
}

/** The 状态 choices of a form (启用 = 1, 停用 = 0), e.g. `<Radio.Group options={statusChoices} />`. */
export const statusChoices: readonly { value: 0 | 1; label: string }[] = [
  { value: 1, label: m.status.on },
  { value: 0, label: m.status.off },
];

/**
 * The 状态 column: a switch that asks first and saves through `crud.status` (a tag without the
 * edit right); `filter` adds the 全部 / 启用 / 停用 select on that search param.
 */
export function statusColumn<Row extends { status?: unknown }, F>(options: {
  crud: Crud<Row>;
  title: string;
  /** The switch's accessible name (e.g. `${row.name}状态`). */
  label: (row: Row) => string;
  /** The question asked before switching (e.g. 确定启用该品牌吗？). */
  confirm?: (on: boolean) => string;
  filter?: keyof F & string;
  width?: number;
  /** Default: `row.status === 1`. */
  checked?: (row: Row) => boolean;
  /** A row shown as a tag even with the edit right (e.g. a built-in role that stays on). */
  readOnly?: (row: Row) => boolean;
  /** Shown after the switch (e.g. a 已锁定 tag). */
  after?: (row: Row) => ReactNode;
}): QueryColumn<Row, F> {
  const { crud, filter, checked = (row: Row) => row.status === 1, readOnly, after } = options;
  return {
    key: 'status',
    title: options.title,
    dataIndex: 'status',
    ...(options.width === undefined ? {} : { width: options.width }),
    ...(filter ? { search: { type: 'select' as const, name: filter, options: statusOptions() } } : {}),
    render: (_v, row) => {
      const control = (
        <StatusSwitch
          checked={checked(row)}
          readOnly={!crud.can.edit || (readOnly?.(row) ?? false)}
          aria-label={options.label(row)}
          confirm={options.confirm}
          onChange={(on) => crud.status.mutateAsync({ row, on })}
        />
      );
      return after ? (
        <Space size={4} wrap>
          {control}
          {after(row)}
        </Space>
      ) : (
        control
      );
    },
  };
}

/**
 * The 操作 column: `before` (e.g. 成员), then 编辑 (opens `crud.dialog`), `between` (e.g. 菜单权限)
 * and 删除 (asks `confirm` first, then `crud.remove`), each only with its right; `removable` leaves
 * 删除 out of a row that cannot go (e.g. a built-in role).
 */
export function actionsColumn<Row, F>(options: {
  crud: Crud<Row>;
  title: string;
  width: number;
  /** Pinned to the right edge of a wide table. */
  fixed?: 'right';
  /** The 删除 question (e.g. 确定删除该品牌吗？), or a row's (e.g. 确定删除“化肥”吗？). */
  confirm: ReactNode | ((row: Row) => ReactNode);
  before?: (row: Row) => RowAction[];
  /** Actions between 编辑 and 删除. */
  between?: (row: Row) => RowAction[];
  /** False leaves 删除 out of this row. Default: every row. */
  removable?: (row: Row) => boolean;
  /** The confirmation's buttons (default 确定 / 取消). */
  okText?: ReactNode;
  cancelText?: ReactNode;
}): QueryColumn<Row, F> {
  const { crud, confirm, removable = () => true } = options;
  return {
    key: 'actions',
    title: options.title,
    width: options.width,
    ...(options.fixed ? { fixed: options.fixed } : {}),
    render: (_v, row) => {
      const [edit, remove] = editRemoveActions({
        can: { edit: crud.can.edit, remove: crud.can.remove && removable(row) },
        onEdit: () => crud.dialog.openEdit(row),
        onRemove: () => crud.remove.mutateAsync(row),
        confirm: typeof confirm === 'function' ? confirm(row) : confirm,
      });
      return (
        <RowActions
          okText={options.okText}
          cancelText={options.cancelText}
          actions={[
            ...(options.before?.(row) ?? []),
            ...(edit ? [edit] : []),
            ...(options.between?.(row) ?? []),
            ...(remove ? [remove] : []),
          ]}
        />
      );
    },
  };
}
