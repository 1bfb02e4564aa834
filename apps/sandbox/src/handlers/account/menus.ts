/**
 * Menus: the per-user tree (side navigation and button permissions) and the administration of
 * every entry (菜单管理). Types: 0 目录, 1 菜单 (a page), 2 按钮. At most three levels of
 * 目录/菜单; a 菜单 holds only buttons, a 目录 no buttons, a button nothing.
 */
import type { Queryable } from '../../db/adapter';
import { type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { fail, ok, requireUser, typedHandlers } from '../types';
import { menus } from './entities';
import { AM } from './messages';

export const MenuType = { Directory: 0, Menu: 1, Button: 2 } as const;
export const MAX_MENU_LEVELS = 3;

type MenuRecord = RecordOf<typeof menus>;

interface MenuEntry {
  id: number;
  parentId: number;
  name: string;
  menuUrl: string;
  icon: string | null;
  type: number;
  sort: number;
  /** Only on a hidden entry (菜单管理 显示 off): false. Still granted, left out of navigation. */
  visible?: false;
  menuVoList: MenuEntry[];
}

/**
 * The menu tree of a user: the entries granted to their enabled roles, with the ancestors of
 * each. Hidden entries are sent too, marked `visible: false`: the navigation leaves them out, but
 * the page and its buttons stay granted (route guard, button checks).
 */
export async function menuTreeOf(q: Queryable, userId: number, systemUrl?: string): Promise<MenuEntry[]> {
  const rows = await menus.all(q, {
    where: [
      sql`exists (select 1 from role_menu rm join user_role ur on ur.role_id = rm.role_id join role r on r.id = rm.role_id
                   where ur.user_id = ${userId} and r.status = 1 and rm.menu_id = t.id)`,
    ],
  });
  const all = new Map((await menus.all(q)).map((m) => [m.id, m]));
  const visible = new Set<number>();
  for (const n of rows)
    for (let cur: MenuRecord | undefined = n; cur && !visible.has(cur.id); cur = all.get(cur.parentId))
      visible.add(cur.id);
  const entries = new Map<number, MenuEntry>();
  const roots: MenuEntry[] = [];
  for (const m of all.values()) {
    if (!visible.has(m.id)) continue;
    entries.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      name: m.name,
      menuUrl: m.menuUrl,
      icon: m.icon,
      type: m.type,
      sort: m.sort,
      ...(m.visible ? {} : { visible: false as const }),
      menuVoList: [],
    });
  }
  for (const e of entries.values()) {
    const parent = entries.get(e.parentId);
    if (parent) parent.menuVoList.push(e);
    else if (e.parentId === 0) roots.push(e);
  }
  return systemUrl ? roots.filter((t) => t.menuUrl === systemUrl) : roots;
}

type MenuNode = MenuRecord & { children: MenuNode[] };

