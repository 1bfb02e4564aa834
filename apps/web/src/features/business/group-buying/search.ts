// The distribution / group purchase screens' search params (需求记录, 预约记录, 订单记录). Route
// files import this module eagerly, so it imports nothing but the list-search helpers.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 需求记录's filter and page. */
export const demandSearch = listSearch({
  customer: param.text(50),
  crop: param.text(30),
  categoryCode: param.text(10),
  qhdm: param.text(12),
  wanted: param.dateRange(),
});
export type DemandSearch = ListSearch<typeof demandSearch.defaults>;

/** 预约记录 (group offers)'s filter and page. */
export const offerSearch = listSearch({
  title: param.text(50),
  status: param.oneOf(['', '0', '1', '2'], ''),
  detail: param.optionalText(),
});
export type OfferSearch = ListSearch<typeof offerSearch.defaults>;

/** 订单记录 (online orders from the shop and from groups). */
export const onlineOrderSearch = listSearch({
  orderNo: param.text(30),
  customer: param.text(50),
  source: param.oneOf(['', '1', '2'], ''),
  status: param.oneOf(['', '0', '1', '2', '3', '4'], ''),
  detail: param.optionalText(),
});
export type OnlineOrderSearch = ListSearch<typeof onlineOrderSearch.defaults>;
