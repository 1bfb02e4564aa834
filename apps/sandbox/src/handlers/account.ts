/** Account server: login and session, users, company staff management, departments, menus. */
import { hashPassword, randomToken, verifyPassword } from '../auth/passwords';
import type { Queryable } from '../db/adapter';
import { M } from '../messages';
import { INITIAL_PASSWORD } from '../seed/org';
import { formatDateTime } from '../util/time';
import { SESSION_HOURS, sessionOf } from './auth';
import {
  departmentSubtree,
  departmentTree,
  normalizeRegionCode,
  normRegion,
  queryUsers,
  toUserNode,
  type UserRecord,
  userById,
} from './shared';
import { ApiFailure, type Ctx, fail, type Handler, ok, paging, requireUser } from './types';

type Body = Record<string, unknown>;
const bodyOf = (ctx: Ctx) => (ctx.body ?? {}) as Body;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

// ── auth ────────────────────────────────────────────────────────────────────────────────────

const login: Handler = async (ctx) => {
  const { username, password } = ctx.body as { username: string; password: string };
  const rows = await ctx.db.query<{
    id: number;
    user_name: string;
    real_name: string;
    password_hash: string;
    status: number;
  }>(
    'select id, user_name, real_name, password_hash, status from app_user where user_name = $1 or phone = $1 order by (user_name = $1) desc limit 1',
    [username],
  );
  const user = rows[0];
  // Hash even for an unknown user so both failures take the same time.
  const valid = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$00$00');
  if (!user || !valid) return ok(null, M.wrongPassword, 1001);
  if (user.status !== 1) return ok(null, M.userDisabled, 1001);
  const token = randomToken(24);
  const ztToken = randomToken(16);
  const now = ctx.app.now();
  // Sessions that ended more than a day ago are dropped.
  await ctx.db.query('delete from session where expires_at < $1::timestamptz', [
    new Date(now.getTime() - 86400_000).toISOString(),
  ]);
  await ctx.db.query(
    'insert into session (token, zt_token, user_id, created_at, expires_at) values ($1, $2, $3, $4::timestamptz, $5::timestamptz)',
    [
      token,
      ztToken,
      user.id,
      now.toISOString(),
      new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
    ],
  );
  const role = await ctx.db.query<{ name: string }>(
    'select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1 order by r.id limit 1',
    [user.id],
  );
  return ok(
    {
      token,
      zt_token: ztToken,
      user_id: user.id,
      user_name: user.user_name,
      real_name: user.real_name,
      curLabel: role[0]?.name ?? user.real_name,
    },
    M.loginOk,
  );
};

async function userOfToken(ctx: Ctx, token: string): Promise<UserRecord> {
  const session = await sessionOf(ctx.app, token);
  if (!session) throw new ApiFailure(401, M.sessionExpired);
  const user = await userById(ctx.db, session.id);
  if (!user) throw new ApiFailure(401, M.sessionExpired);
  return user;
}

const getUserDetailByToken: Handler = async (ctx) => {
  const token = str(bodyOf(ctx).token) ?? requireUser(ctx).token;
  return ok(await userOfToken(ctx, token));
};

const getUserInfoByTokenPath: Handler = async (ctx) => ok(await userOfToken(ctx, String(ctx.params.token)));

// ── users ───────────────────────────────────────────────────────────────────────────────────

const listZnfDept: Handler = async (ctx) => {
  const b = bodyOf(ctx);
  return ok({ list: await departmentTree(ctx.db, str(b.enterpriseNumber), num(b.parentId)) });
};

async function deptFilter(
  q: Queryable,
  departmentId: number | undefined,
  where: string[],
  params: unknown[],
) {
  if (departmentId === undefined) return;
  params.push(await departmentSubtree(q, departmentId));
  where.push(`u.department_id = any($${params.length}::int4[])`);
}

const listZnfWebUser: Handler = async (ctx) => {
  const b = bodyOf(ctx);
  const where: string[] = [];
  const params: unknown[] = [];
  const keyword = str(b.keyword);
  if (keyword) {
    params.push(keyword);
    where.push(
      `(strpos(u.real_name, $1) > 0 or strpos(u.user_name, $1) > 0 or strpos(coalesce(u.phone, ''), $1) > 0)`,
    );
  }
  await deptFilter(ctx.db, num(b.departmentId), where, params);
  if (num(b.status) !== undefined) {
    params.push(b.status);
    where.push(`u.status = $${params.length}`);
  }
  return ok(await queryUsers(ctx.db, where, params, paging(b)));
};

async function assertDepartment(q: Queryable, id: number): Promise<void> {
  const rows = await q.query('select 1 from department where id = $1', [id]);
  if (rows.length === 0) fail(1005, M.deptNotFound);
}

async function assertRoles(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await q.query<{ n: number }>(
    'select count(*)::int as n from role where id = any($1::int4[])',
    [ids],
  );
  if ((rows[0]?.n ?? 0) !== new Set(ids).size) fail(1005, M.roleNotFound);
}

async function assertPhoneFree(q: Queryable, phone: string, exceptUser?: number): Promise<void> {
  const rows = await q.query('select 1 from app_user where phone = $1 and id <> $2', [
    phone,
    exceptUser ?? 0,
  ]);
  if (rows.length > 0) fail(1004, M.phoneExists);
}

