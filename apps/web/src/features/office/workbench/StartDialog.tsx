import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Modal, Spin } from 'antd';
import { useMemo } from 'react';
import { UserSelect } from '@/components/form/UserSelect';
import { type FieldPermission, FormRenderer, submitForm } from '@/components/form-designer';
import { useApi } from '@/lib/api';
import { documentOfItems } from '../approval-flow/api';
import { RUNTIME_KEYS } from '../tasks/api';
import { type Startable, type StartBody, startFormQuery, startRequest } from './api';
import { workbenchMessages as m } from './messages';

export interface StartDialogProps {
  flow: Startable;
  onClose(started: boolean): void;
}

/**
 * 发起审批: the flow's form with the start node's permissions (the server leaves hidden fields
 * out), the approvers of 发起人自选 nodes and an extra cc member when the flow allows one. A
 * refused submit keeps everything typed.
 */
export function StartDialog({ flow, onClose }: StartDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const form = useQuery(startFormQuery(client, flow.id));
  const [values] = Form.useForm();
  const [extra] = Form.useForm<Record<string, number | undefined>>();
  const f = form.data;
  const doc = useMemo(() => (f ? documentOfItems(f.formItemList) : null), [f]);
  const permissions = useMemo(
    () =>
      Object.fromEntries(
        (f?.formItemList ?? []).map((i) => [
          i.vModel ?? `field${i.formId}`,
          (i.formOperate ?? 2) as FieldPermission,
        ]),
      ),
    [f],
  );
  const start = useMutation({
    mutationFn: (body: StartBody) => startRequest(client, body),
    meta: { successText: m.dialog.submitted, errorText: m.dialog.submitFailed, what: 'approvalStart' },
    onSuccess: async () => {
      await Promise.all(RUNTIME_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onClose(true);
    },
  });
  const submit = async () => {
    if (!f) return;
    const filled = await submitForm(values);
    let picked: Record<string, number | undefined> | false;
    try {
      picked = await extra.validateFields();
    } catch {
      picked = false;
    }
    if (filled === false || picked === false) return;
    const editable = Object.entries(permissions)
      .filter(([, p]) => p === 2)
      .map(([k]) => k);
    const formValues = Object.fromEntries(
      editable.filter((k) => filled[k] !== undefined).map((k) => [k, filled[k]]),
    );
    const optionalApprovers = Object.fromEntries(
      f.optionalNodes.flatMap((n) => {
        const id = picked ? picked[`optional_${n.nodeId}`] : undefined;
        return id ? [[n.nodeId, [id]]] : [];
      }),
    );
    const cc = picked ? picked.cc : undefined;
    start.mutate({
      approvalId: flow.id,
      formValues,
      ...(f.optionalNodes.length ? { optionalApprovers } : {}),
      ...(cc ? { ccUserIds: [cc] } : {}),
    });
  };
  return (
    <Modal
      open
      width={720}
      className="start-dialog"
      title={m.dialog.title(flow.name)}
      onCancel={() => onClose(false)}
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          {m.dialog.cancel}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={start.isPending}
          disabled={!f}
          onClick={() => void submit()}
        >
          {m.dialog.submit}
        </Button>,
      ]}
      destroyOnHidden
    >
      {form.isPending ? (
        <Spin />
      ) : form.isError || !f ? (
        <Alert
          type="error"
          title={m.dialog.loadFailed}
          action={
            <Button size="small" onClick={() => void form.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <div
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
              e.preventDefault();
              void submit();
            }
          }}
        >
          {f.formItemList.length === 0 ? (
            <Empty description={m.dialog.noFields} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : doc?.ok ? (
            <FormRenderer document={doc.document} form={values} permissions={permissions} />
          ) : (
            <Alert type="error" title={m.dialog.loadFailed} />
          )}
          {
            <Form form={extra} layout="vertical" className="start-extra">
              {f.optionalNodes.map((n) => (
                <Form.Item
                  key={n.nodeId}
                  name={`optional_${n.nodeId}`}
                  label={m.dialog.optional(n.title)}
                  rules={[{ required: true, message: m.dialog.optionalRequired(n.title) }]}
                >
                  <UserSelect placeholder={m.dialog.userPlaceholder} />
                </Form.Item>
              ))}
              {f.ccOptional ? (
                <Form.Item name="cc" label={m.dialog.cc}>
                  <UserSelect placeholder={m.dialog.userPlaceholder} />
                </Form.Item>
              ) : null}
            </Form>
          }
        </div>
      )}
    </Modal>
  );
}
