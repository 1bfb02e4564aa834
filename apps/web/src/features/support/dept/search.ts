import type { PlatformClient } from '@agrimap/sdk';
import { type ListSearch, listSearch, param } from '@/lib/list-search';
import { deptTreeQuery } from '../shared/org';

/** 组织机构管理's filter in the URL: 部门名称 and 状态 ('' = all). */
export const deptSearch = listSearch({ name: param.text(50), status: param.oneOf(['', '1', '0'], '') });
export type DeptSearch = ListSearch<typeof deptSearch.defaults>;

/** The department tree call for a filter. */
export function deptScreenQuery(client: PlatformClient, search: DeptSearch) {
  return deptTreeQuery(client, {
    name: search.name,
    ...(search.status === '' ? {} : { status: Number(search.status) as 0 | 1 }),
  });
}
