import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FormField } from '@/components/form-designer';
import { OrgPickerField } from '@/components/org-picker';
import { emptyOrgValue, normalizeOrgValue, type OrgTab, type OrgValue } from '@/components/org-picker/types';
import { flowMessages as m } from './messages';
import {
  approverContent,
  approverProblems,
  completeOperates,
  conditionContent,
  conditionFields,
  conditionKind,
  conditionProblems,
  copyContent,
  copyProblems,
  newCondition,
  permissionFields,
  startContent,
} from './node-settings';
import type {
  ApproverProperties,
  AssigneeType,
  ConditionProperties,
  CopyProperties,
  FieldCondition,
  FieldPermission,
  FormOperate,
  NoApproverPolicy,
  NumericCondition,
  ProcessNode,
  StartProperties,
} from './process-model';

type EditableNode = Exclude<ProcessNode, { type: 'empty' }>;
type Properties = EditableNode['properties'];

export interface NodeDrawerProps {
  node: EditableNode;
  /** The form's fields (for permissions and conditions). */
  fields: readonly FormField[];
  onSave: (properties: Properties, content: string) => void;
  onClose: () => void;
}

/**
 * The settings of one node (opened by clicking its card): 发起人, 审批人, 条件 or 抄送人. 确定
 * checks the settings and names what is missing; Esc or 取消 closes without saving.
 */
