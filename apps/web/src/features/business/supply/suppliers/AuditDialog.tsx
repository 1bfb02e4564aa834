import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Modal, Radio } from 'antd';
import { ReasonField } from '@/components/reason-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { SUPPLIER_LIST_KEY, type Supplier } from './api';
import { supplierMessages as m } from './messages';

interface AuditForm {
  pass: boolean;
  reason?: string;
}

/** 审核: 通过, or 驳回 with a reason (required). */
export function AuditDialog({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AuditForm>();
  const pass = Form.useWatch('pass', form) ?? true;
  const audit = useMutation({
    mutationFn: (values: AuditForm) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/supplier/audit', {
        body: {
          id: supplier.id,
          pass: values.pass,
          ...(values.pass ? {} : { reason: values.reason?.trim() ?? '' }),
        },
      }),
    meta: { successText: m.audit.success, errorText: m.audit.failure, what: 'supplierAudit' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUPPLIER_LIST_KEY });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={m.audit.title}
      className="supplier-audit-dialog"
      onCancel={onClose}
      okButtonProps={{ loading: audit.isPending }}
      onOk={() => {
        form.validateFields().then(
          (values) => audit.mutate(values),
          () => undefined,
        );
      }}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={m.columns.name}>{supplier.name}</Descriptions.Item>
        <Descriptions.Item label={m.columns.creditCode}>{supplier.creditCode}</Descriptions.Item>
        <Descriptions.Item label={m.columns.licenceNo}>{supplier.licenceNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={m.columns.licenceExpiry}>{supplier.licenceExpiry ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name="supplier-audit" initialValues={{ pass: true }} layout="vertical">
        <Form.Item label={m.audit.result} name="pass">
          <Radio.Group
            options={[
              { value: true, label: m.audit.pass },
              { value: false, label: m.audit.reject },
            ]}
          />
        </Form.Item>
        {pass ? null : <ReasonField label={m.audit.reason} requiredMessage={m.audit.reasonRequired} />}
      </Form>
    </Modal>
  );
}
