import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';

/** One plain field of a dialog: a `Form.Item` declared as data. */
export interface DialogField {
  name: string;
  label: ReactNode;
  /** The control (Input, Select …) the item wraps. */
  control: ReactNode;
  /** Required, with this message. */
  required?: string;
  /** Required text: blank (only spaces) counts as missing; this message. */
  requiredText?: string;
  /** More rules, after the required one. */
  rules?: FormItemProps['rules'];
  tooltip?: FormItemProps['tooltip'];
  /** A note under the control (e.g. why it is disabled). */
  extra?: FormItemProps['extra'];
}

/** The `Form.Item`s of a dialog's plain fields, in order (for `EntityDialog` / `RowDialog` children). */
export function DialogFields({ fields }: { fields: readonly DialogField[] }) {
  return fields.map((field) => {
    const required = field.requiredText ?? field.required;
    const rules = [
      ...(required === undefined
        ? []
        : [
            {
              required: true,
              ...(field.requiredText === undefined ? {} : { whitespace: true }),
              message: required,
            },
          ]),
      ...(field.rules ?? []),
    ];
    return (
      <Form.Item
        key={field.name}
        label={field.label}
        name={field.name}
        tooltip={field.tooltip}
        extra={field.extra}
        rules={rules.length > 0 ? rules : undefined}
      >
        {field.control}
      </Form.Item>
    );
  });
}
