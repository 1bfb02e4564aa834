import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { RowDialog } from '@/components/entity-dialog';
import { SearchSelect } from '@/components/search-select';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { STAGE_LIST_KEY } from '../api';
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
export function SpecSelect({
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

const intRule = (min: number, max: number, message: string) => ({
  type: 'integer' as const,
  min,
  max,
  message,
});

/** 新增生育期 / 编辑生育期: name, day offset from sowing, duration, key practices, recommended inputs. */
export function StageDialog({
  cropId,
  stage,
  onClose,
}: {
  cropId: number;
  stage?: Stage;
  onClose: () => void;
}) {
  const client = useApi();
  const known = new Map((stage?.inputs ?? []).map((i) => [i.specId, `${i.skuName} ${i.spec}`]));
  return (
    <RowDialog<StageForm, Stage>
      row={stage}
      name="stage-dialog"
      titles={{ create: m.dialog.create, edit: m.dialog.edit }}
      width={720}
      toValues={(stage) => ({
        name: stage.name,
        dayOffset: stage.dayOffset,
        durationDays: stage.durationDays,
        practices: stage.practices,
        inputs: stage.inputs.map((i) => ({ specId: i.specId, dosage: i.dosage })),
      })}
      defaults={{ durationDays: 1, practices: '', inputs: [] }}
      save={(values) =>
        apiFetch(client, 'base', 'post', '/api/v1/agro/stage/save', {
          body: {
            ...(stage ? { id: stage.id } : {}),
            cropId,
            name: values.name.trim(),
            dayOffset: values.dayOffset,
            durationDays: values.durationDays,
            practices: values.practices?.trim() ?? '',
            inputs: (values.inputs ?? []).flatMap((i) =>
              i.specId === undefined ? [] : [{ specId: i.specId, dosage: i.dosage?.trim() ?? '' }],
            ),
          },
        })
      }
      saveMeta={{ successText: m.dialog.success, errorText: m.dialog.failure, what: 'agroStageSave' }}
      invalidates={[STAGE_LIST_KEY]}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            label={m.columns.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={20} showCount />
          </Form.Item>
          <Form.Item
            label={m.columns.dayOffset}
            name="dayOffset"
            tooltip={m.dialog.offsetTip}
            rules={[
              { required: true, message: m.dialog.offsetRequired },
              intRule(-365, 1000, m.dialog.offsetRange),
            ]}
          >
            <InputNumber precision={0} suffix="天" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label={m.columns.durationDays}
            name="durationDays"
            rules={[
              { required: true, message: m.dialog.durationRequired },
              intRule(1, 1000, m.dialog.durationRange),
            ]}
          >
            <InputNumber precision={0} suffix="天" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={m.columns.practices} name="practices">
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
          <Form.Item label={m.dialog.inputs}>
            <Form.List name="inputs">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f, i) => (
                    <Space key={f.key} align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                      <Form.Item
                        name={[f.name, 'specId']}
                        rules={[{ required: true, message: m.dialog.skuRequired }]}
                        noStyle
                      >
                        <SpecSelect known={known} aria-label={`${m.dialog.inputs}${i + 1}`} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'dosage']} noStyle>
                        <Input
                          maxLength={30}
                          placeholder={m.dialog.dosagePlaceholder}
                          style={{ width: 200 }}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={`${m.dialog.removeInput}${i + 1}`}
                        onClick={() => remove(f.name)}
                      />
                    </Space>
                  ))}
                  {fields.length < 10 ? (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ dosage: '' })}>
                      {m.dialog.addInput}
                    </Button>
                  ) : null}
                </>
              )}
            </Form.List>
          </Form.Item>
        </>
      )}
    </RowDialog>
  );
}
