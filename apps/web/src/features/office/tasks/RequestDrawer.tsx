import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tag,
} from 'antd';
import { useMemo, useState } from 'react';
import { UserSelect } from '@/components/form/UserSelect';
import { type FieldPermission, FormRenderer, submitForm } from '@/components/form-designer';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { documentOfItems } from '../approval-flow/api';
import {
  type ActBody,
  actOnTask,
  detailQuery,
  type RequestDetail,
  RUNTIME_KEYS,
  urgeRequest,
  withdrawRequest,
} from './api';
import { taskMessages as m } from './messages';
import { RequestTimeline } from './RequestTimeline';

export const STATUS_COLORS: Record<number, string> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

export interface RequestDrawerProps {
  requestId: number;
  /** The viewer's pending task (办理): its node's field permissions and the actions. */
  taskId?: number;
  onClose(): void;
}

type PickMode = 'transfer' | 'return' | 'addSign';

/**
 * One request: its form with the viewer's permissions (the server leaves hidden fields out and
 * marks read-only ones), the timeline, and — for the viewer's pending task — 同意 / 驳回 / 转交 /
 * 退回 / 加签; for the initiator 撤回 (while nobody acted) and 催办.
 */
export function RequestDrawer({ requestId, taskId, onClose }: RequestDrawerProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const detail = useQuery(detailQuery(client, requestId, taskId));
  const d = detail.data;
  return (
    <Drawer
      open
      size={640}
      className="request-drawer"
      title={d ? `${d.task ? m.drawer.handleTitle : m.drawer.title} · ${d.flowName}` : m.drawer.title}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError || !d ? (
        <Alert
          type="error"
          title={m.drawer.loadFailed}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {m.drawer.retry}
            </Button>
          }
        />
      ) : (
        <RequestBody
          detail={d}
          onDone={async (close) => {
            await Promise.all(RUNTIME_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
            if (close) onClose();
          }}
          client={client}
        />
      )}
    </Drawer>
  );
}

