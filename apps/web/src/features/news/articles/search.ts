// Route files import this module eagerly (validateSearch): it imports nothing but the
// list-search helpers, so API modules and messages load with the screen, not the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** The article lists' filter and page (农资新闻 and 市场行情 share it), in the URL. */
export const articleSearch = listSearch({
  title: param.text(100),
  status: param.oneOf(['', '0', '1', '2'], ''),
  tag: param.text(20),
  published: param.dateRange(),
});
export type ArticleSearch = ListSearch<typeof articleSearch.defaults>;
