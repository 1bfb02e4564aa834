/** Enterprise departments (组织管理) and enterprises. */
import type { Queryable } from '../../db/adapter';
import { firstId } from '../../db/rows';
import { M } from '../../messages';
import { Code } from '../codes';
import {
  type DepartmentNode,
  departmentSubtree,
  departmentTree,
  normalizeRegionCode,
  normRegion,
  queryUsers,
  toUserNode,
} from '../shared';
import { ApiFailure, fail, ok, paging, requireUser, typedHandlers } from '../types';
import { departments, enterprises, users } from './entities';
import { AM } from './messages';

/** The next free department number: the parent's number + 2 digits (or the enterprise digits + 2). */
async function nextDeptNumber(q: Queryable, parentId: number, enterpriseNumber: string): Promise<string> {
  let prefix = enterpriseNumber.replace(/^[A-Za-z]+/, '');
  if (parentId !== 0) prefix = (await departments.find(q, parentId))?.number ?? prefix;
  for (let seq = 1; seq < 10000; seq++) {
    const candidate = `${prefix}${String(seq).padStart(2, '0')}`;
    if ((await departments.count(q, { filter: { number: candidate } })) === 0) return candidate;
  }
  throw new ApiFailure(Code.Internal, M.internal);
}

/** Fails with 1005 上级部门不存在 unless the parent exists in the same enterprise (0 = top level). */
async function assertParent(q: Queryable, parentId: number, enterpriseNumber: string): Promise<void> {
  if (parentId === 0) return;
  const p = await departments.find(q, parentId);
  if (!p || p.enterpriseNumber !== enterpriseNumber) fail(Code.RecordNotFound, M.parentDeptNotFound);
}

/** The leader's name from a chosen user (null clears both); undefined when not sent. */
async function leaderOf(
  q: Queryable,
  leaderUserId: number | null | undefined,
  leader: string | undefined,
): Promise<{ leader?: string | null; leaderUserId?: number | null }> {
  if (leaderUserId === undefined) return leader === undefined ? {} : { leader };
  if (leaderUserId === null) return { leaderUserId: null, leader: leader ?? null };
  const user = await users.find(q, leaderUserId);
  if (!user) return fail(Code.RecordNotFound, AM.leaderNotFound);
  return { leaderUserId, leader: user.realName };
}

/** Keeps the nodes matching `keep` and their ancestors. */
function pruneTree(nodes: DepartmentNode[], keep: (n: DepartmentNode) => boolean): DepartmentNode[] {
  const out: DepartmentNode[] = [];
  for (const n of nodes) {
    const children = pruneTree(n.children, keep);
    if (keep(n) || children.length) out.push({ ...n, children });
  }
  return out;
}

/** The enterprise number of a user's department. */
async function enterpriseOfUser(q: Queryable, userId: number): Promise<string | undefined> {
  const rows = await q.query<{ enterprise_number: string }>(
    'select d.enterprise_number from app_user u join department d on d.id = u.department_id where u.id = $1',
    [userId],
  );
  return rows[0]?.enterprise_number;
}

