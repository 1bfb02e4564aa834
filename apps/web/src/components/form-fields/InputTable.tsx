import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatDecimal } from './calculate';
import { fieldMessages as m } from './messages';
import {
  columnSum,
  invalidCells,
  SUMMED_TYPES,
  TABLE_CELLS_INVALID,
  type TableColumn,
  type TableRow,
} from './values';

export interface InputTableProps {
  value?: TableRow[] | null;
  onChange?: (rows: TableRow[]) => void;
  columns: readonly TableColumn[];
  /** Renders one cell's input (the renderer maps column types to widgets). */
  renderCell: (
    column: TableColumn,
    value: unknown,
    onChange: (value: unknown) => void,
    disabled: boolean,
    label: string,
  ) => ReactNode;
  disabled?: boolean;
  /** The add button's text (default 添加). */
  actionText?: string;
  /**
   * Show `不能为空` under every empty required cell (default: once the form validated the table,
   * i.e. on submit). Before that, only a cell the user has left (blurred) shows it.
   */
  showErrors?: boolean;
  id?: string;
}

interface KeyedRow {
  key: number;
  row: TableRow;
}

/**
 * 明细: rows of sub-fields. 添加 appends a row; deleting asks `确定删除该行数据吗？`; a `合计` row
 * sums amount / number / slider columns; an empty required cell shows `不能为空` (once, under
 * itself) after the user left it or after the form validated the table on submit (a form rule
 * uses {@link submitTable}) — never merely because a row was added.
 */
export function InputTable({
  value,
  onChange,
  columns,
  renderCell,
  disabled = false,
  actionText = m.table.add,
  showErrors,
  id,
}: InputTableProps) {
  const status = Form.Item.useStatus();
  const rows = value ?? [];
  const errorsShown = showErrors ?? status.status === 'error';
  // The form item's other errors (e.g. a required table without rows), shown once under the table.
  const tableErrors = (status.errors ?? []).filter((error) => error !== TABLE_CELLS_INVALID);
  // Cells the user has been in and left (`row:vModel`): they say they are empty without a submit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const invalid = invalidCells(rows, columns);
  const shown = (cell: string) => invalid.has(cell) && (errorsShown || touched.has(cell));
  const touch = (cell: string) =>
    setTouched((previous) => (previous.has(cell) ? previous : new Set(previous).add(cell)));
  const removeRow = (index: number) => {
    onChange?.(rows.filter((_r, i) => i !== index));
    // Rows below move up one: so do their touched cells.
    setTouched((previous) => {
      const next = new Set<string>();
      for (const cell of previous) {
        const [row, vModel] = cell.split(':') as [string, string];
        const i = Number(row);
        if (i < index) next.add(cell);
        else if (i > index) next.add(`${i - 1}:${vModel}`);
      }
      return next;
    });
  };
  const summed = columns.filter((c) => SUMMED_TYPES.has(c.cmpType));

  const update = (index: number, vModel: string, cell: unknown) => {
    onChange?.(rows.map((row, i) => (i === index ? { ...row, [vModel]: cell } : row)));
  };

  return (
    <div id={id}>
      <Table<KeyedRow>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={rows.map((row, key) => ({ key, row }))}
        locale={{ emptyText: m.table.empty }}
        columns={[
          { title: m.table.index, key: '__index', width: 56, render: (_v, _r, i) => i + 1 },
          ...columns.map((column) => ({
            title: column.required ? (
              <span>
                <span style={{ color: '#ff4d4f' }}>*</span> {column.label}
              </span>
            ) : (
              column.label
            ),
            key: column.vModel,
            render: (_v: unknown, { row }: KeyedRow, index: number) => {
              const cell = `${index}:${column.vModel}`;
              return (
                <div onBlur={() => touch(cell)}>
                  {renderCell(
                    column,
                    row[column.vModel],
                    (cell) => update(index, column.vModel, cell),
                    disabled,
                    `${column.label} 第${index + 1}行`,
                  )}
                  {shown(cell) ? (
                    <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
                      {m.table.required}
                    </Typography.Text>
                  ) : null}
                </div>
              );
            },
          })),
          ...(disabled
            ? []
            : [
                {
                  title: m.table.actions,
                  key: '__actions',
                  width: 72,
                  render: (_v: unknown, _row: KeyedRow, index: number) => (
                    <Popconfirm
                      title={m.table.confirmRemove}
                      okText={m.table.confirm}
                      cancelText={m.table.cancel}
                      onConfirm={() => removeRow(index)}
                    >
                      <Button
                        type="link"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`${m.table.remove} 第${index + 1}行`}
                      />
                    </Popconfirm>
                  ),
                },
              ]),
        ]}
        summary={() =>
          summed.length > 0 && rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{m.table.summary}</Table.Summary.Cell>
              {columns.map((column, i) => (
                <Table.Summary.Cell index={i + 1} key={column.vModel}>
                  {SUMMED_TYPES.has(column.cmpType) ? (
                    <span data-testid={`sum-${column.vModel}`}>
                      {formatDecimal(columnSum(rows, column.vModel), 4)}
                    </span>
                  ) : null}
                </Table.Summary.Cell>
              ))}
              {disabled ? null : <Table.Summary.Cell index={columns.length + 1} />}
            </Table.Summary.Row>
          ) : null
        }
      />
      {disabled ? null : (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          onClick={() => onChange?.([...rows, {}])}
        >
          {actionText}
        </Button>
      )}
      {tableErrors.map((error, i) => (
        <Typography.Text key={String(i)} type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      ))}
    </div>
  );
}
