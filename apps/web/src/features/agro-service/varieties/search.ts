// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 作物品种's filter and page (in the URL); 0 = any crop / supplier. */
export const varietySearch = listSearch({
  cropId: param.int(0, 0),
  name: param.text(30),
  supplierId: param.int(0, 0),
});
export type VarietySearch = ListSearch<typeof varietySearch.defaults>;