function buildTree(all: readonly MenuRecord[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(all.map((m) => [m.id, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** Level of an entry (top = 1), counting directories and menus. */
function levelOf(byId: Map<number, MenuRecord>, id: number): number {
  let level = 0;
  for (let cur = byId.get(id); cur; cur = byId.get(cur.parentId)) level++;
  return level;
}

/** Directory/menu levels of a subtree, itself included (a button counts 0). */
function heightOf(all: readonly MenuRecord[], node: MenuRecord): number {
  if (node.type === MenuType.Button) return 0;
  const kids = all.filter((m) => m.parentId === node.id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(all, k)));
}

/** Fails with the reason when an entry of `type` (of subtree height `height`) cannot sit under `parentId`. */
function assertPlacement(all: readonly MenuRecord[], parentId: number, type: number, height: number): void {
  const byId = new Map(all.map((m) => [m.id, m]));
  const parent = parentId === 0 ? undefined : byId.get(parentId);
  if (parentId !== 0 && !parent) fail(Code.RecordNotFound, AM.parentMenuNotFound);
  if (parent?.type === MenuType.Button) fail(Code.InUse, AM.buttonNoChildren);
  if (type === MenuType.Button) {
    if (parent?.type !== MenuType.Menu) fail(Code.InUse, AM.buttonUnderMenu);
    return;
  }
  if (parent?.type === MenuType.Menu) fail(Code.InUse, AM.menuHoldsButtons);
  if ((parent ? levelOf(byId, parent.id) : 0) + height > MAX_MENU_LEVELS) fail(Code.InUse, AM.menuTooDeep);
}

/** A directory's or menu's url starts with `/` (a malformed request: 400, before any other rule). */
function assertUrlForm(type: number, menuUrl: string): void {
  if (type !== MenuType.Button && !menuUrl.startsWith('/')) fail(Code.BadRequest, AM.menuUrlSlash);
}

/** Urls and permission keys are unique. */
async function assertUrl(q: Queryable, type: number, menuUrl: string, except?: number): Promise<void> {
  assertUrlForm(type, menuUrl);
  const others = except === undefined ? [] : [sql`t.id <> ${except}`];
  if ((await menus.count(q, { filter: { menuUrl }, where: others })) > 0)
    fail(Code.Duplicate, type === MenuType.Button ? AM.permissionExists : AM.menuUrlExists);
}

export const MENU_HANDLERS = typedHandlers({
  async menuTreeList(ctx) {
    return ok({ list: await menuTreeOf(ctx.db, requireUser(ctx).id, ctx.body?.systemUrl) });
  },

  async menuAdminTree(ctx) {
    return ok({ list: buildTree(await menus.all(ctx.db)) });
  },

  async menuAdd(ctx) {
    const b = ctx.body;
    const id = await ctx.db.transaction(async (tx) => {
      assertUrlForm(b.type, b.menuUrl);
      // The new id and sort come from the tree read here: additions wait for one another, on this
      // server and on others sharing the database, so two at once do not take the same id.
      await tx.query('select pg_advisory_xact_lock(43000004)');
      const all = await menus.all(tx);
      assertPlacement(all, b.parentId, b.type, b.type === MenuType.Button ? 0 : 1);
      await assertUrl(tx, b.type, b.menuUrl);
      const siblings = all.filter((m) => m.parentId === b.parentId);
      const menu = await menus.insert(tx, {
        id: Math.max(0, ...all.map((m) => m.id)) + 1,
        parentId: b.parentId,
        name: b.name,
        type: b.type,
        menuUrl: b.menuUrl,
        icon: b.icon ?? null,
        sort: b.sort ?? Math.max(0, ...siblings.map((m) => m.sort)) + 1,
        visible: b.visible ?? true,
      });
      return menu.id;
    });
    return ok({ id }, M.added);
  },

  async menuUpdate(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const all = await menus.all(tx);
      const cur = await menus.get(tx, b.id);
      const type = b.type ?? cur.type;
      assertUrlForm(type, b.menuUrl ?? cur.menuUrl);
      if (type !== cur.type) {
        const kids = all.filter((m) => m.parentId === cur.id);
        const refused =
          (type === MenuType.Button && kids.length > 0) ||
          (type === MenuType.Menu && kids.some((k) => k.type !== MenuType.Button)) ||
          (type === MenuType.Directory && kids.some((k) => k.type === MenuType.Button));
        if (refused) fail(Code.InUse, AM.typeChangeRefused);
        assertPlacement(all, cur.parentId, type, heightOf(all, { ...cur, type }));
      }
      if (b.menuUrl !== undefined || type !== cur.type)
        await assertUrl(tx, type, b.menuUrl ?? cur.menuUrl, cur.id);
      await menus.patch(tx, b.id, {
        name: b.name,
        type: b.type,
        menuUrl: b.menuUrl,
        icon: b.icon,
        sort: b.sort,
        visible: b.visible,
      });
    });
    return ok(null, M.updated);
  },

  async menuDelete(ctx) {
    const id = ctx.query.id;
    return ctx.db.transaction(async (tx) => {
      await menus.assertExists(tx, id);
      if ((await menus.count(tx, { filter: { parentId: id } })) > 0)
        return ok(null, AM.menuHasChildren, Code.InUse);
      await menus.remove(tx, id);
      return ok(null, M.deleted);
    });
  },

  async menuSort(ctx) {
    const { parentId, ids } = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const all = await menus.all(tx);
      const byId = new Map(all.map((m) => [m.id, m]));
      const unknown = ids.filter((id) => !byId.has(id));
      if (unknown.length) fail(Code.RecordNotFound, AM.unknownMenus(unknown.join(',')));
      for (const id of ids) {
        const m = byId.get(id) as MenuRecord;
        if (m.parentId === parentId) continue;
        // Not under itself or its descendants.
        for (let cur = byId.get(parentId); cur; cur = byId.get(cur.parentId))
          if (cur.id === id) fail(Code.BadRequest, AM.menuCycle);
        assertPlacement(all, parentId, m.type, heightOf(all, m));
      }
      for (const [i, id] of ids.entries()) await menus.patch(tx, id, { parentId, sort: i + 1 });
      // Siblings not listed keep their order after the listed ones.
      await tx.query('update menu set sort = sort + $2 where parent_id = $1 and id <> all($3::int4[])', [
        parentId,
        ids.length,
        ids,
      ]);
    });
    return ok(null, AM.sorted);
  },
});
