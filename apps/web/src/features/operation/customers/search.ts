// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 客户管理's filter, view (列表 / 客户分布) and page (in the URL). */
export const customerSearch = listSearch({
  name: param.text(50),
  phone: param.text(11),
  type: param.oneOf(['', '1', '2', '3', '4'], ''),
  qhdm: param.text(12),
  level: param.oneOf(['', '1', '2', '3'], ''),
  ownerId: param.int(0, 0),
  due: param.oneOf(['', '1'], ''),
  view: param.oneOf(['list', 'map'], 'list'),
});
export type CustomerSearch = ListSearch<typeof customerSearch.defaults>;
