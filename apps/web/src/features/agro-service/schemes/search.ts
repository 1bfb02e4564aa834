// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 农技方案's filter and page (in the URL); crop 0 = every crop. */
export const schemeSearch = listSearch({
  title: param.text(100),
  cropId: param.int(0, 0),
  stage: param.text(50),
  problem: param.text(100),
  status: param.oneOf(['', '0', '1', '2'], ''),
});
export type SchemeSearch = ListSearch<typeof schemeSearch.defaults>;
