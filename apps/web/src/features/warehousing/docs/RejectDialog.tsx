import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { warehousingMessages } from '../messages';

const m = warehousingMessages.doc.reject;

export interface RejectDialogProps {
  docNo: string;
  /** Rejects with the reason; the dialog stays open when it fails. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** 驳回: asks the reason (required). */
export function RejectDialog({ docNo, onReject, onClose }: RejectDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      className="stock-doc-reject"
      title={`${m.title} ${docNo}`}
      okText={warehousingMessages.common.ok}
      cancelText={warehousingMessages.common.cancel}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        const values = await form.validateFields().catch(() => undefined);
        if (!values) return; // the field shows what is missing
        const { reason } = values;
        setBusy(true);
        try {
          await onReject(reason.trim());
          onClose();
        } catch {
          // The failure's message was shown; keep the dialog with what was typed.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" name="stock-doc-reject">
        <Form.Item
          label={m.reason}
          name="reason"
          rules={[{ required: true, whitespace: true, message: m.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
