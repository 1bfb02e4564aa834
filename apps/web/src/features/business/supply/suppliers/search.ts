// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 供应商主体管理's filter and page (in the URL). */
export const supplierSearch = listSearch({
  name: param.text(50),
  creditCode: param.text(18),
  status: param.oneOf(['', '0', '1', '2', '3'], ''),
  licence: param.oneOf(['', 'expiring', 'expired'], ''),
  qhdm: param.text(12),
});
export type SupplierSearch = ListSearch<typeof supplierSearch.defaults>;
