/** Functional groups of an organisation (功能组) and their members. */
import type { Queryable } from '../../db/adapter';
import type { RecordOf } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { groups, organizations, users } from './entities';
import { managedUsers } from './usermanage';
import { assertRoles } from './users';

const toGroup = (g: RecordOf<typeof groups>) => ({
  id: g.id,
  name: g.groupName,
  groupName: g.groupName,
  roleId: g.roleId,
  roleName: g.roleName,
  manageNumber: g.manageNumber,
  userCount: g.userCount,
  remark: g.remark,
  createTime: g.createTime,
});

/** Fails with 1005 功能组不存在 unless every group belongs to the organisation. */
export async function assertGroupsOfOrg(
  q: Queryable,
  manageNumber: string,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  if ((await groups.count(q, { filter: { manageNumber, id: { in: ids } } })) !== new Set(ids).size)
    fail(Code.RecordNotFound, M.groupNotFound);
}

export const GROUP_HANDLERS = typedHandlers({
  async usermanageQueryGroup(ctx) {
    const b = ctx.body;
    const rows = await groups.all(ctx.db, {
      filter: {
        manageNumber: b.manageNumber,
        groupName: b.groupName ? { contains: b.groupName } : undefined,
      },
    });
    return ok({ groups: rows.map(toGroup) });
  },

  async usermanageAddGroup(ctx) {
    const b = ctx.body;
    const id = await ctx.db.transaction(async (tx) => {
      await organizations.assertExists(tx, b.manageNumber);
      await assertRoles(tx, [b.roleId]);
      const g = await groups.insert(tx, {
        manageNumber: b.manageNumber,
        groupName: b.groupName,
        roleId: b.roleId,
        remark: b.remark ?? null,
        createTime: ctx.app.now(),
      });
      return g.id;
    });
    return ok({ id }, M.added);
  },

  async usermanageRemoveGroup(ctx) {
    await groups.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },

  async usermanageUpdateGroup(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      await groups.assertExists(tx, b.id);
      if (b.roleId !== undefined) await assertRoles(tx, [b.roleId]);
      await groups.patch(tx, b.id, { groupName: b.groupName, roleId: b.roleId, remark: b.remark });
    });
    return ok(null, M.updated);
  },

  async usermanageRemoveGroupUser(ctx) {
    const b = ctx.body;
    await groups.assertExists(ctx.db, b.groupId);
    await ctx.db.query('delete from group_member where group_id = $1 and user_id = any($2::int4[])', [
      b.groupId,
      b.userIds,
    ]);
    return ok(null, M.deleted);
  },

  async usermanageAddGroupUser(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const g = await groups.get(tx, b.groupId);
      if ((await users.count(tx, { filter: { id: { in: b.userIds } } })) !== b.userIds.length)
        fail(Code.RecordNotFound, M.userNotFound);
      const now = ctx.app.now().toISOString();
      // People not yet in the group's organisation join it.
      await tx.query(
        `insert into org_member (manage_number, user_id, joined_at) select $1, unnest($2::int4[]), $3::timestamptz
         on conflict do nothing`,
        [g.manageNumber, b.userIds, now],
      );
      await tx.query(
        'insert into group_member (group_id, user_id) select $1, unnest($2::int4[]) on conflict do nothing',
        [g.id, b.userIds],
      );
    });
    return ok(null, M.added);
  },

  async usermanageQueryGroupDetails(ctx) {
    const id = ctx.body.id;
    const g = await groups.find(ctx.db, id);
    if (!g) return ok(null, M.groupNotFound, Code.RecordNotFound);
    const members = await managedUsers(
      ctx.db,
      'm.manage_number = $2 and exists (select 1 from group_member gm where gm.group_id = $1 and gm.user_id = u.id)',
      [id, g.manageNumber],
    );
    return ok({ ...toGroup(g), users: members });
  },
});