const registerUser: Handler = async (ctx) => {
  const b = ctx.body as {
    userName: string;
    password: string;
    realName: string;
    phone: string;
    email?: string;
    sex?: number;
    number?: string;
    departmentId: number;
    roleIds?: number[];
  };
  const { hash, salt } = await hashPassword(b.password);
  const userId = await ctx.db.transaction(async (tx) => {
    if ((await tx.query('select 1 from app_user where user_name = $1', [b.userName])).length)
      fail(1004, M.userExists);
    await assertPhoneFree(tx, b.phone);
    await assertDepartment(tx, b.departmentId);
    await assertRoles(tx, b.roleIds ?? []);
    const rows = await tx.query<{ id: number }>(
      `insert into app_user (user_name, real_name, password_hash, password_salt, number, phone, email, sex, department_id, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz) returning id`,
      [
        b.userName,
        b.realName,
        hash,
        salt,
        b.number ?? null,
        b.phone,
        b.email ?? null,
        b.sex ?? 0,
        b.departmentId,
        ctx.app.now().toISOString(),
      ],
    );
    const id = (rows[0] as { id: number }).id;
    for (const roleId of new Set(b.roleIds ?? []))
      await tx.query('insert into user_role (user_id, role_id) values ($1, $2)', [id, roleId]);
    // The new account joins the root organisation of its department's enterprise.
    await tx.query(
      `insert into org_member (manage_number, user_id, joined_at)
       select o.manage_number, $1, $3::timestamptz from organization o join department d on d.enterprise_number = o.enterprise_number
        where d.id = $2 and o.parent_manage_number is null order by o.id limit 1`,
      [id, b.departmentId, ctx.app.now().toISOString()],
    );
    return id;
  });
  return ok({ userId }, M.added);
};

const updateUserBase: Handler = async (ctx) => {
  const b = ctx.body as Body & { userId: number };
  await ctx.db.transaction(async (tx) => {
    if ((await tx.query('select 1 from app_user where id = $1', [b.userId])).length === 0)
      fail(1005, M.userNotFound);
    const sets: string[] = [];
    const params: unknown[] = [b.userId];
    const set = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    if (str(b.realName) !== undefined) set('real_name', b.realName);
    if (str(b.phone) !== undefined) {
      await assertPhoneFree(tx, b.phone as string, b.userId);
      set('phone', b.phone);
    }
    if (str(b.email) !== undefined) set('email', b.email);
    if (num(b.sex) !== undefined) set('sex', b.sex);
    if (str(b.number) !== undefined) set('number', b.number);
    if (num(b.departmentId) !== undefined) {
      await assertDepartment(tx, b.departmentId as number);
      set('department_id', b.departmentId);
    }
    if (num(b.status) !== undefined) set('status', b.status);
    if (sets.length) await tx.query(`update app_user set ${sets.join(', ')} where id = $1`, params);
    if (Array.isArray(b.roleIds)) {
      const roleIds = b.roleIds as number[];
      await assertRoles(tx, roleIds);
      await tx.query('delete from user_role where user_id = $1', [b.userId]);
      for (const roleId of new Set(roleIds))
        await tx.query('insert into user_role (user_id, role_id) values ($1, $2)', [b.userId, roleId]);
    }
  });
  return ok(null, M.updated);
};

const accountDeleteUser: Handler = async (ctx) => {
  const id = Number(ctx.query.id);
  if (id === requireUser(ctx).id) fail(1003, '不能删除当前登录的用户');
  const rows = await ctx.db.query('delete from app_user where id = $1 returning id', [id]);
  if (rows.length === 0) fail(1005, M.userNotFound);
  return ok(null, M.deleted);
};

const updateUserPassword: Handler = async (ctx) => {
  const user = requireUser(ctx);
  const { oldPassword, newPassword } = ctx.body as { oldPassword: string; newPassword: string };
  const rows = await ctx.db.query<{ password_hash: string }>(
    'select password_hash from app_user where id = $1',
    [user.id],
  );
  if (!(await verifyPassword(oldPassword, rows[0]?.password_hash ?? '')))
    return ok(null, M.wrongOldPassword, 1002);
  const { hash, salt } = await hashPassword(newPassword);
  await ctx.db.query('update app_user set password_hash = $2, password_salt = $3 where id = $1', [
    user.id,
    hash,
    salt,
  ]);
  return ok(null, M.passwordChanged);
};

const getUserDetailById: Handler = async (ctx) => {
  const user = await userById(ctx.db, Number(ctx.query.id));
  if (!user) return ok(null, M.userNotFound, 1005);
  return ok(user);
};

const listManageUser: Handler = async (ctx) => {
  const b = bodyOf(ctx);
  const where: string[] = [];
  const params: unknown[] = [];
  const like = (col: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') {
      params.push(v);
      where.push(`strpos(coalesce(${col}, ''), $${params.length}) > 0`);
    }
  };
  like('u.real_name', b.realName);
  like('u.user_name', b.userName);
  like('u.phone', b.phone);
  await deptFilter(ctx.db, num(b.departmentId), where, params);
  if (str(b.enterpriseNumber)) {
    params.push(b.enterpriseNumber);
    where.push(`d.enterprise_number = $${params.length}`);
  }
  if (num(b.status) !== undefined) {
    params.push(b.status);
    where.push(`u.status = $${params.length}`);
  }
  return ok(await queryUsers(ctx.db, where, params, paging(b)));
};

