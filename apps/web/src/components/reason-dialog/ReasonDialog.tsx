import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { reasonDialogMessages as m } from './messages';

export interface ReasonDialogProps {
  /** The dialog's title, e.g. `驳回 RK20261128001`. */
  title: string;
  /** The reason field's label and the message when it is left empty. */
  label: string;
  requiredMessage: string;
  /**
   * Saves the reason (trimmed). The dialog closes when the promise resolves; when it rejects, the
   * failure having been shown where it happened, the dialog stays open with what was typed.
   */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** A red OK button (for a refusal the other party sees). */
  danger?: boolean;
  className?: string;
  /** The form's name (ids of its fields). */
  name?: string;
  maxLength?: number;
}

/**
 * A required reason (驳回, 退货 …) as a field of a form (`reason`): not blank, counted up to
 * `maxLength`. ReasonDialog asks it alone; a dialog that asks more (审核: 通过 or 驳回; 申请退货)
 * puts it in its own form.
 */
export function ReasonField({
  label,
  requiredMessage,
  maxLength = 200,
}: Pick<ReasonDialogProps, 'label' | 'requiredMessage' | 'maxLength'>) {
  return (
    <Form.Item
      name="reason"
      label={label}
      rules={[{ required: true, whitespace: true, message: requiredMessage }]}
    >
      <Input.TextArea rows={3} maxLength={maxLength} showCount />
    </Form.Item>
  );
}

/**
 * A reason asked before an action that needs one (驳回, 拒绝退货, …): one required text, OK busy
 * while it is saved, nothing lost on a server error.
 */
export function ReasonDialog({
  title,
  label,
  requiredMessage,
  onSubmit,
  onClose,
  danger,
  className,
  name = 'reason-dialog',
  maxLength = 200,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch {
      // Kept open with what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={m.ok}
      cancelText={m.cancel}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      className={className}
    >
      <Form form={form} name={name} layout="vertical" onFinish={submit}>
        <ReasonField label={label} requiredMessage={requiredMessage} maxLength={maxLength} />
      </Form>
    </Modal>
  );
}