export const DEPARTMENT_HANDLERS = typedHandlers({
  async listZnfDept(ctx) {
    const b = ctx.body;
    return ok({ list: await departmentTree(ctx.db, b?.enterpriseNumber, b?.parentId) });
  },

  async enterpriseDeptList(ctx) {
    return ok({ list: await departmentTree(ctx.db) });
  },

  async enterpriseDeptTree(ctx) {
    const b = ctx.body ?? {};
    const enterpriseNumber = await enterpriseOfUser(ctx.db, requireUser(ctx).id);
    if (!enterpriseNumber) return ok({ list: [] });
    let list = await departmentTree(ctx.db, enterpriseNumber);
    const { name, status } = b;
    if (name || status !== undefined)
      list = pruneTree(
        list,
        (n) => (!name || n.name.includes(name)) && (status === undefined || n.status === status),
      );
    return ok({ list });
  },

  async enterpriseDeptUserList(ctx) {
    const b = ctx.body;
    const ids = b.includeChildren ? await departmentSubtree(ctx.db, b.departmentId) : [b.departmentId];
    const params: unknown[] = [ids];
    const where = ['u.department_id = any($1::int4[])'];
    if (b.userName) {
      params.push(b.userName);
      where.push('strpos(u.real_name, $2) > 0');
    }
    return ok(await queryUsers(ctx.db, where, params, paging(b)));
  },

  async enterpriseDeptUserListV2(ctx) {
    const b = ctx.body;
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
  },

  async enterpriseDeptSave(ctx) {
    const b = ctx.body;
    const out = await ctx.db.transaction(async (tx) => {
      if ((await enterprises.count(tx, { filter: { enterpriseNumber: b.enterpriseNumber } })) === 0)
        fail(Code.RecordNotFound, M.enterpriseNotFound);
      await assertParent(tx, b.parentId, b.enterpriseNumber);
      await departments.assertUnique(tx, {
        enterpriseNumber: b.enterpriseNumber,
        parentId: b.parentId,
        name: b.name,
      });
      const number = await nextDeptNumber(tx, b.parentId, b.enterpriseNumber);
      const d = await departments.insert(tx, {
        name: b.name,
        number,
        parentId: b.parentId,
        enterpriseNumber: b.enterpriseNumber,
        sort: b.sort ?? 0,
        phone: b.phone ?? null,
        qhdm: b.qhdm ?? null,
        status: b.status,
        createTime: ctx.app.now(),
        leader: b.leader ?? null,
        ...(await leaderOf(tx, b.leaderUserId, b.leader)),
      });
      return { id: d.id, number };
    });
    return ok(out, M.added);
  },

  async enterpriseDeptDetail(ctx) {
    const rows = await ctx.db.query<{
      parent_name: string | null;
      enterprise_name: string | null;
      qhmc: string | null;
    }>(
      `select p.name as parent_name, e.name as enterprise_name, rg.qhmc
         from department d
         left join department p on p.id = d.parent_id
         left join enterprise e on e.enterprise_number = d.enterprise_number
         left join region rg on rg.qhdm = ${normRegion('d.qhdm')}
        where d.id = $1`,
      [ctx.query.id],
    );
    const d = await departments.find(ctx.db, ctx.query.id);
    const extra = rows[0];
    if (!d || !extra) return ok(null, M.deptNotFound, Code.RecordNotFound);
    return ok({
      id: d.id,
      name: d.name,
      number: d.number,
      parentId: d.parentId,
      parentName: extra.parent_name,
      enterpriseNumber: d.enterpriseNumber,
      enterpriseName: extra.enterprise_name,
      sort: d.sort,
      leader: d.leader,
      leaderUserId: d.leaderUserId,
      status: d.status,
      phone: d.phone,
      qhdm: d.qhdm,
      qhmc: extra.qhmc,
      userCount: d.userCount,
      createTime: d.createTime,
    });
  },

  async enterpriseDeptUpdate(ctx) {
    const b = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const d = await departments.get(tx, b.id);
      if (b.parentId !== undefined && b.parentId !== 0) {
        if ((await departmentSubtree(tx, b.id)).includes(b.parentId)) fail(Code.BadRequest, M.deptCycle);
        await assertParent(tx, b.parentId, d.enterpriseNumber);
      }
      await departments.patch(tx, b.id, {
        name: b.name,
        parentId: b.parentId,
        sort: b.sort,
        phone: b.phone,
        qhdm: b.qhdm,
        status: b.status,
        ...(await leaderOf(tx, b.leaderUserId, b.leader)),
      });
    });
    return ok(null, M.updated);
  },

  async enterpriseDeptSort(ctx) {
    const { parentId, ids } = ctx.body;
    await ctx.db.transaction(async (tx) => {
      const moved = await departments.all(tx, { filter: { id: { in: ids } } });
      if (moved.length !== ids.length) fail(Code.RecordNotFound, M.deptNotFound);
      const enterpriseNumber =
        parentId === 0
          ? moved[0]?.enterpriseNumber
          : (await departments.find(tx, parentId))?.enterpriseNumber;
      if (!enterpriseNumber || moved.some((d) => d.enterpriseNumber !== enterpriseNumber))
        fail(Code.RecordNotFound, M.parentDeptNotFound);
      for (const d of moved)
        if (
          d.parentId !== parentId &&
          parentId !== 0 &&
          (await departmentSubtree(tx, d.id)).includes(parentId)
        )
          fail(Code.BadRequest, M.deptCycle);
      for (const [i, id] of ids.entries()) {
        const d = moved.find((m) => m.id === id);
        if (d && d.parentId !== parentId)
          await departments.assertUnique(
            tx,
            { enterpriseNumber: d.enterpriseNumber, parentId, name: d.name },
            id,
          );
        await departments.patch(tx, id, { parentId, sort: i + 1 });
      }
      // Siblings not listed keep their order after the listed ones.
      await tx.query(
        `update department set sort = sort + $3 where parent_id = $1 and enterprise_number = $2 and id <> all($4::int4[])`,
        [parentId, enterpriseNumber, ids.length, ids],
      );
    });
    return ok(null, AM.sorted);
  },

  async enterpriseDeptDelete(ctx) {
    const id = ctx.query.id;
    return ctx.db.transaction(async (tx) => {
      await departments.assertExists(tx, id);
      const inUse = await tx.query(
        'select 1 where exists (select 1 from department where parent_id = $1) or exists (select 1 from app_user where department_id = $1)',
        [id],
      );
      if (inUse.length) return ok(null, AM.deptInUse, Code.InUse);
      await departments.remove(tx, id);
      return ok(null, M.deleted);
    });
  },

  async enterpriseSampleSave(ctx) {
    const b = ctx.body;
    const out = await ctx.db.transaction(async (tx) => {
      await enterprises.assertUnique(tx, { creditCode: b.creditCode, name: b.enterpriseName });
      const nextId = await tx.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('enterprise', 'id'))::int as id`,
      );
      const id = firstId(nextId, 'nextval of enterprise.id');
      const region6 = b.qhdm.length >= 6 ? b.qhdm.slice(0, 6) : b.qhdm.padEnd(6, '0');
      const enterpriseNumber = `E${region6}${String(id).padStart(3, '0')}`;
      const now = ctx.app.now();
      await enterprises.insert(tx, {
        id,
        enterpriseNumber,
        name: b.enterpriseName,
        creditCode: b.creditCode,
        enterpriseType: b.enterpriseType ?? null,
        qhdm: b.qhdm,
        qhmc: b.qhmc,
        address: b.address ?? null,
        contactName: b.contactName,
        contactPhone: b.contactPhone,
        createTime: now,
      });
      const dept = await departments.insert(tx, {
        name: b.enterpriseName,
        number: enterpriseNumber.slice(1),
        parentId: 0,
        enterpriseNumber,
        sort: 1,
        leader: b.contactName,
        phone: b.contactPhone,
        qhdm: b.qhdm,
        createTime: now,
      });
      return { id, enterpriseNumber, deptId: dept.id };
    });
    return ok(out, M.saved);
  },

  async enterpriseGetUserArea(ctx) {
    const userId = ctx.body?.userId ?? requireUser(ctx).id;
    const rows = await ctx.db.query<{ qhdm: string | null; ent_qhdm: string | null }>(
      `select d.qhdm, e.qhdm as ent_qhdm from app_user u
         left join department d on d.id = u.department_id
         left join enterprise e on e.enterprise_number = d.enterprise_number
        where u.id = $1`,
      [userId],
    );
    if (!rows[0]) return ok(null, M.userNotFound, Code.RecordNotFound);
    const code = normalizeRegionCode(rows[0].qhdm ?? rows[0].ent_qhdm ?? '43');
    const region = await ctx.db.query<{ qhmc: string }>('select qhmc from region where qhdm = $1', [code]);
    return ok({ qhdm: code, qhmc: region[0]?.qhmc ?? '湖南省' });
  },
});
