/**
 * Customers (客户管理): list with filters and the due flag, map points, detail with follow-up
 * records, save (a phone used by another customer is refused without naming them), delete,
 * follow-ups and the all-or-nothing xlsx import.
 */
import type { Queryable } from '../../db/adapter';
import { type Sql, sql } from '../../db/entity';
import { formatDate } from '../../util/time';
import { Code } from '../codes';
import { importProgress } from '../exports/progress';
import { type BodyOf, fail, ok, paging, requireUser, typedHandlers } from '../types';
import { customerFollowups, customers } from './customer-entities';
import { CM } from './customer-messages';

export const CUSTOMER_TYPES = ['农户', '合作社', '家庭农场', '农资门店'] as const;
export const CUSTOMER_LEVELS = ['重点客户', '普通客户', '潜在客户'] as const;
export const IMPORT_MAX = 10_000;
const PHONE = /^1[3-9]\d{9}$/;

type Filter = BodyOf<'customerPoints'>;

function filterSql(b: Filter, today: string): Sql[] {
  const name = b.name?.trim();
  const phone = b.phone?.trim();
  return [
    ...(name ? [sql`strpos(t.name, ${name}) > 0`] : []),
    ...(phone ? [sql`strpos(t.phone, ${phone}) > 0`] : []),
    ...(b.type !== undefined ? [sql`t.type = ${b.type}`] : []),
    ...(b.level !== undefined ? [sql`t.level = ${b.level}`] : []),
    ...(b.ownerId !== undefined ? [sql`t.owner_id = ${b.ownerId}`] : []),
    ...(b.status !== undefined ? [sql`t.status = ${b.status}`] : []),
    ...(b.qhdm ? [sql`left(t.qhdm, length(${b.qhdm})) = ${b.qhdm}`] : []),
    ...(b.due ? [sql`t.next_contact_date <= ${today}`] : []),
  ];
}

const withDue = <C extends { nextContactDate: string | null }>(c: C, today: string) => ({
  ...c,
  due: c.nextContactDate !== null && c.nextContactDate <= today,
});

async function regionName(q: Queryable, qhdm: string): Promise<string> {
  const [r] = await q.query<{ full_name: string }>('select full_name from region where qhdm = $1', [qhdm]);
  if (!r) return fail(Code.NotFound, CM.regionNotFound);
  return r.full_name;
}

/** Region full names by code (one query for an import). */
async function regionNames(q: Queryable, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ qhdm: string; full_name: string }>(
    'select qhdm, full_name from region where qhdm = any($1::text[])',
    [[...new Set(codes)]],
  );
  return new Map(rows.map((r) => [r.qhdm, r.full_name]));
}

/** Rows inserted by one statement of an import (progress is reported after each). */
const IMPORT_CHUNK = 1000;

