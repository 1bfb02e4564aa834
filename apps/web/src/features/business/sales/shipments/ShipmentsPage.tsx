import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { ListScreen } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { type Order, orderListQuery } from '../api';
import { salesMessages } from '../messages';
import { shipmentSearch } from '../search';
import { OrderDrawer } from '../shared/OrderDrawer';
import {
  createTimeColumn,
  customerColumn,
  itemsColumn,
  orderNoColumn,
  payAmountColumn,
  statusColumn,
} from '../shared/order-columns';
import { ShipDialog } from './ShipDialog';

const m = salesMessages.shipments;
const c = salesMessages.common;
type Filter = typeof shipmentSearch.defaults;

/** 发货管理 (/nzywsjgl/gylglzxt/shipmentManage): orders to ship, one or in batch, and those shipped. */
export function ShipmentsPage() {
  const client = useApi();
  const can = { ship: useAccess().can('shipment:send') };
  const [selected, setSelected] = useState<Order[]>([]);
  const [shipping, setShipping] = useState<readonly Order[] | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const onSelectionChange = useCallback(
    (rows: Order[]) => setSelected(rows.filter((r) => r.status === 1)),
    [],
  );

  const columns: QueryColumn<Order, Filter>[] = [
    orderNoColumn(),
    customerColumn(),
    {
      key: 'address',
      title: salesMessages.detail.address,
      ellipsis: true,
      render: (_v, r) => `${r.receiverQhmc} ${r.receiverAddress}`,
    },
    itemsColumn(),
    payAmountColumn(110),
    statusColumn(Object.entries(m.statusTabs).map(([value, label]) => ({ value, label }))),
    {
      key: 'shipping',
      title: salesMessages.detail.shipping,
      render: (_v, r) =>
        r.trackingNo ? (
          <div>
            <div>
              {r.logisticsCompany} {r.trackingNo}
            </div>
            <div style={{ color: '#595959', fontSize: 12 }}>
              {r.warehouseName} · {r.outboundDocNo}
            </div>
          </div>
        ) : (
          '-'
        ),
    },
    createTimeColumn(true),
    rowActionsColumn({
      title: c.actions,
      width: 130,
      fixed: 'right',
      actions: (row) => [
        { label: m.ship, visible: can.ship && row.status === 1, onClick: () => setShipping([row]) },
        { label: salesMessages.orders.actions.detail, onClick: () => setDetail(row.id) },
      ],
    }),
  ];

  return (
    <ListScreen
      title={m.title}
      search={shipmentSearch}
      query={(s, pageSize) => orderListQuery(client, s, pageSize)}
      columns={columns}
      onSelectionChange={can.ship ? onSelectionChange : undefined}
      toolbar={
        can.ship ? (
          <Button
            type="primary"
            disabled={selected.length === 0}
            onClick={() => setShipping(selected)}
            title={selected.length ? undefined : m.selectFirst}
          >
            {m.batchShip}
            {selected.length ? `（${selected.length}）` : ''}
          </Button>
        ) : null
      }
      exportFile={{ fileName: m.title, path: '/api/v1/web/sp/order/shipment/export' }}
      className="shipment-table"
      scrollX={1300}
    >
      {shipping ? <ShipDialog orders={shipping} onClose={() => setShipping(null)} /> : null}
      {detail ? <OrderDrawer id={detail} onClose={() => setDetail(null)} /> : null}
    </ListScreen>
  );
}