const listUserByDept: Handler = async (ctx) => {
  const where: string[] = [];
  const params: unknown[] = [];
  const departmentId = num(ctx.query.departmentId);
  const userName = str(ctx.query.userName);
  await deptFilter(ctx.db, departmentId, where, params);
  if (userName) {
    params.push(userName);
    where.push(`strpos(u.real_name, $${params.length}) > 0`);
  }
  if (departmentId === undefined && userName === undefined) {
    // All users of the caller's enterprise.
    params.push(requireUser(ctx).id);
    where.push(
      `d.enterprise_number = (select d2.enterprise_number from app_user u2 join department d2 on d2.id = u2.department_id where u2.id = $${params.length})`,
    );
  }
  const { records } = await queryUsers(ctx.db, where, params);
  return ok({ list: records.map(toUserNode) });
};

// ── company staff management (v2) ───────────────────────────────────────────────────────────

interface ManagedUser {
  userId: number;
  userName: string;
  realName: string;
  phone: string;
  number: string | null;
  manageNumber: string;
  companyName: string;
  isManager: boolean;
  status: number;
  groups: { id: number; name: string }[];
}

/** People as seen by one organisation (or by their first organisation when none is given). */
async function managedUsers(q: Queryable, where: string, params: unknown[]): Promise<ManagedUser[]> {
  const rows = await q.query<{
    id: number;
    user_name: string;
    real_name: string;
    phone: string | null;
    number: string | null;
    manage_number: string | null;
    company_name: string | null;
    is_manager: boolean | null;
    status: number;
    groups: { id: number; name: string }[] | null;
  }>(
    `select u.id, u.user_name, u.real_name, u.phone, u.number, u.status, m.manage_number, o.name as company_name, m.is_manager,
            (select json_agg(json_build_object('id', g.id, 'name', g.group_name) order by g.id)
               from group_member gm join functional_group g on g.id = gm.group_id
              where gm.user_id = u.id and g.manage_number = m.manage_number) as groups
       from app_user u
       left join org_member m on m.user_id = u.id
       left join organization o on o.manage_number = m.manage_number
      where ${where}
      order by u.id, m.joined_at`,
    params,
  );
  const seen = new Set<number>();
  const out: ManagedUser[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({
      userId: r.id,
      userName: r.user_name,
      realName: r.real_name,
      phone: r.phone ?? '',
      number: r.number,
      manageNumber: r.manage_number ?? '',
      companyName: r.company_name ?? '',
      isManager: r.is_manager ?? false,
      status: r.status,
      groups: r.groups ?? [],
    });
  }
  return out;
}

interface GroupRow {
  id: number;
  group_name: string;
  role_id: number | null;
  role_name: string | null;
  manage_number: string;
  user_count: number;
  remark: string | null;
  create_time: Date;
}

const GROUP_SELECT = `select g.id, g.group_name, g.role_id, r.name as role_name, g.manage_number, g.remark, g.create_time,
       (select count(*)::int from group_member gm where gm.group_id = g.id) as user_count
  from functional_group g left join role r on r.id = g.role_id`;

const toGroup = (g: GroupRow) => ({
  id: g.id,
  name: g.group_name,
  groupName: g.group_name,
  roleId: g.role_id,
  roleName: g.role_name,
  manageNumber: g.manage_number,
  userCount: g.user_count,
  remark: g.remark,
  createTime: formatDateTime(g.create_time),
});

async function assertOrg(q: Queryable, manageNumber: string): Promise<void> {
  if ((await q.query('select 1 from organization where manage_number = $1', [manageNumber])).length === 0)
    fail(1005, M.orgNotFound);
}

async function assertGroupsOfOrg(q: Queryable, manageNumber: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await q.query<{ n: number }>(
    'select count(*)::int as n from functional_group where manage_number = $1 and id = any($2::int4[])',
    [manageNumber, ids],
  );
  if ((rows[0]?.n ?? 0) !== new Set(ids).size) fail(1005, M.groupNotFound);
}

const usermanageQueryGroup: Handler = async (ctx) => {
  const b = ctx.body as { manageNumber: string; groupName?: string };
  const rows = await ctx.db.query<GroupRow>(
    `${GROUP_SELECT} where g.manage_number = $1 and ($2::text is null or strpos(g.group_name, $2) > 0) order by g.id`,
    [b.manageNumber, b.groupName ?? null],
  );
  return ok({ groups: rows.map(toGroup) });
};

const usermanageAddGroup: Handler = async (ctx) => {
  const b = ctx.body as { manageNumber: string; groupName: string; roleId: number; remark?: string };
  const id = await ctx.db.transaction(async (tx) => {
    await assertOrg(tx, b.manageNumber);
    await assertRoles(tx, [b.roleId]);
    if (
      (
        await tx.query('select 1 from functional_group where manage_number = $1 and group_name = $2', [
          b.manageNumber,
          b.groupName,
        ])
      ).length
    )
      fail(1004, M.groupExists);
    const rows = await tx.query<{ id: number }>(
      'insert into functional_group (manage_number, group_name, role_id, remark, create_time) values ($1, $2, $3, $4, $5::timestamptz) returning id',
      [b.manageNumber, b.groupName, b.roleId, b.remark ?? null, ctx.app.now().toISOString()],
    );
    return (rows[0] as { id: number }).id;
  });
  return ok({ id }, M.added);
};

