import type { FormListFieldData } from 'antd';
import { Form, Input, InputNumber, Radio, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { yuanToFen } from '@/lib/money';

/** The required 名称 of a catalogue entry (blank is not a name). */
export function NameField({
  label,
  message,
  maxLength,
}: {
  label: string;
  message: string;
  maxLength: number;
}) {
  return (
    <Form.Item label={label} name="name" rules={[{ required: true, whitespace: true, message }]}>
      <Input maxLength={maxLength} />
    </Form.Item>
  );
}

/** 状态 as 启用 (1) / 停用 (0), then the entry's description. */
export function StatusAndDescription({
  m,
  descriptionMaxLength,
  descriptionRows,
}: {
  m: { columns: { status: string; description: string }; status: { on: string; off: string } };
  descriptionMaxLength: number;
  descriptionRows: number;
}) {
  return (
    <>
      <Form.Item label={m.columns.status} name="status">
        <Radio.Group
          options={[
            { value: 1, label: m.status.on },
            { value: 0, label: m.status.off },
          ]}
        />
      </Form.Item>
      <Form.Item label={m.columns.description} name="description">
        <Input.TextArea maxLength={descriptionMaxLength} rows={descriptionRows} />
      </Form.Item>
    </>
  );
}

/** A required price in yuan with at most two decimals (sent as integer fen). */
export function priceRules(m: { priceRequired: string; priceInvalid: string }) {
  return [
    { required: true, message: m.priceRequired },
    {
      validator: async (_r: unknown, v: string | undefined) => {
        if (v !== undefined && v !== null && v !== '' && yuanToFen(String(v)) === undefined)
          throw new Error(m.priceInvalid);
      },
    },
  ];
}

/** A row of a `Form.List` shown as a table: `name` is the row's index in the list. */
export type ListRow = { key: number; name: number };

/** The rows of a `Form.List` as a small table without pages (单品's specs, 套餐's items). */
export function FormListTable({
  className,
  fields,
  columns,
  emptyText,
}: {
  className: string;
  fields: readonly FormListFieldData[];
  columns: ColumnsType<ListRow>;
  emptyText?: ReactNode;
}) {
  return (
    <Table<ListRow>
      className={className}
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={fields.map((x) => ({ key: x.key, name: x.name }))}
      {...(emptyText === undefined ? {} : { locale: { emptyText } })}
      columns={columns}
    />
  );
}

/** A whole number in row `row.name` of a `FormListTable` (labelled `<label><n>` for screen readers). */
export function ListNumberCell({
  row,
  field,
  label,
  min,
  max,
  fill,
}: {
  row: ListRow;
  field: string;
  label: string;
  min: number;
  max?: number;
  /** Takes the cell's whole width. */
  fill?: boolean;
}) {
  return (
    <Form.Item name={[row.name, field]} style={{ margin: 0 }}>
      <InputNumber
        aria-label={`${label}${row.name + 1}`}
        min={min}
        {...(max === undefined ? {} : { max })}
        precision={0}
        {...(fill ? { style: { width: '100%' } } : {})}
      />
    </Form.Item>
  );
}

/** A `FormListTable` column of whole numbers: `ListNumberCell`s of `field`, titled and labelled `title`. */
export function listNumberColumn({
  field,
  title,
  width,
  ...cell
}: {
  field: string;
  title: string;
  width: number;
  min: number;
  max?: number;
  fill?: boolean;
}): ColumnsType<ListRow>[number] {
  return {
    title,
    key: field,
    width,
    render: (_v, row) => <ListNumberCell row={row} field={field} label={title} {...cell} />,
  };
}
