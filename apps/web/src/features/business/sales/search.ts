// The sales screens' search params (订单明细, 发货管理, 退货管理). Route files import this module
// eagerly (validateSearch), so it imports nothing but the list-search helpers.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

const ORDER_STATUS = ['', '0', '1', '2', '3', '4'] as const;

/** 订单明细's filter and page. */
export const orderSearch = listSearch({
  orderNo: param.text(30),
  customer: param.text(50),
  status: param.oneOf(ORDER_STATUS, ''),
  source: param.oneOf(['', '1', '2'], ''),
  payMethod: param.oneOf(['', '1', '2', '3'], ''),
  created: param.dateRange(),
  detail: param.optionalText(),
});
export type OrderSearch = ListSearch<typeof orderSearch.defaults>;

/** 发货管理: the orders waiting for shipping (待发货) by default. */
export const shipmentSearch = listSearch({
  orderNo: param.text(30),
  customer: param.text(50),
  status: param.oneOf(['1', '2'], '1'),
  created: param.dateRange(),
});
export type ShipmentSearch = ListSearch<typeof shipmentSearch.defaults>;

/** 退货管理's filter and page. */
export const returnSearch = listSearch({
  returnNo: param.text(30),
  orderNo: param.text(30),
  customer: param.text(50),
  status: param.oneOf(['', '0', '1', '2', '3', '4'], ''),
});
export type ReturnSearch = ListSearch<typeof returnSearch.defaults>;