const usermanageRemoveGroup: Handler = async (ctx) => {
  const rows = await ctx.db.query('delete from functional_group where id = $1 returning id', [
    (ctx.body as { id: number }).id,
  ]);
  if (rows.length === 0) fail(1005, M.groupNotFound);
  return ok(null, M.deleted);
};

const usermanageUpdateGroup: Handler = async (ctx) => {
  const b = ctx.body as { id: number; groupName?: string; roleId?: number; remark?: string };
  await ctx.db.transaction(async (tx) => {
    const g = await tx.query<{ manage_number: string }>(
      'select manage_number from functional_group where id = $1',
      [b.id],
    );
    if (!g[0]) fail(1005, M.groupNotFound);
    if (b.roleId !== undefined) await assertRoles(tx, [b.roleId]);
    if (
      b.groupName !== undefined &&
      (
        await tx.query(
          'select 1 from functional_group where manage_number = $1 and group_name = $2 and id <> $3',
          [g[0]?.manage_number, b.groupName, b.id],
        )
      ).length
    )
      fail(1004, M.groupExists);
    await tx.query(
      `update functional_group set group_name = coalesce($2, group_name), role_id = coalesce($3, role_id),
              remark = case when $5 then $4 else remark end where id = $1`,
      [b.id, b.groupName ?? null, b.roleId ?? null, b.remark ?? null, b.remark !== undefined],
    );
  });
  return ok(null, M.updated);
};

const usermanageRemoveGroupUser: Handler = async (ctx) => {
  const b = ctx.body as { groupId: number; userIds: number[] };
  if ((await ctx.db.query('select 1 from functional_group where id = $1', [b.groupId])).length === 0)
    fail(1005, M.groupNotFound);
  await ctx.db.query('delete from group_member where group_id = $1 and user_id = any($2::int4[])', [
    b.groupId,
    b.userIds,
  ]);
  return ok(null, M.deleted);
};

interface OrgNode {
  id: number;
  manageNumber: string;
  name: string;
  parentManageNumber: string | null;
  qhdm: string | null;
  qhmc: string | null;
  userCount: number;
  children: OrgNode[];
}

const usermanageQueryCompany: Handler = async (ctx) => {
  const b = bodyOf(ctx);
  const rows = await ctx.db.query<{
    id: number;
    manage_number: string;
    name: string;
    parent_manage_number: string | null;
    qhdm: string | null;
    qhmc: string | null;
    user_count: number;
  }>(
    `select o.id, o.manage_number, o.name, o.parent_manage_number, o.qhdm, o.qhmc,
            (select count(*)::int from org_member m where m.manage_number = o.manage_number) as user_count
       from organization o order by o.sort, o.id`,
  );
  const nodes = new Map<string, OrgNode>(
    rows.map((r) => [
      r.manage_number,
      {
        id: r.id,
        manageNumber: r.manage_number,
        name: r.name,
        parentManageNumber: r.parent_manage_number,
        qhdm: r.qhdm,
        qhmc: r.qhmc,
        userCount: r.user_count,
        children: [],
      },
    ]),
  );
  const roots: OrgNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentManageNumber ? nodes.get(n.parentManageNumber) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const rootNumber = str(b.manageNumber);
  let list = rootNumber ? (nodes.has(rootNumber) ? [nodes.get(rootNumber) as OrgNode] : []) : roots;
  const name = str(b.companyName);
  if (name) {
    const prune = (n: OrgNode): OrgNode | undefined => {
      const children = n.children.map(prune).filter((c): c is OrgNode => !!c);
      return n.name.includes(name) || children.length ? { ...n, children } : undefined;
    };
    list = list.map(prune).filter((n): n is OrgNode => !!n);
  }
  return ok({ list });
};

const usermanageAddUser: Handler = async (ctx) => {
  const b = ctx.body as {
    manageNumber: string;
    realName: string;
    phone: string;
    number?: string;
    groupIds?: number[];
    isManager?: boolean;
  };
  const initial = await hashPassword(INITIAL_PASSWORD);
  const result = await ctx.db.transaction(async (tx) => {
    await assertOrg(tx, b.manageNumber);
    await assertGroupsOfOrg(tx, b.manageNumber, b.groupIds ?? []);
    const existing = await tx.query<{ id: number }>('select id from app_user where phone = $1', [b.phone]);
    let userId: number;
    let created = false;
    if (existing[0]) {
      userId = existing[0].id;
      if (
        (
          await tx.query('select 1 from org_member where manage_number = $1 and user_id = $2', [
            b.manageNumber,
            userId,
          ])
        ).length
      )
        fail(1004, M.memberExists);
    } else {
      let userName = b.phone;
      for (let k = 2; (await tx.query('select 1 from app_user where user_name = $1', [userName])).length; k++)
        userName = `${b.phone}_${k}`;
      const rows = await tx.query<{ id: number }>(
        `insert into app_user (user_name, real_name, password_hash, password_salt, number, phone, create_time)
         values ($1, $2, $3, $4, $5, $6, $7::timestamptz) returning id`,
        [
          userName,
          b.realName,
          initial.hash,
          initial.salt,
          b.number ?? null,
          b.phone,
          ctx.app.now().toISOString(),
        ],
      );
      userId = (rows[0] as { id: number }).id;
      created = true;
    }
    await tx.query(
      'insert into org_member (manage_number, user_id, is_manager, joined_at) values ($1, $2, $3, $4::timestamptz)',
      [b.manageNumber, userId, b.isManager ?? false, ctx.app.now().toISOString()],
    );
    for (const g of new Set(b.groupIds ?? []))
      await tx.query('insert into group_member (group_id, user_id) values ($1, $2) on conflict do nothing', [
        g,
        userId,
      ]);
    return { userId, created };
  });
  return ok(result, M.added);
};

