// The search params of 待办 / 已办 / 抄送我的. Route files import this module eagerly
// (validateSearch), so it imports nothing but the list-search helpers.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** The open request (and task) of a list, kept in the URL so back / reload reopen it. */
const open = { request: param.int(0, 0), task: param.int(0, 0) };

export const todoSearch = listSearch({ keyword: param.text(50), ...open });
export type TodoSearch = ListSearch<typeof todoSearch.defaults>;

export const doneSearch = listSearch({
  tab: param.oneOf(['tasks', 'mine'], 'tasks'),
  keyword: param.text(50),
  status: param.oneOf(['', '1', '2', '3', '4'], ''),
  ...open,
});
export type DoneSearch = ListSearch<typeof doneSearch.defaults>;

export const copySearch = listSearch({ read: param.oneOf(['', '0', '1'], ''), ...open });
export type CopySearch = ListSearch<typeof copySearch.defaults>;
