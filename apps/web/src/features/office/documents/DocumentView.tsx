import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Popconfirm, Spin, Tag } from 'antd';
import { useApi } from '@/lib/api';
import { withdrawRequest } from '../tasks/api';
import { RequestTimeline } from '../tasks/RequestTimeline';
import { DOCUMENT_DETAIL_KEY, DOCUMENT_LIST_KEY, documentQuery } from './api';
import { documentMessages as m } from './messages';
import { DocumentPaper } from './PrintView';
import './print.css';

const v = m.view;

/**
 * 查看: the document as it reads on paper and its approval — the flow, the state, the current node
 * and the timeline 办理 shows; the initiator may 撤回 while nobody has acted.
 */
export function DocumentView({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const doc = useQuery(documentQuery(client, id));
  const withdraw = useMutation({
    mutationFn: (requestId: number) => withdrawRequest(client, requestId),
    meta: { successText: v.withdrawn, errorText: v.withdrawFailure, what: 'approvalWithdraw' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_DETAIL_KEY });
    },
  });
  const d = doc.data;
  return (
    <Drawer open size={900} className="document-view" title={v.title} onClose={onClose} destroyOnHidden>
      {doc.isPending ? (
        <Spin />
      ) : doc.isError || !d ? (
        <Alert
          type="error"
          showIcon
          title={v.loadFailure}
          action={
            <Button size="small" onClick={() => void doc.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered className="document-view-summary">
            <Descriptions.Item label={m.columns.status}>
              <Tag color={m.statusColor[d.status]}>{m.status[d.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={v.creator}>{d.creatorName}</Descriptions.Item>
            <Descriptions.Item label={v.updateTime}>{d.updateTime}</Descriptions.Item>
            {d.approval ? (
              <>
                <Descriptions.Item label={v.flow}>{d.approval.flowName}</Descriptions.Item>
                <Descriptions.Item label={v.currentNode} span={2}>
                  {d.approval.currentNode ?? '—'}
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          <div className="gw-paper-frame" style={{ margin: '16px 0' }}>
            <DocumentPaper doc={d} />
          </div>
          <h4 style={{ margin: '16px 0 12px' }}>{v.timeline}</h4>
          {d.approval ? (
            <>
              <RequestTimeline events={d.approval.timeline} />
              {d.approval.canWithdraw ? (
                <Popconfirm
                  title={v.withdrawConfirm}
                  okText={m.confirm.ok}
                  cancelText={m.confirm.cancel}
                  onConfirm={() => withdraw.mutateAsync(d.approval?.requestId as number)}
                >
                  <Button danger loading={withdraw.isPending}>
                    {v.withdraw}
                  </Button>
                </Popconfirm>
              ) : null}
            </>
          ) : (
            <Empty description={v.notSubmitted} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </>
      )}
    </Drawer>
  );
}
