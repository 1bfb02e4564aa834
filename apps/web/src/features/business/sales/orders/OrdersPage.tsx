import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { formatCents } from '@/features/business/supply/shared/money';
import { useApi } from '@/lib/api';
import { type Order, orderListQuery } from '../api';
import { salesMessages } from '../messages';
import { type OrderSearch, orderSearch } from '../search';
import { useSalesButtons } from '../shared/buttons';
import { type DialogAction, OrderActionDialog } from '../shared/OrderActionDialog';
import { OrderDrawer, OrderStatusTag } from '../shared/OrderDrawer';

const m = salesMessages.orders;
const c = salesMessages.common;
type Filter = typeof orderSearch.defaults;

const options = (names: Record<number, string>) => [
  { value: '', label: c.all },
  ...Object.entries(names).map(([value, label]) => ({ value, label })),
];

/** The columns of an order list (订单明细 and 订单记录 share them). */
export function orderColumns(): QueryColumn<Order, Filter>[] {
  return [
    {
      key: 'orderNo',
      title: m.columns.orderNo,
      dataIndex: 'orderNo',
      width: 170,
      search: { type: 'text', name: 'orderNo', maxLength: 30 },
    },
    {
      key: 'customer',
      title: m.columns.customer,
      search: { type: 'text', name: 'customer', maxLength: 50, placeholder: m.columns.customerPlaceholder },
      exportValue: (r) => `${r.customerName} ${r.customerPhone}`,
      render: (_v, r) => (
        <div>
          <div>{r.customerName}</div>
          <div style={{ color: '#888', fontSize: 12 }}>{r.customerPhone}</div>
        </div>
      ),
    },
    { key: 'items', title: m.columns.items, dataIndex: 'itemSummary', ellipsis: true },
    {
      key: 'payAmount',
      title: m.columns.payAmount,
      width: 120,
      align: 'right',
      exportValue: (r) => formatCents(r.payAmount),
      render: (_v, r) => formatCents(r.payAmount),
    },
    {
      key: 'status',
      title: m.columns.status,
      width: 90,
      search: { type: 'select', name: 'status', options: options(salesMessages.orderStatus) },
      exportValue: (r) => salesMessages.orderStatus[r.status],
      render: (_v, r) => <OrderStatusTag status={r.status} />,
    },
    {
      key: 'source',
      title: m.columns.source,
      width: 80,
      search: { type: 'select', name: 'source', options: options(salesMessages.source) },
      exportValue: (r) => salesMessages.source[r.source],
      render: (_v, r) => salesMessages.source[r.source],
    },
    {
      key: 'payMethod',
      title: m.columns.payMethod,
      width: 100,
      search: { type: 'select', name: 'payMethod', options: options(salesMessages.payMethod) },
      exportValue: (r) => (r.payMethod ? salesMessages.payMethod[r.payMethod] : ''),
      render: (_v, r) => (r.payMethod ? salesMessages.payMethod[r.payMethod] : '-'),
    },
    {
      key: 'createTime',
      title: m.columns.createTime,
      dataIndex: 'createTime',
      width: 170,
      search: { type: 'dateRange', name: 'created', label: m.columns.created },
    },
  ];
}

/** 订单明细 (/nzywsjgl/gylglzxt/orderList): orders with their status actions and the detail drawer. */
export function OrdersPage() {
  const client = useApi();
  const can = useSalesButtons();
  const search = useSearch({ strict: false }) as Partial<OrderSearch>;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ action: DialogAction; order: Order } | null>(null);
  const openDetail = (id: number | undefined) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        detail: id === undefined ? undefined : String(id),
      }),
      replace: id === undefined,
    });
  const detailId = search.detail ? Number(search.detail) : undefined;

  const columns: QueryColumn<Order, Filter>[] = [
    ...orderColumns(),
    {
      key: 'actions',
      title: c.actions,
      width: 250,
      fixed: 'right',
      exportValue: false,
      render: (_v, row) => (
        <RowActions
          okText={c.ok}
          cancelText={c.cancel}
          actions={[
            { label: m.actions.detail, onClick: () => openDetail(row.id) },
            {
              label: m.actions.pay,
              visible: can.pay && row.status === 0,
              onClick: () => setDialog({ action: 'pay', order: row }),
            },
            {
              label: m.actions.adjust,
              visible: can.adjust && row.status === 0,
              onClick: () => setDialog({ action: 'adjust', order: row }),
            },
            {
              label: m.actions.close,
              danger: true,
              visible: can.close && (row.status === 0 || row.status === 1),
              onClick: () => setDialog({ action: 'close', order: row }),
            },
            {
              label: m.actions.remark,
              visible: can.remark,
              onClick: () => setDialog({ action: 'remark', order: row }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={orderSearch}
        query={(s, pageSize) => orderListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        exportFile={{ fileName: m.exportName }}
        className="order-table"
        scrollX={1300}
      />
      {dialog ? <OrderActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
      {detailId ? <OrderDrawer id={detailId} onClose={() => openDetail(undefined)} /> : null}
    </>
  );
}
