import type { PlatformClient } from '@agrimap/sdk';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { type CrudForm, field, withId } from '@/components/crud';
import { SearchSelect } from '@/components/search-select';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { intRule } from '../form';
import { type Stage, specOptionsQuery } from './api';
import { stageMessages as m } from './messages';

interface StageForm {
  name: string;
  dayOffset: number;
  durationDays: number;
  practices?: string;
  inputs?: { specId?: number; dosage?: string }[];
}

/** A catalogue specification (SKU), searched by name, spec or barcode; `known` labels the chosen ones. */
function SpecSelect({
  id,
  value,
  onChange,
  known,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value?: number;
  onChange?: (v: number | undefined) => void;
  known: ReadonlyMap<number, string>;
  'aria-label'?: string;
}) {
  const client = useApi();
  return (
    <SearchSelect
      id={id}
      aria-label={ariaLabel}
      style={{ width: 320 }}
      query={(keyword) => specOptionsQuery(client, keyword)}
      toOptions={(data) => data.list.map((s) => ({ value: s.id, label: `${s.skuName} ${s.spec}` }))}
      current={value !== undefined && known.has(value) ? { value, label: known.get(value) as string } : null}
      placeholder={m.dialog.skuPlaceholder}
      value={value}
      onChange={onChange}
    />
  );
}

const { columns: c, dialog: d } = m;
const days = <InputNumber precision={0} suffix="天" style={{ width: 200 }} />;

/** 新增生育期 / 编辑生育期: name, day offset from sowing, duration, key practices, recommended inputs. */
export const stageForm = (client: PlatformClient, cropId: number): CrudForm<StageForm, Stage> => ({
  name: 'stage-dialog',
  titles: { create: d.create, edit: d.edit },
  width: 720,
  fields: [
    field('name', c.name, <Input maxLength={20} showCount />, { requiredText: d.nameRequired }),
    field('dayOffset', c.dayOffset, days, {
      tooltip: d.offsetTip,
      required: d.offsetRequired,
      rules: [intRule(-365, 1000, d.offsetRange)],
    }),
    field('durationDays', c.durationDays, days, {
      required: d.durationRequired,
      rules: [intRule(1, 1000, d.durationRange)],
    }),
    field('practices', c.practices, <Input.TextArea maxLength={500} showCount rows={3} />),
  ],
  body: ({ row }) => <StageInputs stage={row} />,
  toValues: (stage) => ({
    name: stage.name,
    dayOffset: stage.dayOffset,
    durationDays: stage.durationDays,
    practices: stage.practices,
    inputs: stage.inputs.map((i) => ({ specId: i.specId, dosage: i.dosage })),
  }),
  defaults: { durationDays: 1, practices: '', inputs: [] },
  trim: true,
  blank: { practices: '' },
  save: {
    run: ({ inputs, ...v }, stage) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/stage/save', {
        body: {
          ...withId(stage, v),
          cropId,
          inputs: (inputs ?? []).flatMap((i) =>
            i.specId === undefined ? [] : [{ specId: i.specId, dosage: i.dosage?.trim() ?? '' }],
          ),
        },
      }),
    meta: { successText: d.success, errorText: d.failure, what: 'agroStageSave' },
  },
});

/** 推荐投入品: up to ten specifications, each with its dosage. */
function StageInputs({ stage }: { stage: Stage | undefined }) {
  const known = new Map((stage?.inputs ?? []).map((i) => [i.specId, `${i.skuName} ${i.spec}`]));
  return (
    <Form.Item label={d.inputs}>
      <Form.List name="inputs">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                <Form.Item
                  name={[f.name, 'specId']}
                  rules={[{ required: true, message: d.skuRequired }]}
                  noStyle
                >
                  <SpecSelect known={known} aria-label={`${d.inputs}${i + 1}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'dosage']} noStyle>
                  <Input maxLength={30} placeholder={d.dosagePlaceholder} style={{ width: 200 }} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={`${d.removeInput}${i + 1}`}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            {fields.length < 10 ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ dosage: '' })}>
                {d.addInput}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