export const CUSTOMER_HANDLERS = typedHandlers({
  async customerPage(ctx) {
    const b = ctx.body;
    const today = formatDate(ctx.app.now());
    const where = filterSql(b, today);
    const page = await customers.list(ctx.db, { where, page: paging(b) });
    const dueCount = await customers.count(ctx.db, {
      where: [...where, sql`t.next_contact_date <= ${today}`],
    });
    return ok({ records: page.records.map((c) => withDue(c, today)), total: page.total, dueCount });
  },

  async customerPoints(ctx) {
    const today = formatDate(ctx.app.now());
    const rows = await customers.list(ctx.db, {
      where: [...filterSql(ctx.body, today), sql`t.lon is not null and t.lat is not null`],
      page: { limit: 20_000, offset: 0 },
    });
    return ok(
      rows.records.map((c) => ({
        id: c.id,
        name: c.name,
        type: c.type,
        lon: c.lon as number,
        lat: c.lat as number,
        qhmc: c.qhmc,
      })),
    );
  },

  async customerDetail(ctx) {
    const c = await customers.get(ctx.db, ctx.query.id);
    const followups = await customerFollowups.all(ctx.db, { filter: { customerId: c.id } });
    return ok({
      ...withDue(c, formatDate(ctx.app.now())),
      followups: followups.map(({ id, type, content, nextContactDate, creatorName, createTime }) => ({
        id,
        type,
        content,
        nextContactDate,
        creatorName,
        createTime,
      })),
    });
  },

  async customerSave(ctx) {
    const b = ctx.body;
    const now = ctx.app.now();
    const id = await ctx.db.transaction(async (tx) => {
      const name = b.name.trim();
      const contactName = b.contactName.trim();
      if (!name) fail(Code.BadRequest, '请输入客户名称');
      if (!contactName) fail(Code.BadRequest, '请输入联系人');
      if (Math.round(b.areaMu * 100) !== b.areaMu * 100) fail(Code.BadRequest, '种植面积最多保留两位小数');
      if (b.ownerId !== null) {
        const owner = await tx.query('select 1 from app_user where id = $1', [b.ownerId]);
        if (owner.length === 0) fail(Code.NotFound, CM.ownerNotFound);
      }
      const fields = {
        name,
        type: b.type,
        contactName,
        phone: b.phone,
        qhdm: b.qhdm,
        qhmc: await regionName(tx, b.qhdm),
        address: b.address.trim(),
        lon: b.lon,
        lat: b.lat,
        crops: [...new Set(b.crops.map((c) => c.trim()).filter(Boolean))],
        areaMu: b.areaMu,
        level: b.level,
        source: b.source,
        ownerId: b.ownerId,
        status: b.status,
        remark: b.remark.trim(),
        updateTime: now,
      };
      const saved =
        b.id === undefined
          ? await customers.insert(tx, { ...fields, createTime: now })
          : await customers.patch(tx, b.id, fields);
      return saved.id;
    });
    return ok({ id }, CM.saved);
  },

  async customerDelete(ctx) {
    const ids = [...new Set(ctx.body.ids)];
    await ctx.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>('select id from customer where id = any($1::int4[])', [
        ids,
      ]);
      if (rows.length !== ids.length) fail(Code.NotFound, CM.customerNotFound);
      // Plots keep their owner (agro_plot.customer_id … on delete restrict): refused, named.
      const [owner] = await tx.query<{ name: string; plots: number }>(
        `select c.name, count(*)::int as plots from agro_plot p join customer c on c.id = p.customer_id
         where p.customer_id = any($1::int4[]) group by c.id, c.name order by c.id limit 1`,
        [ids],
      );
      if (owner) fail(Code.Conflict, CM.ownsPlots(owner.name, owner.plots));
      await tx.query('delete from customer where id = any($1::int4[])', [ids]);
    });
    return ok(null, CM.deleted);
  },

  async customerFollowupSave(ctx) {
    const b = ctx.body;
    const user = requireUser(ctx);
    const now = ctx.app.now();
    const content = b.content.trim();
    if (!content) fail(Code.BadRequest, CM.followupContentRequired);
    const next = b.nextContactDate ?? null;
    if (next !== null && next < formatDate(now)) fail(Code.BadRequest, CM.nextContactInPast);
    const id = await ctx.db.transaction(async (tx) => {
      await customers.get(tx, b.customerId);
      const f = await customerFollowups.insert(tx, {
        customerId: b.customerId,
        type: b.type,
        content,
        nextContactDate: next,
        creatorId: user.id,
        creatorName: user.realName,
        createTime: now,
      });
      await tx.query(
        'update customer set last_followup_time = $2, next_contact_date = $3, update_time = $2 where id = $1',
        [b.customerId, now.toISOString(), next],
      );
      return f.id;
    });
    return ok({ id }, CM.followupAdded);
  },

  async customerImport(ctx) {
    const user = requireUser(ctx);
    const rows = ctx.body.rows;
    if (rows.length === 0) fail(Code.BadRequest, CM.importEmpty);
    const now = ctx.app.now();
    const progress = importProgress(ctx, user.id, rows.length);
    await progress.start();
    const result = await ctx.db.transaction(async (tx) => {
      const errors: { row: number; msg: string }[] = [];
      const err = (row: number, msg: string) => errors.push({ row, msg });
      const phones = rows.map((r) => (r.phone ?? '').trim());
      const taken = new Set(
        (
          await tx.query<{ phone: string }>('select phone from customer where phone = any($1::text[])', [
            phones.filter((p) => PHONE.test(p)),
          ])
        ).map((r) => r.phone),
      );
      const regions = await regionNames(
        tx,
        rows.map((r) => (r.qhdm ?? '').trim()),
      );
      const seen = new Map<string, number>();
      const valid: Parameters<typeof customers.insertMany>[1][number][] = [];
      for (const r of rows) {
        const name = (r.name ?? '').trim();
        const contactName = (r.contactName ?? '').trim();
        const phone = (r.phone ?? '').trim();
        const qhdm = (r.qhdm ?? '').trim();
        const typeText = (r.type ?? '').trim();
        const levelText = (r.level ?? '').trim();
        const areaText = (r.areaMu ?? '').trim();
        const before = errors.length;
        if (!name) err(r.row, '客户名称不能为空');
        else if (name.length > 50) err(r.row, '客户名称不能超过50个字');
        const type = CUSTOMER_TYPES.indexOf(typeText as (typeof CUSTOMER_TYPES)[number]) + 1;
        if (type === 0) err(r.row, `客户类型“${typeText}”无效，应为${CUSTOMER_TYPES.join('/')}`);
        if (!contactName) err(r.row, '联系人不能为空');
        else if (contactName.length > 20) err(r.row, '联系人不能超过20个字');
        if (!PHONE.test(phone)) err(r.row, '手机号格式不正确');
        else if (taken.has(phone)) err(r.row, CM.phoneTaken);
        else if (seen.has(phone)) err(r.row, `手机号与第${seen.get(phone)}行重复`);
        else seen.set(phone, r.row);
        const qhmc = regions.get(qhdm);
        if (!qhmc || !qhdm.startsWith('43')) err(r.row, `区划代码“${qhdm}”不存在`);
        const level = levelText
          ? CUSTOMER_LEVELS.indexOf(levelText as (typeof CUSTOMER_LEVELS)[number]) + 1
          : 2;
        if (level === 0) err(r.row, `客户等级“${levelText}”无效，应为${CUSTOMER_LEVELS.join('/')}`);
        const areaMu = areaText ? Number(areaText) : 0;
        if (!/^\d+(\.\d{1,2})?$/.test(areaText || '0') || !Number.isFinite(areaMu) || areaMu > 10_000_000)
          err(r.row, '种植面积应为不超过两位小数的非负数');
        const address = (r.address ?? '').trim();
        if (address.length > 200) err(r.row, '详细地址不能超过200个字');
        if (errors.length > before) continue;
        valid.push({
          name,
          type,
          contactName,
          phone,
          qhdm,
          qhmc: qhmc as string,
          address,
          lon: null,
          lat: null,
          crops: [
            ...new Set(
              (r.crops ?? '')
                .split(/[,，、;；\s]+/)
                .map((c) => c.trim())
                .filter(Boolean),
            ),
          ].slice(0, 20),
          areaMu,
          level,
          source: 6,
          ownerId: user.id,
          status: 1,
          remark: (r.remark ?? '').trim().slice(0, 200),
          createTime: now,
          updateTime: now,
        });
      }
      await progress.step(rows.length, 'check');
      if (errors.length > 0) return { imported: 0, errors };
      for (let at = 0; at < valid.length; at += IMPORT_CHUNK) {
        await customers.insertMany(tx, valid.slice(at, at + IMPORT_CHUNK));
        await progress.step(Math.min(valid.length, at + IMPORT_CHUNK), 'save');
      }
      return { imported: valid.length, errors };
    });
    await progress.end(
      result.errors.length ? rows.length : result.imported,
      result.errors.length ? 'failed' : 'done',
      result.errors.length ? 'check' : 'save',
    );
    return ok(result, result.errors.length ? CM.importFailed : CM.importDone(result.imported));
  },
});
