import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { roleMessages as m } from './messages';
import type { RoleSearch } from './search';

// The route's search lives in search.ts (the route file imports only that, see lib/list-search).
export { type RoleSearch, roleSearch } from './search';

export type RolePage = ApiData<'account', 'post', '/api/v1/role/page'>;
export type Role = RolePage['records'][number];

/** One page of roles for a search. */
export function roleListQuery(client: PlatformClient, search: RoleSearch, pageSize = PAGE_SIZE) {
  return apiQuery(
    client,
    'account',
    'post',
    '/api/v1/role/page',
    {
      body: {
        ...(search.roleName ? { roleName: search.roleName } : {}),
        ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.list.failure, what: 'rolePage' } },
  );
}

/** The prefix of every role list query (refresh after a change). */
export const ROLE_LIST_KEY = apiKey('account', 'post', '/api/v1/role/page');

/** The menus granted to a role, split into checked entries and half-checked parents. */
export function roleMenuIds(client: PlatformClient, roleId: number) {
  return apiFetch(client, 'account', 'get', '/api/v1/role/menu/ids', { params: { query: { roleId } } });
}
