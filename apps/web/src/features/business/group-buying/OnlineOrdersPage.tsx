import { useNavigate, useSearch } from '@tanstack/react-router';
import { Tag } from 'antd';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { type Order, orderListQuery } from '@/features/business/sales/api';
import { salesMessages } from '@/features/business/sales/messages';
import { OrderDrawer, OrderStatusTag } from '@/features/business/sales/shared/OrderDrawer';
import { formatCents } from '@/features/business/supply/shared/money';
import { useApi } from '@/lib/api';
import { groupBuyingMessages } from './messages';
import { type OnlineOrderSearch, onlineOrderSearch } from './search';

const m = groupBuyingMessages.online;
type Filter = typeof onlineOrderSearch.defaults;
const options = (names: Record<number, string>) => [
  { value: '', label: groupBuyingMessages.common.all },
  ...Object.entries(names).map(([value, label]) => ({ value, label })),
];

/**
 * 订单记录 (/nzywsjgl/fxcjzxt/onlineOrder): the orders from the shop and from group purchases;
 * the detail traces a group order back to its appointment and demand (需求 → 预约 → 订单).
 */
export function OnlineOrdersPage() {
  const client = useApi();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Partial<OnlineOrderSearch>;
  const openDetail = (id: number | undefined) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        detail: id === undefined ? undefined : String(id),
      }),
    });
  const columns: QueryColumn<Order, Filter>[] = [
    {
      key: 'orderNo',
      title: salesMessages.orders.columns.orderNo,
      dataIndex: 'orderNo',
      width: 170,
      search: { type: 'text', name: 'orderNo', maxLength: 30 },
    },
    {
      key: 'customer',
      title: salesMessages.orders.columns.customer,
      search: {
        type: 'text',
        name: 'customer',
        maxLength: 50,
        placeholder: salesMessages.orders.columns.customerPlaceholder,
      },
      exportValue: (r) => `${r.customerName} ${r.customerPhone}`,
      render: (_v, r) => (
        <div>
          <div>{r.customerName}</div>
          <div style={{ color: '#888', fontSize: 12 }}>{r.customerPhone}</div>
        </div>
      ),
    },
    { key: 'items', title: salesMessages.orders.columns.items, dataIndex: 'itemSummary', ellipsis: true },
    {
      key: 'source',
      title: m.trail,
      width: 120,
      search: { type: 'select', name: 'source', options: options(salesMessages.source) },
      exportValue: (r) => salesMessages.source[r.source],
      render: (_v, r) =>
        r.source === 2 ? (
          <Tag color="geekblue">{salesMessages.source[2]}</Tag>
        ) : (
          <Tag>{salesMessages.source[1]}</Tag>
        ),
    },
    {
      key: 'payAmount',
      title: salesMessages.orders.columns.payAmount,
      width: 120,
      align: 'right',
      exportValue: (r) => formatCents(r.payAmount),
      render: (_v, r) => formatCents(r.payAmount),
    },
    {
      key: 'status',
      title: salesMessages.orders.columns.status,
      width: 90,
      search: { type: 'select', name: 'status', options: options(salesMessages.orderStatus) },
      exportValue: (r) => salesMessages.orderStatus[r.status],
      render: (_v, r) => <OrderStatusTag status={r.status} />,
    },
    {
      key: 'createTime',
      title: salesMessages.orders.columns.createTime,
      dataIndex: 'createTime',
      width: 170,
    },
    {
      key: 'actions',
      title: groupBuyingMessages.common.actions,
      width: 90,
      fixed: 'right',
      exportValue: false,
      render: (_v, row) => (
        <RowActions
          actions={[{ label: salesMessages.orders.actions.detail, onClick: () => openDetail(row.id) }]}
        />
      ),
    },
  ];
  return (
    <>
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={onlineOrderSearch}
        query={(s, pageSize) => orderListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        exportFile={{ fileName: m.title }}
        className="online-order-table"
        scrollX={1200}
      />
      {search.detail ? (
        <OrderDrawer id={Number(search.detail)} onClose={() => openDetail(undefined)} />
      ) : null}
    </>
  );
}
