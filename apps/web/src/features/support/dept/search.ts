import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 组织机构管理's filter in the URL: 部门名称 and 状态 ('' = all). */
export const deptSearch = listSearch({ name: param.text(50), status: param.oneOf(['', '1', '0'], '') });
export type DeptSearch = ListSearch<typeof deptSearch.defaults>;
