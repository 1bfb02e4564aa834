// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 市场价格's filter and page, in the URL. */
export const priceSearch = listSearch({
  productCode: param.text(32),
  qhdm: param.text(12),
  market: param.text(50),
  date: param.dateRange(),
});
export type PriceSearch = ListSearch<typeof priceSearch.defaults>;
