import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { tokenize } from '@/components/form-fields/calculate';
import {
  FIELD_TYPES,
  type FieldType,
  fieldTypeLabel,
  OPTION_TYPES,
  TABLE_COLUMN_TYPES,
} from '@/components/form-fields/field-types';
import { orgPickerMessages } from '@/components/org-picker/messages';
import { ORG_TABS, type OrgTab } from '@/components/org-picker/types';
import { designerMessages as m } from './messages';
import { calcCandidates, expressionText, type FieldOption, type FormField, formulaProblem } from './schema';

export interface PropertiesPanelProps {
  field: FormField | undefined;
  fields: FormField[];
  onChange: (formId: number, patch: Partial<FormField>) => void;
  onAddChild: (formId: number, type: FieldType) => void;
  onRemove: (formId: number) => void;
  onSelect: (formId: number) => void;
}

const NO_ROW = FIELD_TYPES.filter((t) => t !== 'row' && t !== 'table');

/** The selected field's settings: label, required, placeholder, options, limits, default, width, condition, per-type. */
export function PropertiesPanel({
  field,
  fields,
  onChange,
  onAddChild,
  onRemove,
  onSelect,
}: PropertiesPanelProps) {
  if (!field) {
    return (
      <aside aria-label={m.properties}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {m.properties}
        </Typography.Title>
        <Typography.Text type="secondary">{m.noSelection}</Typography.Text>
      </aside>
    );
  }
  const set = (patch: Partial<FormField>) => onChange(field.formId, patch);
  const type = field.tagIcon;
  return (
    <aside aria-label={m.properties}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {m.properties} · {fieldTypeLabel(type)}
      </Typography.Title>
      <Form layout="vertical" size="small" key={field.formId}>
        <Form.Item label={m.props.label} htmlFor="prop-label">
          <Input
            id="prop-label"
            value={field.label}
            maxLength={50}
            onChange={(e) => set({ label: e.target.value })}
          />
        </Form.Item>
        {type !== 'row' ? (
          <Space wrap>
            <Checkbox checked={field.required} onChange={(e) => set({ required: e.target.checked })}>
              {m.props.required}
            </Checkbox>
            <Checkbox checked={field.proCondition} onChange={(e) => set({ proCondition: e.target.checked })}>
              {m.props.proCondition}
            </Checkbox>
          </Space>
        ) : null}
        <Form.Item label={m.props.span} htmlFor="prop-span" style={{ marginTop: 8 }}>
          <InputNumber
            id="prop-span"
            min={1}
            max={24}
            precision={0}
            value={field.span}
            onChange={(v) => v && set({ span: v })}
          />
        </Form.Item>
        {['input', 'textarea', 'password', 'number', 'amount', 'select', 'cascader', 'date', 'time'].includes(
          type,
        ) ? (
          <Form.Item label={m.props.placeholder} htmlFor="prop-placeholder">
            <Input
              id="prop-placeholder"
              value={field.placeholder ?? ''}
              onChange={(e) => set({ placeholder: e.target.value })}
            />
          </Form.Item>
        ) : null}
        {type === 'input' || type === 'textarea' ? (
          <>
            <Form.Item label={m.props.maxLength} htmlFor="prop-maxlength">
              <InputNumber
                id="prop-maxlength"
                min={1}
                max={5000}
                precision={0}
                value={field.maxLength ?? null}
                onChange={(v) => set({ maxLength: v ?? undefined })}
              />
            </Form.Item>
            <Form.Item label={m.props.defaultValue} htmlFor="prop-default">
              <Input
                id="prop-default"
                value={(field.defaultValue as string) ?? ''}
                onChange={(e) => set({ defaultValue: e.target.value || undefined })}
              />
            </Form.Item>
            <PatternEditor field={field} set={set} />
          </>
        ) : null}
        {type === 'number' || type === 'slider' || type === 'rate' ? (
          <Space wrap>
            {type !== 'rate' ? (
              <Form.Item label={m.props.min} htmlFor="prop-min">
                <InputNumber
                  id="prop-min"
                  value={field.min ?? null}
                  onChange={(v) => set({ min: v ?? undefined })}
                />
              </Form.Item>
            ) : null}
            <Form.Item label={m.props.max} htmlFor="prop-max">
              <InputNumber
                id="prop-max"
                value={field.max ?? null}
                onChange={(v) => set({ max: v ?? undefined })}
              />
            </Form.Item>
            {type !== 'rate' ? (
              <Form.Item label={m.props.step} htmlFor="prop-step">
                <InputNumber
                  id="prop-step"
                  min={0}
                  value={field.step ?? null}
                  onChange={(v) => set({ step: v ?? undefined })}
                />
              </Form.Item>
            ) : null}
            {type === 'number' ? (
              <Form.Item label={m.props.precision} htmlFor="prop-precision">
                <InputNumber
                  id="prop-precision"
                  min={0}
                  max={6}
                  precision={0}
                  value={field.precision ?? null}
                  onChange={(v) => set({ precision: v ?? undefined })}
                />
              </Form.Item>
            ) : null}
            {type === 'number' ? (
              <Form.Item label={m.props.defaultValue} htmlFor="prop-default">
                <InputNumber
                  id="prop-default"
                  value={(field.defaultValue as number) ?? null}
                  onChange={(v) => set({ defaultValue: v ?? undefined })}
                />
              </Form.Item>
            ) : null}
          </Space>
        ) : null}
        {type === 'amount' ? (
          <Checkbox
            checked={field.showChinese !== false}
            onChange={(e) => set({ showChinese: e.target.checked })}
          >
            {m.props.showChinese}
          </Checkbox>
        ) : null}
        {type === 'textarea' ? (
          <Form.Item label={m.props.rows} htmlFor="prop-rows">
            <InputNumber
              id="prop-rows"
              min={1}
              max={20}
              precision={0}
              value={field.rows ?? 3}
              onChange={(v) => v && set({ rows: v })}
            />
          </Form.Item>
        ) : null}
        {OPTION_TYPES.has(type) ? (
          <OptionsEditor options={field.options ?? []} onChange={(options) => set({ options })} />
        ) : null}
        {type === 'calculate' ? <FormulaEditor field={field} fields={fields} set={set} /> : null}
        {type === 'dept' ? (
          <>
            <Form.Item label={m.props.tabList}>
              <Checkbox.Group
                value={field.tabList ?? ['dep']}
                options={ORG_TABS.map((t) => ({ value: t, label: orgPickerMessages.tabs[t] }))}
                onChange={(v) => (v.length ? set({ tabList: v as OrgTab[] }) : undefined)}
              />
            </Form.Item>
            <Form.Item label={m.props.maxNum} htmlFor="prop-maxnum">
              <InputNumber
                id="prop-maxnum"
                min={1}
                max={99}
                precision={0}
                value={field.maxNum ?? 1}
                onChange={(v) => v && set({ maxNum: v })}
              />
            </Form.Item>
          </>
        ) : null}
        {type === 'upload' ? (
          <>
            <Form.Item label={m.props.accept} htmlFor="prop-accept">
              <Input
                id="prop-accept"
                value={field.accept ?? ''}
                onChange={(e) => set({ accept: e.target.value })}
              />
            </Form.Item>
            <Space>
              <Form.Item label={m.props.fileSize} htmlFor="prop-filesize">
                <InputNumber
                  id="prop-filesize"
                  min={1}
                  value={field.fileSize ?? 10}
                  onChange={(v) => v && set({ fileSize: v })}
                />
              </Form.Item>
              <Form.Item label={m.props.sizeUnit}>
                <Select
                  value={field.sizeUnit ?? 'MB'}
                  style={{ width: 80 }}
                  options={[
                    { value: 'KB', label: 'KB' },
                    { value: 'MB', label: 'MB' },
                  ]}
                  onChange={(v) => set({ sizeUnit: v })}
                />
              </Form.Item>
              <Form.Item label={m.props.limit} htmlFor="prop-limit">
                <InputNumber
                  id="prop-limit"
                  min={1}
                  max={20}
                  precision={0}
                  value={field.limit ?? 5}
                  onChange={(v) => v && set({ limit: v })}
                />
              </Form.Item>
            </Space>
          </>
        ) : null}
        {type === 'table' || type === 'row' ? (
          <ChildrenEditor
            field={field}
            onAddChild={onAddChild}
            onRemove={onRemove}
            onSelect={onSelect}
            onChange={onChange}
          />
        ) : null}
        {type === 'table' ? (
          <Form.Item label={m.props.actionText} htmlFor="prop-action">
            <Input
              id="prop-action"
              value={field.actionText ?? ''}
              onChange={(e) => set({ actionText: e.target.value })}
            />
          </Form.Item>
        ) : null}
      </Form>
    </aside>
  );
}

