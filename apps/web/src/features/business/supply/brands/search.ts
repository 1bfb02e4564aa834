// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 品牌配置's filter and page (in the URL). */
export const brandSearch = listSearch({
  name: param.text(30),
  status: param.oneOf(['', '0', '1'], ''),
});
export type BrandSearch = ListSearch<typeof brandSearch.defaults>;
