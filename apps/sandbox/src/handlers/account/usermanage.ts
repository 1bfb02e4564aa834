/** Company staff management (user management v2): organisations and the people in them. */
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { INITIAL_PASSWORD } from '../../seed/org';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { organizations, users } from './entities';
import { assertGroupsOfOrg } from './groups';
import { endSessions } from './users';

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
export async function managedUsers(q: Queryable, where: string, params: unknown[]): Promise<ManagedUser[]> {
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

async function assertMember(q: Queryable, manageNumber: string, userId: number): Promise<void> {
  if (
    (
      await q.query('select 1 from org_member where manage_number = $1 and user_id = $2', [
        manageNumber,
        userId,
      ])
    ).length === 0
  )
    fail(Code.RecordNotFound, M.notMember);
}

export const USERMANAGE_HANDLERS = typedHandlers({
  async usermanageQueryCompany(ctx) {
    const b = ctx.body ?? {};
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
    const rootNumber = b.manageNumber;
    let list = rootNumber ? (nodes.has(rootNumber) ? [nodes.get(rootNumber) as OrgNode] : []) : roots;
    const name = b.companyName;
    if (name) {
      const prune = (n: OrgNode): OrgNode | undefined => {
        const children = n.children.map(prune).filter((c): c is OrgNode => !!c);
        return n.name.includes(name) || children.length ? { ...n, children } : undefined;
      };
      list = list.map(prune).filter((n): n is OrgNode => !!n);
    }
    return ok({ list });
  },

  async usermanageAddUser(ctx) {
    const b = ctx.body;
    const initial = await hashPassword(INITIAL_PASSWORD);
    const result = await ctx.db.transaction(async (tx) => {
      await organizations.assertExists(tx, b.manageNumber);
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
          fail(Code.Duplicate, M.memberExists);
      } else {
        let userName = b.phone;
        for (let k = 2; (await users.count(tx, { filter: { userName } })) > 0; k++)
          userName = `${b.phone}_${k}`;
        const user = await users.insert(tx, {
          userName,
          realName: b.realName,
          passwordHash: initial.hash,
          passwordSalt: initial.salt,
          number: b.number ?? null,
          phone: b.phone,
          createTime: ctx.app.now(),
        });
        userId = user.id;
        created = true;
      }
      await tx.query(
        'insert into org_member (manage_number, user_id, is_manager, joined_at) values ($1, $2, $3, $4::timestamptz)',
        [b.manageNumber, userId, b.isManager ?? false, ctx.app.now().toISOString()],
      );
      for (const g of new Set(b.groupIds ?? []))
        await tx.query(
          'insert into group_member (group_id, user_id) values ($1, $2) on conflict do nothing',
          [g, userId],
        );
      return { userId, created };
    });
    return ok(result, M.added);
  },

  async usermanageQueryUserByPhone(ctx) {
    const people = await managedUsers(ctx.db, 'u.phone = $1', [ctx.body.phone]);
    return ok(people[0] ?? null);
  },

  async usermanageSetUserManager(ctx) {
    const b = ctx.body;
    await assertMember(ctx.db, b.manageNumber, b.userId);
    await ctx.db.query('update org_member set is_manager = $3 where manage_number = $1 and user_id = $2', [
      b.manageNumber,
      b.userId,
      b.isManager,
    ]);
    return ok(null, M.done);
  },

  async usermanageResetPassword(ctx) {
    const { userId } = ctx.body;
    // A new random password, shown once to the administrator; the user's sessions end.
    const password = generatePassword();
    const { hash, salt } = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
      await users.patch(tx, userId, { passwordHash: hash, passwordSalt: salt });
      await endSessions(tx, userId);
    });
    return ok({ password }, M.passwordReset);
  },

  async usermanageUpdateUser(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      await assertMember(tx, b.manageNumber, b.userId);
      await users.patch(tx, b.userId, { realName: b.realName, phone: b.phone, number: b.number });
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
  },

  async usermanageRemoveOrganization(ctx) {
    const { manageNumber } = ctx.body;
    await ctx.db.transaction(async (tx) => {
      await organizations.assertExists(tx, manageNumber);
      const inUse = await tx.query(
        `select 1 where exists (select 1 from organization where parent_manage_number = $1)
            or exists (select 1 from org_member where manage_number = $1)`,
        [manageNumber],
      );
      if (inUse.length) fail(Code.InUse, M.orgInUse);
      await organizations.remove(tx, manageNumber);
    });
    return ok(null, M.deleted);
  },

  async usermanageRemoveOrganizationUser(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      await organizations.assertExists(tx, b.manageNumber);
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
  },
});
