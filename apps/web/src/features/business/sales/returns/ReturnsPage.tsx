import { Button, Image, Tooltip } from 'antd';
import { useState } from 'react';
import { formatCents, ListScreen, useWrite } from '@/components/crud';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { rowActionsColumn } from '@/components/row-actions';
import { useApi } from '@/lib/api';
import { useRights } from '@/lib/use-rights';
import {
  ORDER_DETAIL_KEY,
  ORDER_LIST_KEY,
  RETURN_LIST_KEY,
  type ReturnAction,
  returnAction,
  returnListQuery,
  type SalesReturn,
} from '../api';
import { salesMessages } from '../messages';
import { returnSearch } from '../search';
import { OrderDrawer } from '../shared/OrderDrawer';
import { customerColumn } from '../shared/order-columns';

const m = salesMessages.returns;
const c = salesMessages.common;
type Filter = typeof returnSearch.defaults;

export const RETURN_COLORS: Record<number, string> = {
  0: 'orange',
  1: 'blue',
  2: 'cyan',
  3: 'green',
  4: 'default',
};

/**
 * 退货管理 (/nzywsjgl/gylglzxt/returnManage): 待处理 → 同意 (退货中) → 确认收货 (stock back by an
 * inbound document) → 确认退款, or 拒绝 with a reason; evidence images; the order's detail.
 */
export function ReturnsPage() {
  const client = useApi();
  const can = useRights({ returnAudit: 'return:audit', refund: 'return:refund' });
  const [rejecting, setRejecting] = useState<SalesReturn | null>(null);
  const [order, setOrder] = useState<number | null>(null);
  /** One action on a return, with its own messages (the server's when it gives one). */
  const write = (action: ReturnAction, onSuccess?: () => void) => ({
    run: ({ row, reason }: { row: SalesReturn; reason?: string }) =>
      returnAction(client, { id: row.id, action, ...(reason ? { reason } : {}) }),
    meta: { successText: m.done[action], errorText: m.failed[action], what: `returnAction ${action}` },
    invalidates: [RETURN_LIST_KEY, ORDER_LIST_KEY, ORDER_DETAIL_KEY],
    onSuccess,
  });
  const actions = {
    agree: useWrite(write('agree')),
    reject: useWrite(write('reject', () => setRejecting(null))),
    receive: useWrite(write('receive')),
    refund: useWrite(write('refund')),
  } satisfies Record<ReturnAction, unknown>;
  const run = (row: SalesReturn, action: ReturnAction) => actions[action].mutateAsync({ row });

  const columns: QueryColumn<SalesReturn, Filter>[] = [
    {
      key: 'returnNo',
      title: m.columns.returnNo,
      dataIndex: 'returnNo',
      width: 170,
      search: { type: 'text', name: 'returnNo', maxLength: 30 },
    },
    {
      key: 'orderNo',
      title: m.columns.orderNo,
      width: 170,
      search: { type: 'text', name: 'orderNo', maxLength: 30 },
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOrder(r.orderId)}>
          {r.orderNo}
        </Button>
      ),
    },
    customerColumn({ title: m.columns.customer, placeholder: m.columns.customerPlaceholder }, 190),
    {
      key: 'lines',
      title: m.lines,
      width: 220,
      ellipsis: true,
      render: (_v, r) => r.lines.map((l) => `${l.name} ${l.spec} ×${l.quantity}`).join('；'),
    },
    {
      key: 'amount',
      title: m.columns.amount,
      width: 130,
      align: 'right',
      render: (_v, r) => (
        <Tooltip title={`${m.columns.payAmount} ${formatCents(r.payAmount)}`}>
          {formatCents(r.amount)}
        </Tooltip>
      ),
    },
    {
      key: 'reason',
      title: m.columns.reason,
      width: 200,
      ellipsis: true,
      render: (_v, r) => (
        <div>
          <div>{r.reason}</div>
          {r.rejectReason ? (
            <div style={{ color: '#cf1322', fontSize: 12 }}>
              {m.rejectReasonLabel}：{r.rejectReason}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'evidence',
      title: m.columns.evidence,
      width: 130,
      render: (_v, r) =>
        r.evidence.length ? (
          <Image.PreviewGroup>
            {r.evidence.map((src) => (
              <Image
                key={src}
                src={src}
                width={32}
                height={32}
                alt=""
                style={{ objectFit: 'cover', marginRight: 4 }}
              />
            ))}
          </Image.PreviewGroup>
        ) : (
          m.noEvidence
        ),
    },
    codeColumn({
      key: 'status',
      title: m.columns.status,
      width: 90,
      labels: salesMessages.returnStatus,
      colors: RETURN_COLORS,
      code: (r) => r.status,
      filter: { name: 'status', all: c.all },
    }),
    { key: 'inboundDoc', title: m.columns.inboundDoc, dataIndex: 'inboundDocNo', width: 160 },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 170 },
    rowActionsColumn({
      title: c.actions,
      width: 170,
      fixed: 'right',
      okText: c.ok,
      cancelText: c.cancel,
      actions: (row) => [
        {
          label: m.actions.agree,
          visible: can.returnAudit && row.status === 0,
          confirm: m.confirm.agree,
          onClick: () => run(row, 'agree'),
        },
        {
          label: m.actions.reject,
          danger: true,
          visible: can.returnAudit && row.status === 0,
          onClick: () => setRejecting(row),
        },
        {
          label: m.actions.receive,
          visible: can.returnAudit && row.status === 1,
          confirm: m.confirm.receive,
          onClick: () => run(row, 'receive'),
        },
        {
          label: m.actions.refund,
          visible: can.refund && row.status === 2,
          confirm: m.confirm.refund,
          onClick: () => run(row, 'refund'),
        },
      ],
    }),
  ];

  return (
    <ListScreen
      title={m.title}
      search={returnSearch}
      query={(s, pageSize) => returnListQuery(client, s, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.title, path: '/api/v1/web/sp/return/export' }}
      className="return-table"
      scrollX={1800}
    >
      {rejecting ? (
        <ReasonDialog
          title={`${m.rejectTitle} ${rejecting.returnNo}`}
          label={m.rejectReason}
          requiredMessage={m.rejectReasonRequired}
          onSubmit={(reason) => actions.reject.mutateAsync({ row: rejecting, reason })}
          onClose={() => setRejecting(null)}
          danger
          className="return-reject-dialog"
          name="return-reject"
        />
      ) : null}
      {order ? <OrderDrawer id={order} onClose={() => setOrder(null)} /> : null}
    </ListScreen>
  );
}