const usermanageQueryUserByPhone: Handler = async (ctx) => {
  const users = await managedUsers(ctx.db, 'u.phone = $1', [(ctx.body as { phone: string }).phone]);
  return ok(users[0] ?? null);
};

const usermanageQueryGroupDetails: Handler = async (ctx) => {
  const id = (ctx.body as { id: number }).id;
  const rows = await ctx.db.query<GroupRow>(`${GROUP_SELECT} where g.id = $1`, [id]);
  const g = rows[0];
  if (!g) return ok(null, M.groupNotFound, 1005);
  const users = await managedUsers(
    ctx.db,
    'm.manage_number = $2 and exists (select 1 from group_member gm where gm.group_id = $1 and gm.user_id = u.id)',
    [id, g.manage_number],
  );
  return ok({ ...toGroup(g), users });
};

async function assertMember(q: Queryable, manageNumber: string, userId: number): Promise<void> {
  if (
    (
      await q.query('select 1 from org_member where manage_number = $1 and user_id = $2', [
        manageNumber,
        userId,
      ])
    ).length === 0
  )
    fail(1005, M.notMember);
}

const usermanageSetUserManager: Handler = async (ctx) => {
  const b = ctx.body as { manageNumber: string; userId: number; isManager: boolean };
  await assertMember(ctx.db, b.manageNumber, b.userId);
  await ctx.db.query('update org_member set is_manager = $3 where manage_number = $1 and user_id = $2', [
    b.manageNumber,
    b.userId,
    b.isManager,
  ]);
  return ok(null, M.done);
};

const usermanageResetPassword: Handler = async (ctx) => {
  const { userId } = ctx.body as { userId: number };
  const { hash, salt } = await hashPassword(INITIAL_PASSWORD);
  const rows = await ctx.db.query(
    'update app_user set password_hash = $2, password_salt = $3 where id = $1 returning id',
    [userId, hash, salt],
  );
  if (rows.length === 0) fail(1005, M.userNotFound);
  return ok(null, M.passwordReset);
};

const usermanageUpdateUser: Handler = async (ctx) => {
  const b = ctx.body as {
    userId: number;
    manageNumber: string;
    realName?: string;
    phone?: string;
    number?: string;
    groupIds?: number[];
  };
  await ctx.db.transaction(async (tx) => {
    await assertMember(tx, b.manageNumber, b.userId);
    if (b.phone !== undefined) await assertPhoneFree(tx, b.phone, b.userId);
    await tx.query(
      'update app_user set real_name = coalesce($2, real_name), phone = coalesce($3, phone), number = coalesce($4, number) where id = $1',
      [b.userId, b.realName ?? null, b.phone ?? null, b.number ?? null],
    );
    if (b.groupIds !== undefined) {
      await assertGroupsOfOrg(tx, b.manageNumber, b.groupIds);
      await tx.query(
        'delete from group_member where user_id = $1 and group_id in (select id from functional_group where manage_number = $2)',
        [b.userId, b.manageNumber],
      );
      for (const g of new Set(b.groupIds))
        await tx.query('insert into group_member (group_id, user_id) values ($1, $2)', [g, b.userId]);
    }
  });
  return ok(null, M.updated);
};

const usermanageRemoveOrganization: Handler = async (ctx) => {
  const { manageNumber } = ctx.body as { manageNumber: string };
  await ctx.db.transaction(async (tx) => {
    await assertOrg(tx, manageNumber);
    const inUse = await tx.query(
      `select 1 where exists (select 1 from organization where parent_manage_number = $1)
          or exists (select 1 from org_member where manage_number = $1)`,
      [manageNumber],
    );
    if (inUse.length) fail(1003, M.orgInUse);
    await tx.query('delete from organization where manage_number = $1', [manageNumber]);
  });
  return ok(null, M.deleted);
};

const usermanageRemoveOrganizationUser: Handler = async (ctx) => {
  const b = ctx.body as { manageNumber: string; userIds: number[] };
  await ctx.db.transaction(async (tx) => {
    await assertOrg(tx, b.manageNumber);
    await tx.query(
      'delete from group_member where user_id = any($2::int4[]) and group_id in (select id from functional_group where manage_number = $1)',
      [b.manageNumber, b.userIds],
    );
    await tx.query('delete from org_member where manage_number = $1 and user_id = any($2::int4[])', [
      b.manageNumber,
      b.userIds,
    ]);
  });
  return ok(null, M.deleted);
};

// ── enterprise departments ──────────────────────────────────────────────────────────────────

