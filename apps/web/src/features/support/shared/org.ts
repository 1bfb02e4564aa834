/**
 * What several operation-support screens read about the signed-in user's organisation: their
 * enterprise number (departments, SPEC §6) and manage number (functional groups, SPEC §7), the
 * enterprise's department tree, and the roles to choose from.
 */
import type { AccountComponents, PlatformClient } from '@agrimap/sdk';
import { apiKey, apiQuery } from '@/lib/query';

export type DepartmentNode = AccountComponents['schemas']['DepartmentNode'];
export type Role = AccountComponents['schemas']['Role'];

const fiveMinutes = 5 * 60_000;

/** The signed-in user (enterprise and manage numbers). */
export function currentUserQuery(client: PlatformClient) {
  return apiQuery(client, 'account', 'post', '/api/v1/user/detail/token', {}, { staleTime: fiveMinutes });
}

/** The department tree of the user's enterprise (top level limited to it), optionally filtered. */
export function deptTreeQuery(client: PlatformClient, filter: { name?: string; status?: 0 | 1 } = {}) {
  const body = {
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.status !== undefined ? { status: filter.status } : {}),
  };
  return apiQuery(client, 'account', 'post', '/api/v1/enterprise/dept/tree', { body });
}

/** Prefix of every department-tree call (refresh after a change). */
export const DEPT_TREE_KEY = apiKey('account', 'post', '/api/v1/enterprise/dept/tree');

/** Every role (for the role pickers), by name. */
export function roleOptionsQuery(client: PlatformClient) {
  return apiQuery(
    client,
    'account',
    'post',
    '/api/v1/role/page',
    { body: { page: 1, pageSize: 1000 } },
    { staleTime: 60_000 },
  );
}

/** `[{ value: id, label: name }]` of a role page. */
export function roleOptions(roles: readonly Role[] | undefined): { value: number; label: string }[] {
  return (roles ?? []).map((r) => ({ value: r.id, label: r.roleName }));
}
