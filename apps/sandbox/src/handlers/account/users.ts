/** Users of the platform: lists, registration, base data, status, deletion. */
import { hashPassword } from '../../auth/passwords';
import type { Queryable } from '../../db/adapter';
import { sql } from '../../db/entity';
import { M } from '../../messages';
import { likeAnywhere } from '../../util/like';
import { Code } from '../codes';
import { departmentSubtree, queryUsers, toUserNode, userById } from '../shared';
import { fail, ok, paging, requireUser, typedHandlers } from '../types';
import { departments, roles, users } from './entities';
import { locksOf } from './guard';
import { AM } from './messages';

/** Adds "in the department or below it" to a user WHERE clause (alias `u`). */
export async function deptFilter(
  q: Queryable,
  departmentId: number | undefined,
  where: string[],
  params: unknown[],
): Promise<void> {
  if (departmentId === undefined) return;
  params.push(await departmentSubtree(q, departmentId));
  where.push(`u.department_id = any($${params.length}::int4[])`);
}

/** Fails with 1005 角色不存在 unless every role exists. */
export async function assertRoles(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  if ((await roles.count(q, { filter: { id: { in: ids } } })) !== new Set(ids).size)
    fail(Code.RecordNotFound, M.roleNotFound);
}

/** Replaces a user's roles. */
export async function setUserRoles(q: Queryable, userId: number, roleIds: readonly number[]): Promise<void> {
  await assertRoles(q, roleIds);
  await q.query('delete from user_role where user_id = $1', [userId]);
  if (roleIds.length)
    await q.query(
      'insert into user_role (user_id, role_id) select $1, unnest($2::int4[]) on conflict do nothing',
      [userId, [...new Set(roleIds)]],
    );
}

/**
 * Ends every session of a user (password changed or reset, disabled, deleted): their next request
 * answers 401.
 */
export async function endSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('delete from session where user_id = $1', [userId]);
}

