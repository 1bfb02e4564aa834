import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
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
  const bound = { field, set };
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
        <NumberSetting {...bound} name="span" kept min={1} max={24} precision={0} style={{ marginTop: 8 }} />
        {['input', 'textarea', 'password', 'number', 'amount', 'select', 'cascader', 'date', 'time'].includes(
          type,
        ) ? (
          <TextSetting {...bound} name="placeholder" id="prop-placeholder" />
        ) : null}
        {type === 'input' || type === 'textarea' ? (
          <>
            <NumberSetting {...bound} name="maxLength" min={1} max={5000} precision={0} />
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
            {type !== 'rate' ? <NumberSetting {...bound} name="min" /> : null}
            <NumberSetting {...bound} name="max" />
            {type !== 'rate' ? <NumberSetting {...bound} name="step" min={0} /> : null}
            {type === 'number' ? (
              <NumberSetting {...bound} name="precision" min={0} max={6} precision={0} />
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
          <NumberSetting {...bound} name="rows" kept={3} min={1} max={20} precision={0} />
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
            <NumberSetting {...bound} name="maxNum" kept={1} min={1} max={99} precision={0} />
          </>
        ) : null}
        {type === 'upload' ? (
          <>
            <TextSetting {...bound} name="accept" id="prop-accept" />
            <Space>
              <NumberSetting {...bound} name="fileSize" kept={10} min={1} />
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
              <NumberSetting {...bound} name="limit" kept={5} min={1} max={20} precision={0} />
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
        {type === 'table' ? <TextSetting {...bound} name="actionText" id="prop-action" /> : null}
      </Form>
    </aside>
  );
}

type NumberKey =
  | 'span'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'step'
  | 'precision'
  | 'rows'
  | 'maxNum'
  | 'fileSize'
  | 'limit';
type TextKey = 'placeholder' | 'accept' | 'actionText';
type Setter = (patch: Partial<FormField>) => void;

/**
 * One numeric setting of the field: label `m.props[name]`, input `#prop-<name in lower case>`.
 * `kept` (or `true` for a setting every field has) = it always holds a value: the box shows `kept`
 * while unset and emptying it changes nothing. Otherwise emptying the box unsets it.
 */
function NumberSetting({
  field,
  set,
  name,
  kept,
  style,
  ...limits
}: {
  field: FormField;
  set: Setter;
  name: NumberKey;
  kept?: number | true;
  min?: number;
  max?: number;
  precision?: number;
  style?: CSSProperties;
}) {
  const id = `prop-${name.toLowerCase()}`;
  const value = field[name] ?? (typeof kept === 'number' ? kept : null);
  const onChange = (v: number | null) => {
    if (kept === undefined) set({ [name]: v ?? undefined });
    else if (v) set({ [name]: v });
  };
  return (
    <Form.Item label={m.props[name]} htmlFor={id} style={style}>
      <InputNumber id={id} {...limits} value={value} onChange={onChange} />
    </Form.Item>
  );
}

/** One text setting of the field (label `m.props[name]`); an empty box stores ''. */
function TextSetting({ field, set, name, id }: { field: FormField; set: Setter; name: TextKey; id: string }) {
  return (
    <Form.Item label={m.props[name]} htmlFor={id}>
      <Input id={id} value={field[name] ?? ''} onChange={(e) => set({ [name]: e.target.value })} />
    </Form.Item>
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
