// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 种植方案's filter, page and open programme (in the URL); 0 = any crop / none open. */
export const programmeSearch = listSearch({
  name: param.text(50),
  cropId: param.int(0, 0),
  status: param.oneOf(['', '0', '1', '2'], ''),
  detail: param.int(0, 0),
});
export type ProgrammeSearch = ListSearch<typeof programmeSearch.defaults>;
