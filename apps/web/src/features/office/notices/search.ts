// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 通知公告's management list filter and page, in the URL. */
export const noticeSearch = listSearch({
  title: param.text(100),
  noticeType: param.oneOf(['', '1', '2'], ''),
  status: param.oneOf(['', '0', '1', '2'], ''),
});
export type NoticeSearch = ListSearch<typeof noticeSearch.defaults>;
