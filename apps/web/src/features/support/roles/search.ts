import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 角色管理's filter and page (in the URL). */
export const roleSearch = listSearch({
  roleName: param.text(30),
  status: param.oneOf(['', '0', '1'], ''),
});
export type RoleSearch = ListSearch<typeof roleSearch.defaults>;
