/**
 * What the organisation picker reads from the account and system servers (SPEC §6, §7):
 * the current user's enterprise and manage numbers, the department tree by parent, department
 * users, the organisation's functional groups (角色 tab) and the positions dictionary (岗位 tab).
 * Each query reshapes its call's reply, so it is keyed by {@link apiViewKey} (the call, then the
 * view): apart from the plain call, yet reached when the operation is invalidated.
 */
import type { PlatformClient } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import { fetchDictionary } from '@/lib/dictionaries';
import { apiFetch, apiViewKey } from '@/lib/query';
import type { OrgItem } from './types';

/** Dictionary category whose entries are the positions (岗位) of the 岗位 tab. */
export const POSITION_CATEGORY = 'gw';

/** The current user's scope: enterprise number (departments) and manage number (groups). */
export interface OrgScope {
  enterpriseNumber: string | null;
  manageNumber: string | null;
}

const fiveMinutes = 5 * 60_000;

export function orgScopeQuery(client: PlatformClient) {
  return queryOptions({
    queryKey: apiViewKey('account', 'post', '/api/v1/user/detail/token', {}, 'org-scope'),
    queryFn: async (): Promise<OrgScope> => {
      const user = (await apiFetch(client, 'account', 'post', '/api/v1/user/detail/token', {})) as {
        enterpriseNumber?: string | null;
        manageNumber?: string | null;
      };
      return { enterpriseNumber: user.enterpriseNumber ?? null, manageNumber: user.manageNumber ?? null };
    },
    staleTime: fiveMinutes,
  });
}

/** A department as the picker's tree shows it. */
export interface DeptNode {
  id: number;
  name: string;
  parentId: number;
  /** False when the server says it has no sub-departments. */
  hasChildren: boolean;
}

interface RawDept {
  id: number;
  name: string;
  parentId?: number;
  enterpriseNumber: string;
  children?: RawDept[];
}

const toDeptNode = (d: RawDept): DeptNode => ({
  id: d.id,
  name: d.name,
  parentId: d.parentId ?? 0,
  hasChildren: (d.children?.length ?? 0) > 0,
});

/** The user's enterprise's department tree: its top-level departments and every department in it. */
export interface EnterpriseDepts {
  roots: DeptNode[];
  /** Every department under the roots (for searching before a branch is expanded). */
  all: DeptNode[];
}

/**
 * SPEC §6: the top-level departments of the tree whose enterprise number is the user's
 * (`GET /api/v1/enterprise/dept/list`).
 */
export function rootDeptsQuery(client: PlatformClient, enterpriseNumber: string | null) {
  return queryOptions({
    queryKey: apiViewKey(
      'account',
      'get',
      '/api/v1/enterprise/dept/list',
      undefined,
      'org-roots',
      enterpriseNumber,
    ),
    queryFn: async (): Promise<EnterpriseDepts> => {
      const { list } = (await apiFetch(client, 'account', 'get', '/api/v1/enterprise/dept/list')) as {
        list: RawDept[];
      };
      const roots = list.filter((d) => d.enterpriseNumber === enterpriseNumber);
      const all: DeptNode[] = [];
      const walk = (d: RawDept) => {
        all.push(toDeptNode(d));
        d.children?.forEach(walk);
      };
      roots.forEach(walk);
      return { roots: roots.map(toDeptNode), all };
    },
    staleTime: fiveMinutes,
  });
}

/** Sub-departments of one department, loaded when it is expanded (`POST /api/v1/user/znf/dept/list`). */
export function childDeptsQuery(client: PlatformClient, enterpriseNumber: string | null, parentId: number) {
  const body: { parentId: number; enterpriseNumber?: string } = { parentId };
  if (enterpriseNumber) body.enterpriseNumber = enterpriseNumber;
  return queryOptions({
    queryKey: apiViewKey('account', 'post', '/api/v1/user/znf/dept/list', { body }, 'org-children'),
    queryFn: async (): Promise<DeptNode[]> => {
      const { list } = (await apiFetch(client, 'account', 'post', '/api/v1/user/znf/dept/list', {
        body,
      })) as {
        list: RawDept[];
      };
      return list.filter((d) => (d.parentId ?? parentId) === parentId).map(toDeptNode);
    },
    staleTime: fiveMinutes,
  });
}

interface RawUser {
  userId: number;
  name: string;
  deptId?: number | null;
  deptName?: string | null;
}

const toUserItem = (u: RawUser): OrgItem => ({
  type: 'user',
  id: String(u.userId),
  name: u.name,
  deptId: u.deptId ?? null,
  deptName: u.deptName ?? null,
});

/** The users directly in a department (`GET /api/v1/user/list/dept?departmentId=`). */
export function deptUsersQuery(client: PlatformClient, departmentId: number) {
  const init = { params: { query: { departmentId } } };
  return queryOptions({
    queryKey: apiViewKey('account', 'get', '/api/v1/user/list/dept', init, 'org-users'),
    queryFn: async (): Promise<OrgItem[]> => {
      const { list } = (await apiFetch(client, 'account', 'get', '/api/v1/user/list/dept', init)) as {
        list: RawUser[];
      };
      return list.filter((u) => u.deptId === departmentId).map(toUserItem);
    },
    staleTime: fiveMinutes,
  });
}

/** Every user of the caller's enterprise, for searching (`GET /api/v1/user/list/dept`). */
export function enterpriseUsersQuery(client: PlatformClient) {
  const init = { params: { query: {} } };
  return queryOptions({
    queryKey: apiViewKey('account', 'get', '/api/v1/user/list/dept', init, 'org-users'),
    queryFn: async (): Promise<OrgItem[]> => {
      const { list } = (await apiFetch(client, 'account', 'get', '/api/v1/user/list/dept', init)) as {
        list: RawUser[];
      };
      return list.map(toUserItem);
    },
    staleTime: fiveMinutes,
  });
}

/**
 * SPEC §6: the functional groups of the user's organisation (`POST /api/v2/usermanage/queryGroup`
 * with the manage number, queryType 2, parentId -1).
 */
export function groupsQuery(client: PlatformClient, manageNumber: string | null) {
  // Without a manage number nothing is asked (no request in the key, an empty list).
  const init = manageNumber
    ? { body: { manageNumber, queryType: 2 as const, parentId: -1 as const } }
    : undefined;
  return queryOptions({
    queryKey: apiViewKey('account', 'post', '/api/v2/usermanage/queryGroup', init, 'org-roles'),
    queryFn: async (): Promise<OrgItem[]> => {
      if (!init) return [];
      const { groups } = (await apiFetch(
        client,
        'account',
        'post',
        '/api/v2/usermanage/queryGroup',
        init,
      )) as { groups: Array<{ id: number; name: string }> };
      return groups.map((g) => ({ type: 'role', id: String(g.id), name: g.name }));
    },
    staleTime: fiveMinutes,
  });
}

/** The positions: entries of the {@link POSITION_CATEGORY} dictionary. */
export function positionsQuery(client: PlatformClient) {
  return queryOptions({
    queryKey: apiViewKey(
      'system',
      'get',
      '/api/v1/dic/getDic',
      { params: { query: { category: POSITION_CATEGORY } } },
      'org-positions',
    ),
    queryFn: async (): Promise<OrgItem[]> => {
      const reply = await fetchDictionary(client, POSITION_CATEGORY);
      return (reply.data ?? []).map((e) => ({ type: 'position', id: String(e.code), name: String(e.name) }));
    },
    staleTime: fiveMinutes,
  });
}