function RequestBody({
  detail: d,
  onDone,
  client,
}: {
  detail: RequestDetail;
  onDone(close: boolean): Promise<void>;
  client: ReturnType<typeof useApi>;
}) {
  const [form] = Form.useForm();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [pick, setPick] = useState<PickMode | null>(null);
  const access = useAccess();
  const canPass = access.can('audit:pass');
  const canReject = access.can('audit:reject');
  const canTransfer = access.can('audit:transfer');
  const canBack = access.can('audit:return');
  const canAddSign = access.can('audit:addSign');
  const canWithdraw = access.can('process:withdraw');
  const canUrge = access.can('process:urge');

  const doc = useMemo(() => documentOfItems(d.formItemList), [d.formItemList]);
  const permissions = useMemo(() => {
    const out: Record<string, FieldPermission> = {};
    const visit = (items: RequestDetail['formItemList']) => {
      for (const i of items) {
        if (i.vModel) out[i.vModel] = (i.formOperate ?? 1) as FieldPermission;
        if (i.tagIcon === 'row' && Array.isArray(i.children))
          visit(i.children as RequestDetail['formItemList']);
      }
    };
    visit(d.formItemList);
    return out;
  }, [d.formItemList]);

  const act = useMutation({
    mutationFn: (body: ActBody) => actOnTask(client, body),
    meta: { errorText: m.actions.failed, what: 'approvalAct' },
    onSuccess: (_data, body) => {
      notify.success(m.actions[body.action]);
      return onDone(true);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawRequest(client, d.id),
    meta: { successText: m.withdrawDone, errorText: m.withdrawFailed, what: 'approvalWithdraw' },
    onSuccess: () => onDone(false),
  });
  const urge = useMutation({
    mutationFn: () => urgeRequest(client, d.id),
    meta: { successText: m.urgeDone, errorText: m.urgeFailed, what: 'approvalUrge' },
    onSuccess: () => onDone(false),
  });

  const task = d.task;
  const editable = Object.entries(permissions)
    .filter(([, p]) => p === 2)
    .map(([k]) => k);
  const approve = async () => {
    // 高级设置: the flow may require a comment to approve (the server refuses one without, too).
    if (task?.remarkRequired && !comment.trim()) {
      setCommentError(m.drawer.commentRequired);
      return;
    }
    const values = await submitForm(form);
    if (values === false) {
      setCommentError(null);
      form.scrollToField(editable[0] ?? '');
      return;
    }
    const formValues = Object.fromEntries(editable.filter((k) => k in values).map((k) => [k, values[k]]));
    act.mutate({
      taskId: task?.taskId ?? 0,
      action: 'approve',
      comment: comment.trim() || undefined,
      formValues,
    });
  };
  const reject = () => {
    if (!comment.trim()) {
      setCommentError(m.drawer.rejectRequired);
      return;
    }
    act.mutate({ taskId: task?.taskId ?? 0, action: 'reject', comment: comment.trim() });
  };

  return (
    <div className="request-body">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={m.drawer.initiator}>{d.initiatorName}</Descriptions.Item>
        <Descriptions.Item label={m.drawer.createTime}>{d.createTime}</Descriptions.Item>
        <Descriptions.Item label={m.drawer.status}>
          <Tag color={STATUS_COLORS[d.status]}>{m.requestStatus[d.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={m.drawer.currentNode}>{d.currentNode ?? '—'}</Descriptions.Item>
      </Descriptions>

      <h4 style={{ margin: '20px 0 12px' }}>{m.drawer.form}</h4>
      {d.formItemList.length === 0 ? (
        <Empty description={m.drawer.noFields} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : doc.ok ? (
        <FormRenderer
          document={doc.document}
          form={form}
          permissions={permissions}
          initialValues={d.formValues}
        />
      ) : (
        <Descriptions size="small" column={1} bordered>
          {d.formItemList.map((i) => (
            <Descriptions.Item key={i.formId} label={i.label}>
              {String(d.formValues[i.vModel ?? ''] ?? '')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}

      {task ? (
        <Form layout="vertical" className="request-comment">
          <Form.Item
            label={m.drawer.comment}
            required={task.remarkRequired === true}
            validateStatus={commentError ? 'error' : undefined}
            help={commentError ?? undefined}
          >
            <Input.TextArea
              aria-label={m.drawer.comment}
              rows={3}
              maxLength={500}
              value={comment}
              placeholder={
                task.remarkTip ??
                (task.remarkRequired ? m.drawer.commentRequiredPlaceholder : m.drawer.commentPlaceholder)
              }
              onChange={(e) => {
                setComment(e.target.value);
                if (e.target.value.trim()) setCommentError(null);
              }}
            />
          </Form.Item>
          <Space wrap>
            {canPass ? (
              <Button type="primary" loading={act.isPending} onClick={() => void approve()}>
                {m.drawer.approve}
              </Button>
            ) : null}
            {canReject ? (
              <Button danger loading={act.isPending} onClick={reject}>
                {m.drawer.reject}
              </Button>
            ) : null}
            {canTransfer ? <Button onClick={() => setPick('transfer')}>{m.drawer.transfer}</Button> : null}
            {canBack ? <Button onClick={() => setPick('return')}>{m.drawer.back}</Button> : null}
            {canAddSign ? <Button onClick={() => setPick('addSign')}>{m.drawer.addSign}</Button> : null}
          </Space>
        </Form>
      ) : null}

      {d.canWithdraw || d.canUrge ? (
        <Space style={{ marginTop: 16 }}>
          {d.canWithdraw && canWithdraw ? (
            <Popconfirm
              title={m.withdrawConfirm}
              okText={m.drawer.ok}
              cancelText={m.drawer.cancel}
              onConfirm={() => withdraw.mutateAsync()}
            >
              <Button danger>{m.withdraw}</Button>
            </Popconfirm>
          ) : null}
          {d.canUrge && canUrge ? (
            <Button loading={urge.isPending} onClick={() => urge.mutate()}>
              {m.urge}
            </Button>
          ) : null}
        </Space>
      ) : null}

      <h4 style={{ margin: '24px 0 12px' }}>{m.drawer.timeline}</h4>
      <RequestTimeline events={d.timeline} />

      {pick && task ? (
        <PickModal
          mode={pick}
          targets={task.returnTargets}
          pending={act.isPending}
          onCancel={() => setPick(null)}
          onOk={(value) =>
            act.mutate(
              {
                taskId: task.taskId,
                action: pick,
                comment: comment.trim() || undefined,
                ...(pick === 'return' ? { nodeId: value as string } : { userId: value as number }),
              },
              { onSuccess: () => setPick(null) },
            )
          }
        />
      ) : null}
    </div>
  );
}

/** 转交 / 加签 (a person) or 退回 (an earlier node): one required choice. */
function PickModal({
  mode,
  targets,
  pending,
  onOk,
  onCancel,
}: {
  mode: PickMode;
  targets: Array<{ nodeId: string; title: string }>;
  pending: boolean;
  onOk(value: number | string): void;
  onCancel(): void;
}) {
  const [form] = Form.useForm<{ value?: number | string }>();
  const t = m.drawer;
  const label = mode === 'transfer' ? t.transferTo : mode === 'addSign' ? t.addSignUser : t.backTo;
  const required =
    mode === 'transfer' ? t.transferRequired : mode === 'addSign' ? t.addSignRequired : t.backRequired;
  return (
    <Modal
      open
      title={mode === 'transfer' ? t.transfer : mode === 'addSign' ? t.addSign : t.back}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      className="pick-modal"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => v.value !== undefined && onOk(v.value)}>
        <Form.Item name="value" label={label} rules={[{ required: true, message: required }]}>
          {mode === 'return' ? (
            targets.length === 0 ? (
              <Select disabled placeholder={t.noEarlier} />
            ) : (
              <Select options={targets.map((x) => ({ value: x.nodeId, label: x.title }))} />
            )
          ) : (
            <UserSelect placeholder={t.userPlaceholder} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
