// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 单品上架 / 套餐上架's tab, filter and page (in the URL). */
export const launchSearch = listSearch({
  tab: param.oneOf(['onSale', 'inStock', 'soldOut', 'warning'], 'onSale'),
  name: param.text(50),
});
export type LaunchSearch = ListSearch<typeof launchSearch.defaults>;
