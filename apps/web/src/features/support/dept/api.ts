import type { PlatformClient } from '@agrimap/sdk';
import { deptTreeQuery } from '../shared/org';
import type { DeptSearch } from './search';

/** The department tree call for a filter. */
export function deptScreenQuery(client: PlatformClient, search: DeptSearch) {
  return deptTreeQuery(client, {
    name: search.name,
    ...(search.status === '' ? {} : { status: Number(search.status) as 0 | 1 }),
  });
}
