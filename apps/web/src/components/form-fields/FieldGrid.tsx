import { Col, Row } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { ReactNode } from 'react';
import { type DialogField, DialogFields } from '@/components/entity-dialog/DialogFields';
import type { RegionValue } from '@/components/form/RegionCascader';

/**
 * One cell of a `FieldGrid`, `span` of the row's 24 columns: a plain field (`DialogField`) or, for an
 * item the data cannot declare (one that depends on another field), its own `node` under a `key`.
 */
export type GridCell = { span: number } & (DialogField | { key: string; node: ReactNode });

/** A plain field `span` columns wide, e.g. `cell(12, field('name', c.name, <Input />, { requiredText }))`. */
export const cell = (span: number, field: DialogField): GridCell => ({ span, ...field });

/** A form's fields laid out in columns (a vertical form's 客户 / 仓库 / 单据 head): one `Row` of `Col`s. */
export function FieldGrid({ cells, gutter = 16 }: { cells: readonly GridCell[]; gutter?: number }) {
  return (
    <Row gutter={gutter}>
      {cells.map((item) => (
        <Col span={item.span} key={'node' in item ? item.key : item.name}>
          {'node' in item ? item.node : <DialogFields fields={[item]} />}
        </Col>
      ))}
    </Row>
  );
}

/** A required region: the cascader's value must carry a code (a cleared cascader keeps an empty one). */
export const regionRequiredRule = (message: string): RuleObject => ({
  validator: async (_rule, value: RegionValue | undefined) => {
    if (!value?.qhdm) throw new Error(message);
  },
});