const enterpriseDeptList: Handler = async (ctx) => ok({ list: await departmentTree(ctx.db) });

const enterpriseDeptUserList: Handler = async (ctx) => {
  const b = ctx.body as {
    departmentId: number;
    includeChildren?: boolean;
    userName?: string;
    page: number;
    pageSize: number;
  };
  const ids = b.includeChildren ? await departmentSubtree(ctx.db, b.departmentId) : [b.departmentId];
  const params: unknown[] = [ids];
  const where = ['u.department_id = any($1::int4[])'];
  if (b.userName) {
    params.push(b.userName);
    where.push('strpos(u.real_name, $2) > 0');
  }
  return ok(await queryUsers(ctx.db, where, params, paging(b)));
};

const enterpriseDeptUserListV2: Handler = async (ctx) => {
  const b = ctx.body as { departmentIds: number[]; includeChildren?: boolean; name?: string };
  const ids = new Set<number>();
  for (const id of b.departmentIds) {
    if (b.includeChildren) for (const d of await departmentSubtree(ctx.db, id)) ids.add(d);
    else ids.add(id);
  }
  const params: unknown[] = [[...ids]];
  const where = ['u.department_id = any($1::int4[])'];
  if (b.name) {
    params.push(b.name);
    where.push('strpos(u.real_name, $2) > 0');
  }
  const { records } = await queryUsers(ctx.db, where, params);
  return ok({ list: records.map(toUserNode) });
};

/** The next free department number: the parent's number + 2 digits (or the enterprise digits + 2). */
async function nextDeptNumber(q: Queryable, parentId: number, enterpriseNumber: string): Promise<string> {
  let prefix = enterpriseNumber.replace(/^[A-Za-z]+/, '');
  if (parentId !== 0) {
    const p = await q.query<{ number: string }>('select number from department where id = $1', [parentId]);
    prefix = p[0]?.number ?? prefix;
  }
  for (let seq = 1; seq < 10000; seq++) {
    const candidate = `${prefix}${String(seq).padStart(2, '0')}`;
    if ((await q.query('select 1 from department where number = $1', [candidate])).length === 0)
      return candidate;
  }
  throw new ApiFailure(500, M.internal);
}

const enterpriseDeptSave: Handler = async (ctx) => {
  const b = ctx.body as {
    name: string;
    parentId: number;
    enterpriseNumber: string;
    sort?: number;
    leader?: string;
    phone?: string;
    qhdm?: string;
  };
  const out = await ctx.db.transaction(async (tx) => {
    if (
      (await tx.query('select 1 from enterprise where enterprise_number = $1', [b.enterpriseNumber]))
        .length === 0
    )
      fail(1005, M.enterpriseNotFound);
    if (b.parentId !== 0) {
      const p = await tx.query<{ enterprise_number: string }>(
        'select enterprise_number from department where id = $1',
        [b.parentId],
      );
      if (!p[0] || p[0].enterprise_number !== b.enterpriseNumber) fail(1005, M.parentDeptNotFound);
    }
    if (
      (
        await tx.query(
          'select 1 from department where parent_id = $1 and name = $2 and enterprise_number = $3',
          [b.parentId, b.name, b.enterpriseNumber],
        )
      ).length
    )
      fail(1004, M.deptExists);
    const number = await nextDeptNumber(tx, b.parentId, b.enterpriseNumber);
    const rows = await tx.query<{ id: number }>(
      `insert into department (name, number, parent_id, enterprise_number, sort, leader, phone, qhdm, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz) returning id`,
      [
        b.name,
        number,
        b.parentId,
        b.enterpriseNumber,
        b.sort ?? 0,
        b.leader ?? null,
        b.phone ?? null,
        b.qhdm ?? null,
        ctx.app.now().toISOString(),
      ],
    );
    return { id: (rows[0] as { id: number }).id, number };
  });
  return ok(out, M.added);
};

const enterpriseDeptDetail: Handler = async (ctx) => {
  const rows = await ctx.db.query<{
    id: number;
    name: string;
    number: string;
    parent_id: number;
    parent_name: string | null;
    enterprise_number: string;
    enterprise_name: string | null;
    sort: number;
    leader: string | null;
    phone: string | null;
    qhdm: string | null;
    qhmc: string | null;
    user_count: number;
    create_time: Date;
  }>(
    `select d.id, d.name, d.number, d.parent_id, p.name as parent_name, d.enterprise_number, e.name as enterprise_name, d.sort,
            d.leader, d.phone, d.qhdm, rg.qhmc, d.create_time,
            (select count(*)::int from app_user u where u.department_id = d.id) as user_count
       from department d
       left join department p on p.id = d.parent_id
       left join enterprise e on e.enterprise_number = d.enterprise_number
       left join region rg on rg.qhdm = ${normRegion('d.qhdm')}
      where d.id = $1`,
    [Number(ctx.query.id)],
  );
  const d = rows[0];
  if (!d) return ok(null, M.deptNotFound, 1005);
  return ok({
    id: d.id,
    name: d.name,
    number: d.number,
    parentId: d.parent_id,
    parentName: d.parent_name,
    enterpriseNumber: d.enterprise_number,
    enterpriseName: d.enterprise_name,
    sort: d.sort,
    leader: d.leader,
    phone: d.phone,
    qhdm: d.qhdm,
    qhmc: d.qhmc,
    userCount: d.user_count,
    createTime: formatDateTime(d.create_time),
  });
};

