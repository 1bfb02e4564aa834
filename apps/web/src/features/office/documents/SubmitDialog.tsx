import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { startableQuery } from '../workbench/api';
import { DOCUMENT_DETAIL_KEY, DOCUMENT_LIST_KEY, type DocumentRow, submitDocument } from './api';
import { documentMessages as m } from './messages';

const s = m.submit;
/** The flow offered first: the one documents are meant for. */
const DOCUMENT_FLOW = '公文审批';

/**
 * 提交审批: the user picks a published flow they may start (公文审批 first) and confirms; the
 * server starts the request with the document's title as its summary. A refusal keeps the dialog.
 */
export function SubmitDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const flows = useQuery(startableQuery(client));
  const [picked, setPicked] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const options = (flows.data ?? []).map((f) => ({ value: f.id, label: `${f.name}（${f.flowGroup}）` }));
  const preferred = flows.data?.find((f) => f.name === DOCUMENT_FLOW)?.id;
  const approvalId = picked ?? preferred;
  const submit = useMutation({
    mutationFn: (flowId: number) => submitDocument(client, doc.id, flowId),
    meta: { successText: s.success, errorText: s.failure, what: 'officialDocSubmit' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_DETAIL_KEY });
      onClose();
    },
  });
  const ok = () => {
    if (submit.isPending) return;
    if (approvalId === undefined) {
      setError(s.flowRequired);
      return;
    }
    submit.mutate(approvalId);
  };
  return (
    <Modal
      open
      className="document-submit-dialog"
      title={s.title}
      okText={s.ok}
      cancelText={s.cancel}
      onOk={ok}
      okButtonProps={{ loading: submit.isPending, disabled: flows.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{s.confirm(doc.title)}</p>
      {flows.isError ? (
        <Alert
          type="error"
          showIcon
          title={s.flowsFailure}
          action={
            <Button size="small" onClick={() => void flows.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <Form layout="vertical" onFinish={ok}>
          <Form.Item
            label={s.flow}
            required
            validateStatus={error ? 'error' : undefined}
            help={error ?? (flows.data && options.length === 0 ? s.noFlows : undefined)}
          >
            <Select
              aria-label={s.flow}
              loading={flows.isPending}
              placeholder={s.flowPlaceholder}
              options={options}
              value={approvalId}
              onChange={(v: number) => {
                setPicked(v);
                setError(null);
              }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
