import { useState } from 'react';
import { ListScreen } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { useRights } from '@/lib/use-rights';
import { type Order, orderListQuery } from '../api';
import { salesMessages } from '../messages';
import { orderSearch } from '../search';
import { type DialogAction, OrderActionDialog } from '../shared/OrderActionDialog';
import { ORDER_RIGHTS, OrderDrawer } from '../shared/OrderDrawer';
import {
  createTimeColumn,
  customerColumn,
  itemsColumn,
  orderNoColumn,
  payAmountColumn,
  statusColumn,
  withAll,
} from '../shared/order-columns';

const m = salesMessages.orders;
const c = salesMessages.common;
type Filter = typeof orderSearch.defaults;

/** The columns of an order list (订单明细 and 订单记录 share them). */
export function orderColumns(): QueryColumn<Order, Filter>[] {
  return [
    orderNoColumn(),
    customerColumn(),
    itemsColumn(),
    payAmountColumn(),
    statusColumn(withAll(salesMessages.orderStatus)),
    {
      key: 'source',
      title: m.columns.source,
      width: 80,
      search: { type: 'select', name: 'source', options: withAll(salesMessages.source) },
      render: (_v, r) => salesMessages.source[r.source],
    },
    {
      key: 'payMethod',
      title: m.columns.payMethod,
      width: 100,
      search: { type: 'select', name: 'payMethod', options: withAll(salesMessages.payMethod) },
      render: (_v, r) => (r.payMethod ? salesMessages.payMethod[r.payMethod] : '-'),
    },
    createTimeColumn(true),
  ];
}

/** 订单明细 (/nzywsjgl/gylglzxt/orderList): orders with their status actions and the detail drawer. */
export function OrdersPage() {
  const client = useApi();
  const can = useRights(ORDER_RIGHTS);
  const { detailId, openDetail } = useDetailParam({ replaceOnClose: true, asText: true });
  const [dialog, setDialog] = useState<{ action: DialogAction; order: Order } | null>(null);

  const act = (action: DialogAction, order: Order) => () => setDialog({ action, order });
  const columns: QueryColumn<Order, Filter>[] = [
    ...orderColumns(),
    rowActionsColumn({
      title: c.actions,
      // 详情 确认付款 调价 关闭 备注 of an unpaid order on one line.
      width: 270,
      fixed: 'right',
      okText: c.ok,
      cancelText: c.cancel,
      actions: (row) => [
        { label: m.actions.detail, onClick: () => openDetail(row.id) },
        { label: m.actions.pay, visible: can.pay && row.status === 0, onClick: act('pay', row) },
        { label: m.actions.adjust, visible: can.adjust && row.status === 0, onClick: act('adjust', row) },
        {
          label: m.actions.close,
          danger: true,
          visible: can.close && (row.status === 0 || row.status === 1),
          onClick: act('close', row),
        },
        { label: m.actions.remark, visible: can.remark, onClick: act('remark', row) },
      ],
    }),
  ];

  return (
    <ListScreen
      title={m.title}
      search={orderSearch}
      query={(s, pageSize) => orderListQuery(client, s, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.exportName, path: '/api/v1/web/sp/order/export' }}
      className="order-table"
      scrollX={1300}
    >
      {dialog ? <OrderActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
      {detailId ? <OrderDrawer id={detailId} onClose={() => openDetail(undefined)} /> : null}
    </ListScreen>
  );
}