const enterpriseDeptUpdate: Handler = async (ctx) => {
  const b = ctx.body as {
    id: number;
    name?: string;
    parentId?: number;
    sort?: number;
    leader?: string;
    phone?: string;
    qhdm?: string;
  };
  await ctx.db.transaction(async (tx) => {
    const cur = await tx.query<{ parent_id: number; enterprise_number: string; name: string }>(
      'select parent_id, enterprise_number, name from department where id = $1',
      [b.id],
    );
    const d = cur[0];
    if (!d) return fail(1005, M.deptNotFound);
    const parentId = b.parentId ?? d.parent_id;
    if (b.parentId !== undefined && b.parentId !== 0) {
      if ((await departmentSubtree(tx, b.id)).includes(b.parentId)) fail(400, M.deptCycle);
      const p = await tx.query<{ enterprise_number: string }>(
        'select enterprise_number from department where id = $1',
        [b.parentId],
      );
      if (!p[0] || p[0].enterprise_number !== d.enterprise_number) fail(1005, M.parentDeptNotFound);
    }
    const name = b.name ?? d.name;
    if (
      (
        await tx.query(
          'select 1 from department where parent_id = $1 and name = $2 and enterprise_number = $3 and id <> $4',
          [parentId, name, d.enterprise_number, b.id],
        )
      ).length
    )
      fail(1004, M.deptExists);
    await tx.query(
      `update department set name = $2, parent_id = $3, sort = coalesce($4, sort), leader = coalesce($5, leader),
              phone = coalesce($6, phone), qhdm = coalesce($7, qhdm) where id = $1`,
      [b.id, name, parentId, b.sort ?? null, b.leader ?? null, b.phone ?? null, b.qhdm ?? null],
    );
  });
  return ok(null, M.updated);
};

const enterpriseDeptDelete: Handler = async (ctx) => {
  const id = Number(ctx.query.id);
  return ctx.db.transaction(async (tx) => {
    if ((await tx.query('select 1 from department where id = $1', [id])).length === 0)
      fail(1005, M.deptNotFound);
    const inUse = await tx.query(
      'select 1 where exists (select 1 from department where parent_id = $1) or exists (select 1 from app_user where department_id = $1)',
      [id],
    );
    if (inUse.length) return ok(null, M.deptInUse, 1003);
    await tx.query('delete from department where id = $1', [id]);
    return ok(null, M.deleted);
  });
};

const enterpriseSampleSave: Handler = async (ctx) => {
  const b = ctx.body as {
    enterpriseName: string;
    creditCode: string;
    enterpriseType?: string;
    qhdm: string;
    qhmc: string;
    address?: string;
    contactName: string;
    contactPhone: string;
  };
  const out = await ctx.db.transaction(async (tx) => {
    if ((await tx.query('select 1 from enterprise where credit_code = $1', [b.creditCode])).length)
      fail(1004, M.creditCodeExists);
    if ((await tx.query('select 1 from enterprise where name = $1', [b.enterpriseName])).length)
      fail(1004, M.enterpriseExists);
    const nextId = await tx.query<{ id: number }>(
      `select nextval(pg_get_serial_sequence('enterprise', 'id'))::int as id`,
    );
    const id = (nextId[0] as { id: number }).id;
    const region6 = b.qhdm.length >= 6 ? b.qhdm.slice(0, 6) : b.qhdm.padEnd(6, '0');
    const enterpriseNumber = `E${region6}${String(id).padStart(3, '0')}`;
    await tx.query(
      `insert into enterprise (id, enterprise_number, name, credit_code, enterprise_type, qhdm, qhmc, address, contact_name, contact_phone, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz)`,
      [
        id,
        enterpriseNumber,
        b.enterpriseName,
        b.creditCode,
        b.enterpriseType ?? null,
        b.qhdm,
        b.qhmc,
        b.address ?? null,
        b.contactName,
        b.contactPhone,
        ctx.app.now().toISOString(),
      ],
    );
    const dept = await tx.query<{ id: number }>(
      `insert into department (name, number, parent_id, enterprise_number, sort, leader, phone, qhdm, create_time)
       values ($1, $2, 0, $3, 1, $4, $5, $6, $7::timestamptz) returning id`,
      [
        b.enterpriseName,
        enterpriseNumber.slice(1),
        enterpriseNumber,
        b.contactName,
        b.contactPhone,
        b.qhdm,
        ctx.app.now().toISOString(),
      ],
    );
    return { id, enterpriseNumber, deptId: (dept[0] as { id: number }).id };
  });
  return ok(out, M.saved);
};

const enterpriseGetUserArea: Handler = async (ctx) => {
  const userId = num(bodyOf(ctx).userId) ?? requireUser(ctx).id;
  const rows = await ctx.db.query<{ qhdm: string | null; ent_qhdm: string | null; exists: boolean }>(
    `select d.qhdm, e.qhdm as ent_qhdm, true as exists from app_user u
       left join department d on d.id = u.department_id
       left join enterprise e on e.enterprise_number = d.enterprise_number
      where u.id = $1`,
    [userId],
  );
  if (!rows[0]) return ok(null, M.userNotFound, 1005);
  const code = normalizeRegionCode(rows[0].qhdm ?? rows[0].ent_qhdm ?? '43');
  const region = await ctx.db.query<{ qhmc: string }>('select qhmc from region where qhdm = $1', [code]);
  return ok({ qhdm: code, qhmc: region[0]?.qhmc ?? '湖南省' });
};

