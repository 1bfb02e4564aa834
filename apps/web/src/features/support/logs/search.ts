import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** Filter + page of the log list (in the URL). */
export const logSearch = listSearch({
  keyword: param.text(64),
  operaname: param.text(200),
  range: param.dateRange(),
});
export type LogSearch = ListSearch<typeof logSearch.defaults>;
