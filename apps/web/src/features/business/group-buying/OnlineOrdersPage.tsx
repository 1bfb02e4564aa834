import { Tag } from 'antd';
import { ListScreen } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { type Order, orderListQuery } from '@/features/business/sales/api';
import { salesMessages } from '@/features/business/sales/messages';
import { OrderDrawer } from '@/features/business/sales/shared/OrderDrawer';
import {
  createTimeColumn,
  customerColumn,
  itemsColumn,
  orderNoColumn,
  payAmountColumn,
  statusColumn,
  withAll,
} from '@/features/business/sales/shared/order-columns';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { groupBuyingMessages } from './messages';
import { onlineOrderSearch } from './search';

const m = groupBuyingMessages.online;
type Filter = typeof onlineOrderSearch.defaults;

/**
 * 订单记录 (/nzywsjgl/fxcjzxt/onlineOrder): the orders from the shop and from group purchases;
 * the detail traces a group order back to its appointment and demand (需求 → 预约 → 订单).
 */
export function OnlineOrdersPage() {
  const client = useApi();
  const { detailId, openDetail } = useDetailParam({ asText: true });
  const columns: QueryColumn<Order, Filter>[] = [
    orderNoColumn(),
    customerColumn(),
    itemsColumn(),
    {
      key: 'source',
      title: m.trail,
      width: 120,
      search: {
        type: 'select',
        name: 'source',
        options: withAll(salesMessages.source, groupBuyingMessages.common.all),
      },
      render: (_v, r) =>
        r.source === 2 ? (
          <Tag color="geekblue">{salesMessages.source[2]}</Tag>
        ) : (
          <Tag>{salesMessages.source[1]}</Tag>
        ),
    },
    payAmountColumn(),
    statusColumn(withAll(salesMessages.orderStatus, groupBuyingMessages.common.all)),
    createTimeColumn(false),
    rowActionsColumn({
      title: groupBuyingMessages.common.actions,
      width: 90,
      fixed: 'right',
      actions: (row) => [{ label: salesMessages.orders.actions.detail, onClick: () => openDetail(row.id) }],
    }),
  ];
  return (
    <ListScreen
      title={m.title}
      search={onlineOrderSearch}
      query={(s, pageSize) => orderListQuery(client, s, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.title, path: '/api/v1/web/sp/order/record/export' }}
      className="online-order-table"
      scrollX={1200}
    >
      {detailId ? <OrderDrawer id={detailId} onClose={() => openDetail(undefined)} /> : null}
    </ListScreen>
  );
}