// ── menus ───────────────────────────────────────────────────────────────────────────────────

interface MenuEntry {
  id: number;
  parentId: number;
  name: string;
  menuUrl: string;
  icon: string | null;
  type: number;
  sort: number;
  menuVoList: MenuEntry[];
}

/** The menu tree of a user: the entries granted to their roles, with the ancestors of each. */
export async function menuTreeOf(q: Queryable, userId: number, systemUrl?: string): Promise<MenuEntry[]> {
  const rows = await q.query<{
    id: number;
    parent_id: number;
    name: string;
    menu_url: string;
    icon: string | null;
    type: number;
    sort: number;
    granted: boolean;
  }>(
    `select m.id, m.parent_id, m.name, m.menu_url, m.icon, m.type, m.sort,
            exists (select 1 from role_menu rm join user_role ur on ur.role_id = rm.role_id where ur.user_id = $1 and rm.menu_id = m.id) as granted
       from menu m order by m.sort, m.id`,
    [userId],
  );
  const nodes = new Map<number, MenuEntry & { granted: boolean }>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parent_id,
        name: r.name,
        menuUrl: r.menu_url,
        icon: r.icon,
        type: r.type,
        sort: r.sort,
        menuVoList: [],
        granted: r.granted,
      },
    ]),
  );
  const visible = new Set<number>();
  for (const n of nodes.values()) {
    if (!n.granted) continue;
    for (let cur: typeof n | undefined = n; cur && !visible.has(cur.id); cur = nodes.get(cur.parentId))
      visible.add(cur.id);
  }
  const roots: MenuEntry[] = [];
  for (const n of nodes.values()) {
    if (!visible.has(n.id)) continue;
    const { granted: _g, ...entry } = n;
    const parent = nodes.get(n.parentId);
    if (parent && visible.has(parent.id)) parent.menuVoList.push(entry);
    else roots.push(entry);
  }
  const strip = (e: MenuEntry & { granted?: boolean }): MenuEntry => ({
    id: e.id,
    parentId: e.parentId,
    name: e.name,
    menuUrl: e.menuUrl,
    icon: e.icon,
    type: e.type,
    sort: e.sort,
    menuVoList: e.menuVoList.map(strip),
  });
  const tree = roots.map(strip);
  return systemUrl ? tree.filter((t) => t.menuUrl === systemUrl) : tree;
}

const menuTreeList: Handler = async (ctx) =>
  ok({ list: await menuTreeOf(ctx.db, requireUser(ctx).id, str(bodyOf(ctx).systemUrl)) });

const roleMenuAuth: Handler = async (ctx) => {
  const roleId = Number(ctx.query.roleId);
  const menuIds = [
    ...new Set(
      String(ctx.query.menuIds ?? '')
        .split(',')
        .filter((s) => s !== '')
        .map(Number),
    ),
  ];
  await ctx.db.transaction(async (tx) => {
    if ((await tx.query('select 1 from role where id = $1', [roleId])).length === 0)
      fail(1005, M.roleNotFound);
    if (menuIds.length) {
      const known = new Set(
        (await tx.query<{ id: number }>('select id from menu where id = any($1::int4[])', [menuIds])).map(
          (r) => r.id,
        ),
      );
      const unknown = menuIds.filter((id) => !known.has(id));
      if (unknown.length) fail(1005, `菜单不存在：${unknown.join(',')}`);
    }
    await tx.query('delete from role_menu where role_id = $1', [roleId]);
    if (menuIds.length)
      await tx.query('insert into role_menu (role_id, menu_id) select $1, unnest($2::int4[])', [
        roleId,
        menuIds,
      ]);
  });
  return ok(null, M.authGranted);
};

export const ACCOUNT_HANDLERS: Record<string, Handler> = {
  login,
  getUserDetailByToken,
  getUserInfoByTokenPath,
  listZnfDept,
  listZnfWebUser,
  registerUser,
  updateUserBase,
  accountDeleteUser,
  updateUserPassword,
  getUserDetailById,
  listManageUser,
  listUserByDept,
  usermanageQueryGroup,
  usermanageAddGroup,
  usermanageRemoveGroup,
  usermanageUpdateGroup,
  usermanageRemoveGroupUser,
  usermanageQueryCompany,
  usermanageAddUser,
  usermanageQueryUserByPhone,
  usermanageQueryGroupDetails,
  usermanageSetUserManager,
  usermanageResetPassword,
  usermanageUpdateUser,
  usermanageRemoveOrganization,
  usermanageRemoveOrganizationUser,
  enterpriseDeptList,
  enterpriseDeptUserList,
  enterpriseDeptUserListV2,
  enterpriseDeptSave,
  enterpriseDeptDetail,
  enterpriseDeptUpdate,
  enterpriseDeptDelete,
  enterpriseSampleSave,
  enterpriseGetUserArea,
  menuTreeList,
  roleMenuAuth,
};
