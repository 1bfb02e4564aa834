/** Roles (角色管理) and their menu grants (菜单权限). */
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, paging, typedHandlers } from '../types';
import { menus, roles } from './entities';
import { AM } from './messages';

/** Granted ids split into fully checked entries and half-checked parents (antd Tree semantics). */
export async function roleMenuSplit(
  q: Queryable,
  roleId: number,
): Promise<{ checkedIds: number[]; halfCheckedIds: number[] }> {
  const all = await menus.all(q);
  const granted = new Set(
    (await q.query<{ menu_id: number }>('select menu_id from role_menu where role_id = $1', [roleId])).map(
      (r) => r.menu_id,
    ),
  );
  const children = new Map<number, number[]>();
  for (const m of all) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.id]);
  // A leaf is checked when granted; a parent when every child is checked, half-checked when some
  // are or when it is granted itself without (all of) its children.
  const state = new Map<number, 'full' | 'half' | 'none'>();
  const visit = (id: number): 'full' | 'half' | 'none' => {
    const kids = children.get(id) ?? [];
    let s: 'full' | 'half' | 'none';
    if (kids.length === 0) s = granted.has(id) ? 'full' : 'none';
    else {
      const states = kids.map(visit);
      s = states.every((k) => k === 'full')
        ? 'full'
        : states.some((k) => k !== 'none') || granted.has(id)
          ? 'half'
          : 'none';
    }
    state.set(id, s);
    return s;
  };
  for (const id of children.get(0) ?? []) visit(id);
  const ids = (want: string) => all.filter((m) => state.get(m.id) === want).map((m) => m.id);
  return { checkedIds: ids('full'), halfCheckedIds: ids('half') };
}

export const ROLE_HANDLERS = typedHandlers({
  async rolePage(ctx) {
    const b = ctx.body;
    return ok(
      await roles.list(ctx.db, {
        filter: { roleName: b.roleName ? { contains: b.roleName } : undefined, status: b.status },
        page: paging(b),
      }),
    );
  },

  async roleAdd(ctx) {
    const b = ctx.body;
    const role = await ctx.db.transaction((tx) =>
      roles.insert(tx, {
        roleName: b.roleName,
        roleCode: b.roleCode,
        status: b.status ?? 1,
        remark: b.remark ?? null,
        createTime: ctx.app.now(),
      }),
    );
    return ok({ id: role.id }, M.added);
  },

  async roleUpdate(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const role = await roles.get(tx, b.id);
      if (role.isAdmin && b.status === 0) fail(Code.InUse, AM.adminRoleDisable);
      await roles.patch(tx, b.id, {
        roleName: b.roleName,
        roleCode: b.roleCode,
        status: b.status,
        remark: b.remark,
      });
    });
    return ok(null, M.updated);
  },

  async roleStatus(ctx) {
    const { id, status } = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const role = await roles.get(tx, id);
      if (role.isAdmin && status === 0) fail(Code.InUse, AM.adminRoleDisable);
      await roles.patch(tx, id, { status });
    });
    return ok(null, AM.statusChanged);
  },

  async roleDelete(ctx) {
    const id = ctx.query.id;
    await ctx.db.transaction(async (tx) => {
      const role = await roles.get(tx, id);
      if (role.isAdmin) fail(Code.InUse, AM.adminRoleDelete);
      if (role.userCount > 0) fail(Code.InUse, AM.roleInUse);
      await roles.remove(tx, id);
    });
    return ok(null, M.deleted);
  },

  async roleMenuIds(ctx) {
    const roleId = ctx.query.roleId;
    await roles.assertExists(ctx.db, roleId);
    return ok({ roleId, ...(await roleMenuSplit(ctx.db, roleId)) });
  },

  async roleMenuAuth(ctx) {
    const roleId = ctx.query.roleId;
    const menuIds = [
      ...new Set(
        ctx.query.menuIds
          .split(',')
          .filter((s) => s !== '')
          .map(Number),
      ),
    ];
    await ctx.db.transaction(async (tx) => {
      await roles.assertExists(tx, roleId);
      if (menuIds.length) {
        const known = new Set((await menus.all(tx, { filter: { id: { in: menuIds } } })).map((m) => m.id));
        const unknown = menuIds.filter((id) => !known.has(id));
        if (unknown.length) fail(Code.RecordNotFound, AM.unknownMenus(unknown.join(',')));
      }
      await tx.query('delete from role_menu where role_id = $1', [roleId]);
      if (menuIds.length)
        await tx.query('insert into role_menu (role_id, menu_id) select $1, unnest($2::int4[])', [
          roleId,
          menuIds,
        ]);
    });
    return ok(null, M.authGranted);
  },
});