export const USER_HANDLERS = typedHandlers({
  async listZnfWebUser(ctx) {
    const b = ctx.body;
    const where: string[] = [];
    const params: unknown[] = [];
    if (b.keyword) {
      // Name, account or phone contains the keyword, answered from an index (migration 012):
      // one- and two-character keywords from the pieces' GIN index, longer ones by LIKE on the
      // joined search text through its trigram index.
      if ([...b.keyword].length <= 2) {
        params.push([b.keyword]);
        where.push(`u.search_grams @> $${params.length}::text[]`);
      } else {
        params.push(likeAnywhere(b.keyword));
        where.push(`u.search_text like $${params.length}`);
      }
    }
    await deptFilter(ctx.db, b.departmentId, where, params);
    if (b.status !== undefined) {
      params.push(b.status);
      where.push(`u.status = $${params.length}`);
    }
    return ok(await queryUsers(ctx.db, where, params, paging(b)));
  },

  async listManageUser(ctx) {
    const b = ctx.body;
    const where: string[] = [];
    const params: unknown[] = [];
    const like = (col: string, v: string | undefined) => {
      if (v) {
        params.push(v);
        where.push(`strpos(coalesce(${col}, ''), $${params.length}) > 0`);
      }
    };
    like('u.real_name', b.realName);
    like('u.user_name', b.userName);
    like('u.phone', b.phone);
    await deptFilter(ctx.db, b.departmentId, where, params);
    if (b.enterpriseNumber) {
      params.push(b.enterpriseNumber);
      where.push(`d.enterprise_number = $${params.length}`);
    }
    if (b.status !== undefined) {
      params.push(b.status);
      where.push(`u.status = $${params.length}`);
    }
    const page = await queryUsers(ctx.db, where, params, paging(b));
    // 公司人员管理 shows 已锁定 and offers 解锁 for the accounts locked by wrong passwords now.
    const locks = await locksOf(
      ctx.db,
      page.records.map((u) => u.userName),
      ctx.app.now(),
    );
    return ok({
      total: page.total,
      records: page.records.map((u) => ({ ...u, signInLock: locks.get(u.userName) ?? null })),
    });
  },

  async listUserByDept(ctx) {
    const where: string[] = [];
    const params: unknown[] = [];
    const { departmentId, userName } = ctx.query;
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
  },

  async registerUser(ctx) {
    const b = ctx.body;
    const { hash, salt } = await hashPassword(b.password);
    const userId = await ctx.db.transaction(async (tx) => {
      await users.assertUnique(tx, { userName: b.userName, phone: b.phone });
      await departments.assertExists(tx, b.departmentId);
      await assertRoles(tx, b.roleIds ?? []);
      const user = await users.insert(tx, {
        userName: b.userName,
        realName: b.realName,
        passwordHash: hash,
        passwordSalt: salt,
        number: b.number ?? null,
        phone: b.phone,
        email: b.email ?? null,
        sex: b.sex ?? 0,
        departmentId: b.departmentId,
        createTime: ctx.app.now(),
      });
      await setUserRoles(tx, user.id, b.roleIds ?? []);
      // The new account joins the root organisation of its department's enterprise.
      await tx.query(
        `insert into org_member (manage_number, user_id, joined_at)
         select o.manage_number, $1, $3::timestamptz from organization o join department d on d.enterprise_number = o.enterprise_number
          where d.id = $2 and o.parent_manage_number is null order by o.id limit 1`,
        [user.id, b.departmentId, ctx.app.now().toISOString()],
      );
      return user.id;
    });
    return ok({ userId }, M.added);
  },

  async updateUserBase(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      await users.assertExists(tx, b.userId);
      await users.assertUnique(tx, { phone: b.phone }, b.userId);
      if (b.departmentId !== undefined) await departments.assertExists(tx, b.departmentId);
      await users.patch(tx, b.userId, {
        realName: b.realName,
        phone: b.phone,
        email: b.email,
        sex: b.sex,
        number: b.number,
        departmentId: b.departmentId,
        status: b.status,
      });
      if (b.roleIds) await setUserRoles(tx, b.userId, b.roleIds);
      if (b.status === 0) await endSessions(tx, b.userId);
    });
    return ok(null, M.updated);
  },

  async userStatus(ctx) {
    const { id, status } = ctx.body;
    if (status === 0 && id === requireUser(ctx).id) fail(Code.InUse, AM.selfDisable);
    await ctx.db.transaction(async (tx) => {
      await users.patch(tx, id, { status });
      if (status === 0) await endSessions(tx, id);
    });
    return ok(null, AM.statusChanged);
  },

  async userCheckUnique(ctx) {
    const b = ctx.body;
    const others = b.except === undefined ? [] : [sql`t.id <> ${b.except}`];
    const taken = async (filter: { userName?: string; phone?: string }) =>
      (await users.count(ctx.db, { filter, where: others })) > 0;
    return ok({
      userNameTaken: b.userName === undefined ? false : await taken({ userName: b.userName }),
      phoneTaken: b.phone === undefined ? false : await taken({ phone: b.phone }),
    });
  },

  async accountDeleteUser(ctx) {
    const id = ctx.query.id;
    if (id === requireUser(ctx).id) fail(Code.InUse, AM.selfDelete);
    const managed = await ctx.db.query('select 1 from warehouse where manager_id = $1 limit 1', [id]);
    if (managed.length > 0) fail(Code.InUse, AM.warehouseManager);
    await ctx.db.transaction(async (tx) => {
      // Its sessions end with it (the foreign key cascades too; said here so it does not depend on it).
      await endSessions(tx, id);
      await users.remove(tx, id);
    });
    return ok(null, M.deleted);
  },

  async getUserDetailById(ctx) {
    const user = await userById(ctx.db, ctx.query.id);
    if (!user) return ok(null, M.userNotFound, Code.RecordNotFound);
    return ok(user);
  },
});
