// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 单品录入's filter and page (in the URL). */
export const skuSearch = listSearch({
  name: param.text(50),
  categoryCode: param.text(20),
  status: param.oneOf(['', '0', '1'], ''),
});
export type SkuSearch = ListSearch<typeof skuSearch.defaults>;
