import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 公司人员管理's search in the URL: filter, the department chosen in the tree, page. */
export const userSearch = listSearch({
  realName: param.text(30),
  phone: param.text(11),
  status: param.oneOf(['', '1', '0'], ''),
  deptId: param.int(0, 0),
});
export type UserSearch = ListSearch<typeof userSearch.defaults>;
