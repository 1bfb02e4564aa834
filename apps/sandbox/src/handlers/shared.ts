/** Queries shared by several handlers: users, departments, region names. */

import { requireButton as requireButtonOf } from '../auth/access';
import type { Queryable } from '../db/adapter';
import type { RecordOf } from '../db/entity';
import { M } from '../messages';
import { formatDateTime } from '../util/time';
import { departments } from './account/entities';
import { ApiFailure } from './types';

/** SQL expression normalising a 6-digit region code with trailing zeros to its short form (430100 → 4301). */
export const normRegion = (col: string) =>
  `(case when ${col} ~ '^[0-9]{2}0000$' then left(${col}, 2) when ${col} ~ '^[0-9]{4}00$' then left(${col}, 4) else ${col} end)`;

/** JS version of {@link normRegion}. */
export function normalizeRegionCode(code: string): string {
  if (/^\d{2}0000$/.test(code)) return code.slice(0, 2);
  if (/^\d{4}00$/.test(code)) return code.slice(0, 4);
  return code;
}

export interface UserRecord {
  userId: number;
  userName: string;
  realName: string;
  number: string | null;
  phone: string | null;
  email: string | null;
  sex: number;
  avatar: string | null;
  status: number;
  departmentId: number | null;
  deptName: string | null;
  enterpriseNumber: string | null;
  enterpriseName: string | null;
  manageNumber: string | null;
  qhdm: string | null;
  qhmc: string | null;
  roleIds: number[];
  roleNames: string[];
  curLabel: string | null;
  createTime: string | null;
}

/** A row of {@link USER_SELECT}: the record's fields, with the lists possibly null and the time unformatted. */
type UserSqlRow = Omit<UserRecord, 'roleIds' | 'roleNames' | 'curLabel' | 'createTime'> & {
  roleIds: number[] | null;
  roleNames: string[] | null;
  createTime: Date | null;
};

export const USER_SELECT = `
  select u.id as "userId", u.user_name as "userName", u.real_name as "realName", u.number, u.phone, u.email,
         u.sex, u.avatar, u.status, u.department_id as "departmentId", d.name as "deptName",
         d.enterprise_number as "enterpriseNumber", e.name as "enterpriseName", d.qhdm, rg.qhmc,
         u.create_time as "createTime", om.manage_number as "manageNumber", ro.role_ids as "roleIds",
         ro.role_names as "roleNames"
    from app_user u
    left join department d on d.id = u.department_id
    left join enterprise e on e.enterprise_number = d.enterprise_number
    left join region rg on rg.qhdm = ${normRegion('d.qhdm')}
    left join lateral (select m.manage_number from org_member m where m.user_id = u.id
                        order by m.joined_at, m.manage_number limit 1) om on true
    left join lateral (select json_agg(r.id order by r.id) as role_ids, json_agg(r.name order by r.id) as role_names
                         from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id) ro on true`;

export function toUser(r: UserSqlRow): UserRecord {
  const roleNames = r.roleNames ?? [];
  return {
    userId: r.userId,
    userName: r.userName,
    realName: r.realName,
    number: r.number,
    phone: r.phone,
    email: r.email,
    sex: r.sex,
    avatar: r.avatar,
    status: r.status,
    departmentId: r.departmentId,
    deptName: r.deptName,
    enterpriseNumber: r.enterpriseNumber,
    enterpriseName: r.enterpriseName,
    manageNumber: r.manageNumber,
    qhdm: r.qhdm,
    qhmc: r.qhmc,
    roleIds: r.roleIds ?? [],
    roleNames,
    curLabel: roleNames[0] ?? null,
    createTime: r.createTime ? formatDateTime(r.createTime) : null,
  };
}

/**
 * Users matching a WHERE clause (on alias `u`, `d`), ordered by id, with paging. The page's ids
 * are found first (filter, order, limit on the user table); the rich record (roles, organisation,
 * region) is built for those rows only, so large lists stay fast.
 */
export async function queryUsers(
  q: Queryable,
  where: string[],
  params: unknown[],
  page?: { limit: number; offset: number },
): Promise<{ records: UserRecord[]; total: number }> {
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const from = `from app_user u left join department d on d.id = u.department_id ${clause}`;
  if (!page) {
    const rows = await q.query<UserSqlRow>(`${USER_SELECT} ${clause} order by u.id`, params);
    return { records: rows.map(toUser), total: rows.length };
  }
  // The page's ids first, then the details of just those rows (the role and organisation look-ups
  // never run for rows an offset skips). Unfiltered: ids from the primary key and a plain count;
  // filtered: ids and total from one scan (window count). 10,000-user benchmark: BENCHMARKS.md.
  const limit = ` limit ${Number(page.limit)} offset ${Number(page.offset)}`;
  let ids: number[];
  let total: number;
  if (where.length === 0) {
    const [idRows, counts] = await Promise.all([
      q.query<{ id: number }>(`select id from app_user order by id${limit}`),
      q.query<{ n: number }>('select count(*)::int as n from app_user'),
    ]);
    ids = idRows.map((r) => r.id);
    total = counts[0]?.n ?? 0;
  } else {
    const idRows = await q.query<{ id: number; total: number }>(
      `select u.id, count(*) over ()::int as total ${from} order by u.id${limit}`,
      params,
    );
    ids = idRows.map((r) => r.id);
    total =
      idRows[0]?.total ??
      (await q.query<{ n: number }>(`select count(*)::int as n ${from}`, params))[0]?.n ??
      0;
  }
  const rows = ids.length
    ? await q.query<UserSqlRow>(`${USER_SELECT} where u.id = any($1::int4[]) order by u.id`, [ids])
    : [];
  return { records: rows.map(toUser), total };
}

export async function userById(q: Queryable, id: number): Promise<UserRecord | undefined> {
  return (await queryUsers(q, ['u.id = $1'], [id])).records[0];
}

/** A department and all its descendants' ids. */
export async function departmentSubtree(q: Queryable, id: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `with recursive t(id) as (select id from department where id = $1
       union all select d.id from department d join t on d.parent_id = t.id)
     select id from t`,
    [id],
  );
  return rows.map((r) => r.id);
}

export type DepartmentRecord = RecordOf<typeof departments>;
export type DepartmentNode = DepartmentRecord & { children: DepartmentNode[] };

/** Department forest, optionally of one enterprise, optionally below one department. */
export async function departmentTree(
  q: Queryable,
  enterpriseNumber?: string,
  parentId?: number,
): Promise<DepartmentNode[]> {
  const rows = await departments.all(q, { filter: { enterpriseNumber } });
  const nodes = new Map<number, DepartmentNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: DepartmentNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  if (parentId === undefined || parentId === 0) return roots;
  return nodes.get(parentId)?.children ?? [];
}

export interface UserNode {
  userId: number;
  name: string;
  number: string;
  phone: string | null;
  deptId: number | null;
  deptName: string | null;
}

export function toUserNode(u: UserRecord): UserNode {
  return {
    userId: u.userId,
    name: u.realName,
    number: u.number ?? '',
    phone: u.phone,
    deptId: u.departmentId,
    deptName: u.deptName,
  };
}

/**
 * For operations whose needed button depends on the stored record (an inbound or an outbound
 * document, a news or a market article): 403 unless the caller is an administrator or a role
 * grants one of `codes`. The generic check already passed on the union of the codes.
 */
export function requireButton(
  ctx: { db: Queryable; user?: { id: number; isAdmin: boolean } | undefined },
  codes: readonly string[],
): Promise<void> {
  return requireButtonOf(ctx, codes, () => {
    throw new ApiFailure(403, M.forbidden);
  });
}