export function NodeDrawer({ node, fields, onSave, onClose }: NodeDrawerProps) {
  const [draft, setDraft] = useState<Properties>(() => initialProperties(node, fields));
  const [problems, setProblems] = useState<string[]>([]);
  const set = (patch: Partial<Properties>) => setDraft((d) => ({ ...d, ...patch }) as Properties);
  const isDefault = node.type === 'condition' && node.properties.isDefault;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const found = problemsOf(node.type, draft, fields);
    setProblems(found);
    if (found.length > 0) return;
    onSave(draft, contentOf(node.type, draft, fields));
  };

  return (
    <Drawer
      open
      size={560}
      title={m.node.settings(node.properties.title)}
      onClose={onClose}
      destroyOnHidden
      footer={
        isDefault ? null : (
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={onClose}>{m.node.cancel}</Button>
            <Button type="primary" onClick={() => submit()}>
              {m.node.ok}
            </Button>
          </Space>
        )
      }
    >
      <form onSubmit={submit} aria-label={m.node.settings(node.properties.title)}>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            title={problems.length === 1 ? problems[0] : undefined}
            description={
              problems.length > 1 ? (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
        {isDefault ? (
          <Alert type="info" showIcon title={m.condition.defaultNote} />
        ) : (
          <Form layout="vertical" component="div">
            {node.type === 'start' ? null : (
              <Form.Item label={m.node.title} required>
                <Input
                  aria-label={m.node.title}
                  maxLength={30}
                  value={draft.title}
                  onChange={(e) => set({ title: e.target.value })}
                />
              </Form.Item>
            )}
            {node.type === 'approver' ? (
              <ApproverPanel value={draft as ApproverProperties} fields={fields} onChange={set} />
            ) : node.type === 'condition' ? (
              <ConditionPanel value={draft as ConditionProperties} fields={fields} onChange={set} />
            ) : node.type === 'copy' ? (
              <CopyPanel value={draft as CopyProperties} onChange={set} />
            ) : (
              <StartPanel value={draft as StartProperties} fields={fields} onChange={set} />
            )}
          </Form>
        )}
        {/* Enter in a text box submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Drawer>
  );
}

function initialProperties(node: EditableNode, fields: readonly FormField[]): Properties {
  switch (node.type) {
    case 'approver':
      return {
        ...node.properties,
        approvers: normalizeOrgValue(node.properties.approvers),
        formOperates: completeOperates(fields, node.properties.formOperates, 1),
      };
    case 'start':
      return { ...node.properties, formOperates: completeOperates(fields, node.properties.formOperates, 2) };
    case 'copy':
      return { ...node.properties, members: normalizeOrgValue(node.properties.members) };
    case 'condition':
      return { ...node.properties };
  }
}

function problemsOf(type: EditableNode['type'], p: Properties, fields: readonly FormField[]): string[] {
  if (type === 'approver') return approverProblems(p as ApproverProperties);
  if (type === 'condition') return conditionProblems(p as ConditionProperties, fields);
  if (type === 'copy') return copyProblems(p as CopyProperties);
  return [];
}

function contentOf(type: EditableNode['type'], p: Properties, fields: readonly FormField[]): string {
  if (type === 'approver') return approverContent(p as ApproverProperties);
  if (type === 'condition') return conditionContent(p as ConditionProperties, fields);
  if (type === 'copy') return copyContent(p as CopyProperties);
  return startContent(p as StartProperties);
}

// ---------------------------------------------------------------------------------------------

const ASSIGNEE_TYPES: AssigneeType[] = ['user', 'director', 'role', 'position', 'myself', 'optional'];
const LEVELS = [1, 2, 3, 4, 5];

function ApproverPanel({
  value: p,
  fields,
  onChange,
}: {
  value: ApproverProperties;
  fields: readonly FormField[];
  onChange: (patch: Partial<ApproverProperties>) => void;
}) {
  const a = m.approver;
  const org = (tab: OrgTab, label: string, chooseText: string) => (
    <Form.Item label={label} required>
      <OrgPickerField
        tabs={[tab]}
        value={{ ...emptyOrgValue(), [tab]: normalizeOrgValue(p.approvers)[tab] }}
        aria-label={chooseText}
        placeholder={chooseText}
        onChange={(v) => onChange({ approvers: { ...normalizeOrgValue(p.approvers), [tab]: v[tab] } })}
      />
    </Form.Item>
  );
  const many = p.assigneeType !== 'myself' && p.assigneeType !== 'director';
  return (
    <>
      <Form.Item label={a.assigneeType}>
        <Radio.Group
          aria-label={a.assigneeType}
          value={p.assigneeType}
          onChange={(e) => onChange({ assigneeType: e.target.value as AssigneeType })}
        >
          {ASSIGNEE_TYPES.map((t) => (
            <Radio key={t} value={t}>
              {a.types[t]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {p.assigneeType === 'user' ? org('user', a.members, a.chooseMembers) : null}
      {p.assigneeType === 'role' ? org('role', a.roles, a.chooseRoles) : null}
      {p.assigneeType === 'position' ? org('position', a.positions, a.choosePositions) : null}
      {p.assigneeType === 'director' ? (
        <Form.Item label={a.directorLevel}>
          <Select
            aria-label={a.directorLevel}
            style={{ width: 200 }}
            value={p.directorLevel}
            options={LEVELS.map((n) => ({ value: n, label: a.levelOption(n) }))}
            onChange={(v) => onChange({ directorLevel: v })}
          />
        </Form.Item>
      ) : null}
      {p.assigneeType === 'myself' ? (
        <Typography.Paragraph type="secondary">{a.myselfHelp}</Typography.Paragraph>
      ) : null}
      {p.assigneeType === 'optional' ? (
        <>
          <Form.Item>
            <Checkbox
              checked={p.optionalMultiUser}
              onChange={(e) => onChange({ optionalMultiUser: e.target.checked })}
            >
              {a.optionalMulti}
            </Checkbox>
          </Form.Item>
          <Form.Item label={a.optionalRange}>
            <Radio.Group
              aria-label={a.optionalRange}
              value={p.optionalRange}
              onChange={(e) => onChange({ optionalRange: e.target.value })}
            >
              {(['ALL', 'USER', 'ROLE'] as const).map((r) => (
                <Radio key={r} value={r}>
                  {a.ranges[r]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </>
      ) : null}
      {many ? (
        <Form.Item label={a.signMode}>
          <Radio.Group
            aria-label={a.signMode}
            value={p.counterSign}
            onChange={(e) => onChange({ counterSign: e.target.value as boolean })}
          >
            <Space orientation="vertical">
              <Radio value={true}>{a.counterSign}</Radio>
              <Radio value={false}>{a.orSign}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      ) : null}
      <Form.Item label={a.noApprover}>
        <Radio.Group
          aria-label={a.noApprover}
          value={p.noApprover}
          onChange={(e) => onChange({ noApprover: e.target.value as NoApproverPolicy })}
        >
          {(['autoPass', 'toAdmin', 'toUser'] as const).map((mode) => (
            <Radio key={mode} value={mode}>
              {a.noApproverModes[mode]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {p.noApprover === 'toUser' ? (
        <Form.Item label={a.noApproverUser} required>
          <OrgPickerField
            tabs={['user']}
            max={1}
            value={p.noApproverUser}
            aria-label={a.noApproverUser}
            onChange={(v) => onChange({ noApproverUser: v })}
          />
        </Form.Item>
      ) : null}
      <PermissionTable
        fields={fields}
        value={p.formOperates}
        onChange={(formOperates) => onChange({ formOperates })}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------

const OPERATOR_OPTIONS = (['lt', 'lte', 'gt', 'gte', 'eq', 'bet'] as const).map((op) => ({
  value: op,
  label: m.condition.operators[op],
}));
const BOUND_OPTIONS = (['lt', 'lte'] as const).map((op) => ({ value: op, label: m.condition.operators[op] }));

function ConditionPanel({
  value: p,
  fields,
  onChange,
}: {
  value: ConditionProperties;
  fields: readonly FormField[];
  onChange: (patch: Partial<ConditionProperties>) => void;
}) {
  const c = m.condition;
  const candidates = conditionFields(fields);
  const chosen = new Set(p.conditions.map((x) => x.formId));
  const update = (formId: number, next: FieldCondition['conditionValue']) =>
    onChange({
      conditions: p.conditions.map((x) => (x.formId === formId ? { ...x, conditionValue: next } : x)),
    });
  return (
    <>
      <Form.Item label={c.fields}>
        {candidates.length === 0 ? (
          <Typography.Text type="secondary">{c.noConditionFields}</Typography.Text>
        ) : (
          <Space wrap>
            {candidates.map((f) => (
              <Checkbox
                key={f.formId}
                checked={chosen.has(f.formId)}
                disabled={conditionKind(f) === 'unsupported'}
                title={conditionKind(f) === 'unsupported' ? c.unsupported : undefined}
                onChange={(e) =>
                  onChange({
                    conditions: e.target.checked
                      ? [...p.conditions, newCondition(f)].sort(
                          (x, y) =>
                            candidates.findIndex((k) => k.formId === x.formId) -
                            candidates.findIndex((k) => k.formId === y.formId),
                        )
                      : p.conditions.filter((x) => x.formId !== f.formId),
                  })
                }
              >
                {f.label}
              </Checkbox>
            ))}
          </Space>
        )}
      </Form.Item>
      {p.conditions.map((cond) => {
        const field = candidates.find((f) => f.formId === cond.formId);
        if (!field) return null;
        return (
          <Form.Item key={cond.formId} label={field.label}>
            {cond.conditionValue.type === 'options' ? (
              <Checkbox.Group
                aria-label={field.label}
                value={cond.conditionValue.value}
                options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
                onChange={(v) => update(cond.formId, { type: 'options', value: v as string[] })}
              />
            ) : (
              <NumericEditor
                label={field.label}
                value={cond.conditionValue}
                onChange={(next) => update(cond.formId, next)}
              />
            )}
          </Form.Item>
        );
      })}
      <Form.Item label={c.initiator}>
        <OrgPickerField
          tabs={['dep', 'user', 'role']}
          value={p.initiator}
          aria-label={c.chooseInitiator}
          placeholder={c.chooseInitiator}
          onChange={(v) => onChange({ initiator: v })}
        />
      </Form.Item>
    </>
  );
}

const num = (v: number | null | undefined): number => (typeof v === 'number' ? v : Number.NaN);
const shown = (v: number): number | null => (Number.isFinite(v) ? v : null);

function NumericEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: NumericCondition;
  onChange: (next: NumericCondition) => void;
}) {
  const c = m.condition;
  const setOperator = (op: NumericCondition['type']) => {
    if (op === value.type) return;
    if (op === 'bet') {
      const base = value.type === 'bet' ? Number.NaN : value.value;
      onChange({ type: 'bet', value: [base, 'lt', 'lt', Number.NaN] });
    } else {
      onChange({ type: op, value: value.type === 'bet' ? value.value[0] : value.value });
    }
  };
  const operator = (
    <Select
      aria-label={c.operator(label)}
      style={{ width: 90 }}
      value={value.type}
      options={OPERATOR_OPTIONS}
      onChange={setOperator}
    />
  );
  if (value.type !== 'bet') {
    return (
      <Space>
        {operator}
        <InputNumber
          aria-label={c.value(label)}
          value={shown(value.value)}
          onChange={(v) => onChange({ type: value.type, value: num(v) })}
        />
      </Space>
    );
  }
  const [low, op1, op2, high] = value.value;
  return (
    <Space wrap>
      {operator}
      <InputNumber
        aria-label={c.low(label)}
        value={shown(low)}
        onChange={(v) => onChange({ type: 'bet', value: [num(v), op1, op2, high] })}
      />
      <Select
        aria-label={`${c.low(label)} ${c.operator(label)}`}
        style={{ width: 64 }}
        value={op1}
        options={BOUND_OPTIONS}
        onChange={(o) => onChange({ type: 'bet', value: [low, o, op2, high] })}
      />
      <Typography.Text>{label}</Typography.Text>
      <Select
        aria-label={`${c.high(label)} ${c.operator(label)}`}
        style={{ width: 64 }}
        value={op2}
        options={BOUND_OPTIONS}
        onChange={(o) => onChange({ type: 'bet', value: [low, op1, o, high] })}
      />
      <InputNumber
        aria-label={c.high(label)}
        value={shown(high)}
        onChange={(v) => onChange({ type: 'bet', value: [low, op1, op2, num(v)] })}
      />
    </Space>
  );
}

// ---------------------------------------------------------------------------------------------

function CopyPanel({
  value: p,
  onChange,
}: {
  value: CopyProperties;
  onChange: (patch: Partial<CopyProperties>) => void;
}) {
  return (
    <>
      <Form.Item label={m.copy.members}>
        <OrgPickerField
          tabs={['dep', 'user', 'role']}
          value={p.members}
          aria-label={m.copy.chooseMembers}
          placeholder={m.copy.chooseMembers}
          onChange={(members) => onChange({ members })}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={p.userOptional} onChange={(e) => onChange({ userOptional: e.target.checked })}>
          {m.copy.userOptional}
        </Checkbox>
      </Form.Item>
    </>
  );
}

function StartPanel({
  value: p,
  fields,
  onChange,
}: {
  value: StartProperties;
  fields: readonly FormField[];
  onChange: (patch: Partial<StartProperties>) => void;
}) {
  return (
    <>
      <Form.Item label={m.start.initiator}>
        <InitiatorInput value={p.initiator} onChange={(initiator) => onChange({ initiator })} />
      </Form.Item>
      <PermissionTable
        fields={fields}
        value={p.formOperates}
        onChange={(formOperates) => onChange({ formOperates })}
      />
    </>
  );
}

/** 谁可以发起: 所有人, or the departments / members / roles chosen in the org picker. */
export function InitiatorInput({
  value,
  onChange,
}: {
  value: 'ALL' | OrgValue;
  onChange: (next: 'ALL' | OrgValue) => void;
}) {
  const b = m.basic;
  return (
    <Space orientation="vertical">
      <Radio.Group
        aria-label={b.initiator}
        value={value === 'ALL' ? 'ALL' : 'SOME'}
        onChange={(e) => onChange(e.target.value === 'ALL' ? 'ALL' : emptyOrgValue())}
      >
        <Radio value="ALL">{b.everyone}</Radio>
        <Radio value="SOME">{b.chooseInitiator}</Radio>
      </Radio.Group>
      {value === 'ALL' ? null : (
        <OrgPickerField
          tabs={['dep', 'user', 'role']}
          value={value}
          aria-label={b.chooseInitiator}
          placeholder={b.chooseInitiator}
          onChange={(v) => onChange(v)}
        />
      )}
    </Space>
  );
}

const PERMISSIONS: FormOperate[] = [2, 1, 0];

/** 表单权限: 可编辑 / 只读 / 隐藏 for every field of the form, with a whole-column switch. */
function PermissionTable({
  fields,
  value,
  onChange,
}: {
  fields: readonly FormField[];
  value: FieldPermission[];
  onChange: (next: FieldPermission[]) => void;
}) {
  const n = m.node;
  const list = permissionFields(fields);
  const setOne = (formId: number, formOperate: FormOperate) =>
    onChange(value.map((p) => (p.formId === formId ? { ...p, formOperate } : p)));
  const header = (p: FormOperate): ReactNode => (
    <Button size="small" type="link" onClick={() => onChange(value.map((x) => ({ ...x, formOperate: p })))}>
      {n.allAs(n.permissions[p] ?? '')}
    </Button>
  );
  return (
    <Form.Item label={n.fieldPermissions}>
      {list.length === 0 ? (
        <Typography.Text type="secondary">{n.noFields}</Typography.Text>
      ) : (
        <>
          <Space size={0}>
            {PERMISSIONS.map((p) => (
              <span key={p}>{header(p)}</span>
            ))}
          </Space>
          <Table
            size="small"
            pagination={false}
            rowKey="formId"
            dataSource={list}
            columns={[
              { key: 'label', title: n.field, dataIndex: 'label' },
              {
                key: 'operate',
                title: n.fieldPermissions,
                render: (_v, f: FormField) => (
                  <Radio.Group
                    aria-label={`${f.label} ${n.fieldPermissions}`}
                    value={value.find((p) => p.formId === f.formId)?.formOperate ?? 1}
                    onChange={(e) => setOne(f.formId, e.target.value as FormOperate)}
                  >
                    {PERMISSIONS.map((p) => (
                      <Radio key={p} value={p}>
                        {n.permissions[p]}
                      </Radio>
                    ))}
                  </Radio.Group>
                ),
              },
            ]}
          />
        </>
      )}
    </Form.Item>
  );
}