function OptionsEditor({
  options,
  onChange,
}: {
  options: FieldOption[];
  onChange: (o: FieldOption[]) => void;
}) {
  return (
    <Form.Item label={m.props.options}>
      {options.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: option rows are edited in place (values may repeat while typing)
        <Space key={i} style={{ marginBottom: 4 }}>
          <Input
            aria-label={`${m.props.optionLabel} ${i + 1}`}
            placeholder={m.props.optionLabel}
            value={o.label}
            onChange={(e) => onChange(options.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
          />
          <Input
            aria-label={`${m.props.optionValue} ${i + 1}`}
            placeholder={m.props.optionValue}
            value={o.value}
            style={{ width: 80 }}
            onChange={(e) => onChange(options.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${m.remove} ${o.label}`}
            disabled={options.length <= 1}
            onClick={() => onChange(options.filter((_x, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => {
          let n = options.length + 1;
          while (options.some((o) => o.value === String(n))) n++;
          onChange([...options, { label: `选项${n}`, value: String(n) }]);
        }}
      >
        {m.props.addOption}
      </Button>
    </Form.Item>
  );
}

function PatternEditor({ field, set }: { field: FormField; set: (p: Partial<FormField>) => void }) {
  const rule = field.regList?.[0];
  let valid = true;
  try {
    if (rule?.pattern) new RegExp(rule.pattern);
  } catch {
    valid = false;
  }
  return (
    <Space>
      <Form.Item label={m.props.pattern} htmlFor="prop-pattern" validateStatus={valid ? undefined : 'error'}>
        <Input
          id="prop-pattern"
          value={rule?.pattern ?? ''}
          onChange={(e) =>
            set({
              regList: e.target.value
                ? [{ pattern: e.target.value, message: rule?.message ?? '' }]
                : undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item label={m.props.patternMessage} htmlFor="prop-pattern-message">
        <Input
          id="prop-pattern-message"
          value={rule?.message ?? ''}
          disabled={!rule}
          onChange={(e) => rule && set({ regList: [{ pattern: rule.pattern, message: e.target.value }] })}
        />
      </Form.Item>
    </Space>
  );
}

/** The formula as text with labels; applied when it parses (self and missing references refused). */
function FormulaEditor({
  field,
  fields,
  set,
}: {
  field: FormField;
  fields: FormField[];
  set: (p: Partial<FormField>) => void;
}) {
  const stored = expressionText(field.expression ?? [], fields);
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  // follow undo / redo and relabelled fields
  useEffect(() => setText(stored), [stored]);
  const candidates = calcCandidates(fields);
  const apply = (next: string) => {
    setText(next);
    const byLabel = new Map(candidates.map((c) => [c.label, c.ref]));
    const tokens = tokenize(next, (name) => byLabel.get(name));
    if (!tokens.ok) return setError(tokens.error);
    const problem = formulaProblem({ ...field, expression: tokens.value }, fields);
    if (problem) return setError(problem);
    setError(null);
    set({ expression: tokens.value });
  };
  const storedProblem = formulaProblem(field, fields);
  const shown = error ?? storedProblem;
  return (
    <>
      <Form.Item
        label={m.props.expression}
        htmlFor="prop-expression"
        help={shown ?? m.props.expressionHelp}
        validateStatus={shown ? 'error' : undefined}
      >
        <Input.TextArea id="prop-expression" rows={2} value={text} onChange={(e) => apply(e.target.value)} />
      </Form.Item>
      <Space wrap size={[4, 4]} aria-label={m.props.insertField}>
        {candidates
          .filter((c) => c.numeric && c.ref !== field.vModel)
          .map((c) => (
            <Button key={c.ref} size="small" onClick={() => apply(`${text}{${c.label}}`)}>
              {c.label}
            </Button>
          ))}
        {['+', '-', '×', '÷', '(', ')'].map((op) => (
          <Button key={op} size="small" onClick={() => apply(`${text} ${op} `.replace(/\s+/g, ' '))}>
            {op}
          </Button>
        ))}
      </Space>
      <Form.Item label={m.props.precision} htmlFor="prop-precision" style={{ marginTop: 8 }}>
        <InputNumber
          id="prop-precision"
          min={0}
          max={6}
          precision={0}
          value={field.precision ?? 2}
          onChange={(v) => set({ precision: v ?? 2 })}
        />
      </Form.Item>
    </>
  );
}

function ChildrenEditor({
  field,
  onAddChild,
  onRemove,
  onSelect,
  onChange,
}: {
  field: FormField;
  onAddChild: (formId: number, type: FieldType) => void;
  onRemove: (formId: number) => void;
  onSelect: (formId: number) => void;
  onChange: (formId: number, patch: Partial<FormField>) => void;
}) {
  const isTable = field.tagIcon === 'table';
  const allowed = isTable ? FIELD_TYPES.filter((t) => TABLE_COLUMN_TYPES.has(t)) : NO_ROW;
  const [type, setType] = useState<FieldType>(isTable ? 'number' : 'input');
  return (
    <>
      <Divider plain>{isTable ? m.props.columns : m.props.children}</Divider>
      {(field.children ?? []).map((c) => (
        <Space key={c.formId} style={{ marginBottom: 4 }} wrap>
          <Input
            aria-label={`${isTable ? m.props.columns : m.props.children} ${c.vModel}`}
            value={c.label}
            style={{ width: 110 }}
            onChange={(e) => onChange(c.formId, { label: e.target.value })}
          />
          <Typography.Text type="secondary">{fieldTypeLabel(c.tagIcon)}</Typography.Text>
          <Switch
            size="small"
            checked={c.required}
            aria-label={`${m.props.required} ${c.label}`}
            onChange={(v) => onChange(c.formId, { required: v })}
          />
          <Typography.Text type="secondary">{m.props.required}</Typography.Text>
          <Button size="small" type="link" onClick={() => onSelect(c.formId)}>
            {m.properties}
          </Button>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${m.remove} ${c.label}`}
            onClick={() => onRemove(c.formId)}
          />
        </Space>
      ))}
      <Space>
        <Select
          aria-label={m.props.columnType}
          value={type}
          style={{ width: 120 }}
          options={allowed.map((t) => ({ value: t, label: fieldTypeLabel(t) }))}
          onChange={setType}
        />
        <Button size="small" icon={<PlusOutlined />} onClick={() => onAddChild(field.formId, type)}>
          {isTable ? m.props.addColumn : m.props.addChild}
        </Button>
      </Space>
    </>
  );
}
