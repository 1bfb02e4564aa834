/** Column builders shared by the order lists (订单明细, 发货管理, 订单记录), 退货管理 and 需求记录. */

import { formatCents } from '@/components/crud';
import { labelOptions, type QueryColumn } from '@/components/query-table';
import type { Order } from '../api';
import { salesMessages } from '../messages';
import { OrderStatusTag } from './OrderDrawer';

const o = salesMessages.orders.columns;

/** Filter options of a code → name map, led by 全部. */
export function withAll(names: Record<number, string>, all: string = salesMessages.common.all) {
  return labelOptions(names, all);
}

/** 订单号, filtered by text. */
export function orderNoColumn<F extends { orderNo: unknown }>(): QueryColumn<Order, F> {
  return {
    key: 'orderNo',
    title: o.orderNo,
    dataIndex: 'orderNo',
    width: 170,
    search: { type: 'text', name: 'orderNo', maxLength: 30 },
  };
}

/** 客户: name above phone, filtered by either. */
export function customerColumn<
  R extends { customerName: string; customerPhone: string },
  F extends { customer: unknown },
>(
  labels: { title: string; placeholder: string } = { title: o.customer, placeholder: o.customerPlaceholder },
  width?: number,
): QueryColumn<R, F> {
  return {
    key: 'customer',
    title: labels.title,
    ...(width === undefined ? {} : { width }),
    search: { type: 'text', name: 'customer', maxLength: 50, placeholder: labels.placeholder },
    render: (_v, r) => (
      <div>
        <div>{r.customerName}</div>
        <div style={{ color: '#595959', fontSize: 12 }}>{r.customerPhone}</div>
      </div>
    ),
  };
}

/** 商品: the order's item summary. */
export function itemsColumn<F>(): QueryColumn<Order, F> {
  return { key: 'items', title: o.items, dataIndex: 'itemSummary', ellipsis: true };
}

/** 实付金额, right-aligned yuan. */
export function payAmountColumn<F>(width = 120): QueryColumn<Order, F> {
  return {
    key: 'payAmount',
    title: o.payAmount,
    width,
    align: 'right',
    render: (_v, r) => formatCents(r.payAmount),
  };
}

/** 状态 as a tag, filtered by the given options. */
export function statusColumn<F extends { status: unknown }>(
  options: { value: string; label: string }[],
): QueryColumn<Order, F> {
  return {
    key: 'status',
    title: o.status,
    width: 90,
    search: { type: 'select', name: 'status', options },
    render: (_v, r) => <OrderStatusTag status={r.status} />,
  };
}

/** 下单时间; with `filter`, also the 下单时间 date-range filter (`created`). */
export function createTimeColumn<F extends { created: unknown }>(filter: true): QueryColumn<Order, F>;
export function createTimeColumn<F>(filter: false): QueryColumn<Order, F>;
export function createTimeColumn<F>(filter: boolean): QueryColumn<Order, F> {
  const column: QueryColumn<Order, F> = {
    key: 'createTime',
    title: o.createTime,
    dataIndex: 'createTime',
    width: 170,
  };
  if (filter) column.search = { type: 'dateRange', name: 'created' as keyof F & string, label: o.created };
  return column;
}
