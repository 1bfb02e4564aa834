import type { ReactNode } from 'react';
import type { QueryColumn } from '@/components/query-table';
import { type RowAction, RowActions } from './RowActions';

export interface RowActionsColumnOptions<Row> {
  /** The header (操作). */
  title: string;
  width: number;
  /** Pinned to the right edge of a wide table. */
  fixed?: 'right';
  /** The row's actions (those with `visible: false` left out). */
  actions: (row: Row) => RowAction[];
  okText?: ReactNode;
  cancelText?: ReactNode;
  inline?: number;
}

/**
 * The 操作 column of a list that is not a CRUD screen (orders, returns, tasks, notices …): the
 * row's link buttons as `<RowActions>`; for 编辑 / 删除 by rights use the CRUD layer's
 * `actionsColumn`.
 */
export function rowActionsColumn<Row, F>(options: RowActionsColumnOptions<Row>): QueryColumn<Row, F> {
  const { actions, okText, cancelText, inline } = options;
  return {
    key: 'actions',
    title: options.title,
    width: options.width,
    ...(options.fixed ? { fixed: options.fixed } : {}),
    render: (_v, row) => (
      <RowActions actions={actions(row)} okText={okText} cancelText={cancelText} inline={inline} />
    ),
  };
}
