// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 作物管理's filter and page (in the URL). */
export const cropSearch = listSearch({
  name: param.text(30),
  family: param.text(20),
  category: param.text(20),
});
export type CropSearch = ListSearch<typeof cropSearch.defaults>;
