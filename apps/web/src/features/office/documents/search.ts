// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 公文管理's list filter (标题 or 发文字号, 状态, 密级) and page, in the URL. */
export const documentSearch = listSearch({
  keyword: param.text(100),
  status: param.oneOf(['', '0', '1', '2', '3', '4'], ''),
  secrecy: param.oneOf(['', '0', '1', '2', '3'], ''),
});
export type DocumentSearch = ListSearch<typeof documentSearch.defaults>;
