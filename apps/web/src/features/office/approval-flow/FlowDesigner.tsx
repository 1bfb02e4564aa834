import { ArrowLeftOutlined, CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { useBlocker } from '@tanstack/react-router';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Modal,
  Radio,
  Space,
  Steps,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  buildDocument,
  FormDesigner,
  type FormDocument,
  type FormField,
  validateDocument,
} from '@/components/form-designer';
import { serverMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { ApprovalRecord, FlowDraft } from './api';
import { FLOW_ICONS, FlowIcon } from './flow-icons';
import { flowMessages as m, processMessages as pm } from './messages';
import { InitiatorInput, NodeDrawer } from './NodeDrawer';
import { ProcessDesigner } from './ProcessDesigner';
import {
  createProcess,
  findNode,
  NodeIds,
  type ProcessNode,
  type StartNode,
  unfinishedNodes,
  updateNode,
} from './process-model';

export type DesignerStep = 'basic' | 'form' | 'process' | 'advanced';
const STEPS: DesignerStep[] = ['basic', 'form', 'process', 'advanced'];

export interface FlowDesignerProps {
  /** The saved flow, or null for a new one. */
  flow: ApprovalRecord | null;
  /** Its form as a validated document (the saved flow's fields). */
  document?: FormDocument;
  /** Saves the draft (add or update); answers the saved record. Rejects with the server's error. */
  save: (draft: FlowDraft, id: number | null) => Promise<ApprovalRecord>;
  /** 发布 of a saved flow; rejects with the server's error (the refusal names the unfinished node). */
  publish: (id: number) => Promise<ApprovalRecord>;
  /** A new flow was saved for the first time (e.g. to put its id in the URL). */
  onCreated?: (record: ApprovalRecord) => void;
  /** Leaves the designer (asks first when something is unsaved). */
  onClose: () => void;
  /** May save and publish (the 编辑 / 发布 buttons of the menu). */
  canSave?: boolean;
  canPublish?: boolean;
  initialStep?: DesignerStep;
}

/** The draft of a saved flow, or of a new one (only 发起人). */
export function draftOf(flow: ApprovalRecord | null, fields: FormField[], ids: NodeIds): FlowDraft {
  const process = (flow?.processData as unknown as StartNode | null | undefined) ?? createProcess(ids);
  return {
    name: flow?.name ?? '',
    flowGroup: flow?.flowGroup ?? '',
    flowImg: flow?.flowImg ?? 0,
    remark: flow?.remark ?? '',
    fields,
    process,
    advanced: {
      autoRepeat: false,
      myAuditAutoPass: false,
      remarkRequired: false,
      remarkTip: '',
      notVisibleForSponsor: false,
      ...(flow?.advancedSetting ?? {}),
    },
  };
}

/**
 * The flow designer: 基础设置 → 表单设计 → 流程设计 → 高级设置, 保存草稿 and 发布. A refused 发布
 * shows the server's message and opens the unfinished node it names. Leaving with unsaved changes
 * (返回, the browser's back, another menu, closing the tab) asks first.
 */
export function FlowDesigner({
  flow,
  document,
  save,
  publish,
  onCreated,
  onClose,
  canSave = true,
  canPublish = true,
  initialStep = 'basic',
}: FlowDesignerProps) {
  const [ids] = useState(() =>
    NodeIds.after((flow?.processData as unknown as ProcessNode | null | undefined) ?? null),
  );
  const [draft, setDraft] = useState<FlowDraft>(() => draftOf(flow, document?.fields ?? [], ids));
  const [savedJson, setSavedJson] = useState(() => (flow ? JSON.stringify(draft) : ''));
  const [id, setId] = useState<number | null>(flow?.id ?? null);
  const [status, setStatus] = useState(flow?.status ?? 0);
  const [step, setStep] = useState<DesignerStep>(initialStep);
  const [selected, setSelected] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new flow counts as changed once anything is typed; the designer's first document does not.
  const pristine = useRef(JSON.stringify(draft));
  const json = JSON.stringify(draft);
  const dirty = id === null ? json !== pristine.current : json !== savedJson;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useBlocker({
    shouldBlockFn: () => (dirtyRef.current ? confirmLeave().then((leave) => !leave) : false),
    enableBeforeUnload: () => dirtyRef.current,
  });

  // The form designer reports its fields on every change; its first document is loaded once.
  const initialDocument = useMemo(() => document, [document]);
  const onFields = useCallback((fields: FormField[]) => setDraft((d) => ({ ...d, fields })), []);
  const set = (patch: Partial<FlowDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setProcess = (process: StartNode) => {
    setRefusal(null);
    set({ process });
  };

  /** Checks the name and the form, saves; answers the saved record or null. */
  const saveNow = async (): Promise<ApprovalRecord | null> => {
    const name = draft.name.trim();
    if (!name) {
      setNameError(true);
      setStep('basic');
      return null;
    }
    const checked = validateDocument(JSON.parse(JSON.stringify(buildDocument(draft.fields))));
    if (!checked.ok) {
      setFormErrors(checked.errors);
      setStep('form');
      return null;
    }
    setFormErrors([]);
    const toSave = { ...draft, name };
    try {
      const record = await save(toSave, id);
      const snapshot = JSON.stringify(draft);
      setSavedJson(snapshot);
      dirtyRef.current = false;
      setStatus(record.status);
      setFailure(null);
      if (id === null) {
        setId(record.id);
        pristine.current = snapshot;
        onCreated?.(record);
      }
      return record;
    } catch (error) {
      setFailure(serverMessage(error) ?? m.designer.saveFailed);
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    try {
      const record = await saveNow();
      if (record) {
        notify.success(m.designer.saved);
      }
    } finally {
      setBusy(null);
    }
  };

  const onPublish = async () => {
    setBusy('publish');
    try {
      const record = dirty || id === null ? await saveNow() : { id: id as number };
      if (!record) return;
      try {
        const published = await publish(record.id);
        setStatus(published.status);
        setRefusal(null);
        notify.success(m.designer.published);
      } catch (error) {
        const msg = serverMessage(error) ?? m.list.deployFailed;
        // the node the refusal names: the unfinished one whose refusal reads the same
        const problems = unfinishedNodes(draft.process);
        const named =
          problems.find((p) => pm.publishRefused(p.title, p.problem) === msg) ??
          (problems.length ? problems[0] : undefined);
        setRefusal(msg);
        if (named) {
          setStep('process');
          setSelected(named.nodeId);
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const node = selected ? findNode(draft.process, selected) : undefined;
  const editable = node && node.type !== 'empty' ? node : undefined;

  return (
    <div className="flow-designer" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small" styles={{ body: { padding: '8px 16px' } }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
            {m.designer.back}
          </Button>
          <Space>
            <FlowIcon index={draft.flowImg} size={28} />
            <Typography.Text strong>{draft.name.trim() || m.designer.untitled}</Typography.Text>
            {id !== null ? <Tag>{m.designer.status(status)}</Tag> : null}
            {dirty ? <Tag color="orange">{m.designer.unsaved}</Tag> : null}
          </Space>
          <Steps
            type="navigation"
            size="small"
            style={{ flex: 1, minWidth: 420 }}
            current={STEPS.indexOf(step)}
            onChange={(i) => setStep(STEPS[i] as DesignerStep)}
            items={STEPS.map((s) => ({ title: m.designer.steps[s] }))}
          />
          <Space>
            {canSave ? (
              <Button
                icon={<SaveOutlined />}
                loading={busy === 'save'}
                disabled={busy !== null}
                onClick={onSave}
              >
                {m.designer.save}
              </Button>
            ) : null}
            {canPublish && canSave ? (
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                loading={busy === 'publish'}
                disabled={busy !== null}
                onClick={onPublish}
              >
                {m.designer.publish}
              </Button>
            ) : null}
          </Space>
        </div>
      </Card>
      {failure ? (
        <Alert type="error" showIcon closable title={failure} onClose={() => setFailure(null)} />
      ) : null}

      {step === 'basic' ? (
        <Card>
          <BasicStep
            draft={draft}
            nameError={nameError}
            onName={(v) => v.trim() && setNameError(false)}
            set={set}
          />
        </Card>
      ) : null}

      <div style={{ display: step === 'form' ? 'block' : 'none' }}>
        {formErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={m.designer.formInvalid}
            description={formErrors.join('；')}
          />
        ) : null}
        <FormDesigner embedded document={initialDocument} onSave={async () => {}} onChange={onFields} />
      </div>

      {step === 'process' ? (
        <Card styles={{ body: { overflowX: 'auto', background: '#f5f5f7' } }}>
          {refusal ? (
            <Alert
              type="error"
              showIcon
              title={m.designer.publishRefused}
              description={refusal}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          <ProcessDesigner
            value={draft.process}
            ids={ids}
            selectedId={selected ?? undefined}
            onChange={setProcess}
            onSelect={(n) => setSelected(n.nodeId)}
          />
        </Card>
      ) : null}

      {step === 'advanced' ? (
        <Card>
          <AdvancedStep draft={draft} set={set} />
        </Card>
      ) : null}

      {editable && step === 'process' ? (
        <NodeDrawer
          key={editable.nodeId}
          node={editable}
          fields={draft.fields}
          onClose={() => setSelected(null)}
          onSave={(properties, content) => {
            setProcess(updateNode(draft.process, editable.nodeId, properties, content));
            setSelected(null);
          }}
        />
      ) : null}
    </div>
  );
}

function confirmLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: m.designer.leaveTitle,
      content: m.designer.leaveText,
      okText: m.designer.leave,
      cancelText: m.designer.stay,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

function BasicStep({
  draft,
  nameError,
  onName,
  set,
}: {
  draft: FlowDraft;
  nameError: boolean;
  onName: (value: string) => void;
  set: (patch: Partial<FlowDraft>) => void;
}) {
  const b = m.basic;
  const initiator = draft.process.properties.initiator;
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 640 }}>
      <Form.Item
        label={b.name}
        required
        validateStatus={nameError ? 'error' : undefined}
        help={nameError ? b.nameRequired : undefined}
      >
        <Input
          aria-label={b.name}
          placeholder={b.namePlaceholder}
          maxLength={50}
          value={draft.name}
          onChange={(e) => {
            set({ name: e.target.value });
            onName(e.target.value);
          }}
        />
      </Form.Item>
      <Form.Item label={b.group}>
        <AutoComplete
          aria-label={b.group}
          placeholder={b.groupPlaceholder}
          value={draft.flowGroup}
          maxLength={20}
          options={b.groups.map((g) => ({ value: g }))}
          onChange={(v) => set({ flowGroup: v })}
        />
      </Form.Item>
      <Form.Item label={b.icon}>
        <Radio.Group
          aria-label={b.icon}
          value={draft.flowImg}
          onChange={(e) => set({ flowImg: e.target.value as number })}
        >
          {FLOW_ICONS.map((_icon, i) => (
            <Radio.Button
              // biome-ignore lint/suspicious/noArrayIndexKey: the icon set is fixed
              key={i}
              value={i}
              aria-label={b.iconOption(i)}
              style={{ height: 44, padding: '5px 6px' }}
            >
              <FlowIcon index={i} size={30} />
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label={b.remark}>
        <Input.TextArea
          aria-label={b.remark}
          placeholder={b.remarkPlaceholder}
          maxLength={200}
          showCount
          rows={3}
          value={draft.remark}
          onChange={(e) => set({ remark: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={b.initiator}>
        <InitiatorInput
          value={initiator}
          onChange={(next) => {
            const content =
              next === 'ALL'
                ? pm.everyone
                : [...next.dep, ...next.user, ...next.role, ...next['dep&user'], ...next.position]
                    .map((i) => i.name)
                    .join('、') || pm.everyone;
            set({ process: updateNode(draft.process, draft.process.nodeId, { initiator: next }, content) });
          }}
        />
      </Form.Item>
    </Form>
  );
}

function AdvancedStep({ draft, set }: { draft: FlowDraft; set: (patch: Partial<FlowDraft>) => void }) {
  const a = m.advanced;
  const s = draft.advanced;
  const setA = (patch: Partial<FlowDraft['advanced']>) => set({ advanced: { ...s, ...patch } });
  const row = (
    key: 'autoRepeat' | 'myAuditAutoPass' | 'notVisibleForSponsor',
    label: string,
    help?: string,
  ) => (
    <Form.Item label={label} help={help}>
      <Switch aria-label={label} checked={s[key] === true} onChange={(v) => setA({ [key]: v })} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 640 }}>
      {row('autoRepeat', a.autoRepeat, a.autoRepeatHelp)}
      {row('myAuditAutoPass', a.myAuditAutoPass, a.myAuditAutoPassHelp)}
      <Form.Item>
        <Checkbox
          checked={s.remarkRequired === true}
          onChange={(e) => setA({ remarkRequired: e.target.checked })}
        >
          {a.remarkRequired}
        </Checkbox>
      </Form.Item>
      <Form.Item label={a.remarkTip}>
        <Input
          aria-label={a.remarkTip}
          placeholder={a.remarkTipPlaceholder}
          maxLength={100}
          value={s.remarkTip ?? ''}
          onChange={(e) => setA({ remarkTip: e.target.value })}
        />
      </Form.Item>
      {row('notVisibleForSponsor', a.notVisibleForSponsor)}
    </Form>
  );
}
