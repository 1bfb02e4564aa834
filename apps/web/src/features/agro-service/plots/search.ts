// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 地块列表's filter and page, in the URL. */
export const plotSearch = listSearch({
  name: param.text(50),
  ownerName: param.text(50),
  qhdm: param.text(12),
  cropId: param.text(10),
});
export type PlotSearch = ListSearch<typeof plotSearch.defaults>;
