import { Form, Input, Modal } from 'antd';
import { salesMessages } from '../messages';

const m = salesMessages.returns;

/** 拒绝退货 with a reason (required); Enter in the form submits, Esc closes. */
export function RejectReturnDialog({
  returnNo,
  saving,
  onReject,
  onClose,
}: {
  returnNo: string;
  saving: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={`${m.rejectTitle} ${returnNo}`}
      okText={salesMessages.common.ok}
      cancelText={salesMessages.common.cancel}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className="return-reject-dialog"
    >
      <Form form={form} name="return-reject" layout="vertical" onFinish={(v) => onReject(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={m.rejectReason}
          rules={[{ required: true, whitespace: true, message: m.rejectReasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
