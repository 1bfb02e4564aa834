// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 套餐录入's filter and page (in the URL). */
export const setmealSearch = listSearch({
  name: param.text(50),
  status: param.oneOf(['', '0', '1'], ''),
  flagged: param.oneOf(['', '1', '0'], ''),
});
export type SetmealSearch = ListSearch<typeof setmealSearch.defaults>;
