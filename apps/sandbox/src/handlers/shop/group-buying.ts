/**
 * Distribution and group purchase (/nzywsjgl/fxcjzxt): 需求记录 (customers' demand, aggregated by
 * county and category), 拼团 offers built from demand with tiered prices, customers' appointments,
 * and the settlement at the deadline (time from `app.now()`): 已成团 creates an order 待付款 for
 * every appointment at the reached tier price, 未成团 releases the appointments. Settling happens
 * lazily on read and on 结算; it is one conditional update on the offer's status, so it runs
 * once however many readers race.
 */
import type { Db, Queryable } from '../../db/adapter';
import { joinSql, type RecordOf, run, type Sql, sql } from '../../db/entity';
import { formatDateTime, parseDateTime } from '../../util/time';
import { Code } from '../codes';
import { type BodyOf, fail, ok, paging, requireUser, typedHandlers } from '../types';
import { demands, groupAppointments, groupOffers } from './order-entities';
import { createOrder, customerOf } from './orders';
import { OM } from './orders-messages';
import { APPOINTMENT_STATUS, OFFER_STATUS, settleOutcome, type Tier, tierPrice } from './orders-model';
import { underRegion } from './shared';

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

// ── demand ──────────────────────────────────────────────────────────────────────────────

type DemandFilter = BodyOf<'demandPage'>;

function demandConditions(b: DemandFilter): Sql {
  const conds: Sql[] = [];
  const customer = b.customer?.trim();
  if (customer)
    conds.push(
      sql`(strpos(${demands.field('customerName')}, ${customer}) > 0 or strpos(${demands.field('customerPhone')}, ${customer}) > 0)`,
    );
  const crop = b.crop?.trim();
  if (crop) conds.push(sql`strpos(t.crop, ${crop}) > 0`);
  if (b.categoryCode) conds.push(sql`left(t.category_code, ${b.categoryCode.length}) = ${b.categoryCode}`);
  if (b.qhdm) conds.push(underRegion(sql`t.qhdm`, b.qhdm));
  if (b.dateFrom) conds.push(sql`t.wanted_date >= ${b.dateFrom}::date`);
  if (b.dateTo) conds.push(sql`t.wanted_date <= ${b.dateTo}::date`);
  return conds.length ? joinSql(conds, ' and ') : sql`true`;
}

// ── offers ──────────────────────────────────────────────────────────────────────────────

/** An offer with its current price: the deal price, or the tier its participants reach. */
const withCurrentPrice = (o: RecordOf<typeof groupOffers>) => ({
  ...o,
  currentPrice: o.currentPrice ?? tierPrice(o.basePrice, o.tiers, o.participants),
});

async function offerDetail(q: Queryable, id: number) {
  const offer = await groupOffers.get(q, id);
  const appointments = await groupAppointments.all(q, { filter: { offerId: id } });
  return {
    ...withCurrentPrice(offer),
    appointments: appointments.map(({ offerId: _, ...a }) => a),
  };
}

/**
 * Settles one offer past its deadline, once: the offer's row is locked and the status moves
 * 拼团中 → 已成团 / 未成团 with a conditional update; only the winner creates the orders. Another
 * caller — on this server or on another one sharing the database — waits for the lock and then
 * finds the offer settled, or with `skipLocked` (the timed job) passes it by at once. Answers
 * whether it settled it now.
 */
export async function settleOffer(
  q: Db,
  id: number,
  now: Date,
  operator: string,
  skipLocked = false,
): Promise<boolean> {
  return q.transaction(async (tx) => {
    const [g] = await tx.query<Record<string, unknown>>(
      `select id, sku_spec_id, setmeal_id, base_price, tiers, min_participants, deadline from group_offer
       where id = $1 and status = 0 and deadline <= $2 for update${skipLocked ? ' skip locked' : ''}`,
      [id, now.toISOString()],
    );
    if (!g) return false;
    const booked = await tx.query<Record<string, unknown>>(
      'select id, customer_id, demand_id, quantity from group_appointment where offer_id = $1 and status = 0 order by id',
      [id],
    );
    const outcome = settleOutcome(num(g.min_participants), booked.length);
    const tiers = (typeof g.tiers === 'string' ? JSON.parse(g.tiers) : g.tiers) as Tier[];
    const price = tierPrice(num(g.base_price), tiers, booked.length);
    const moved = await tx.query(
      `update group_offer set status = $2, deal_price = $3, settle_time = $4 where id = $1 and status = 0 returning id`,
      [
        id,
        outcome === 'formed' ? OFFER_STATUS.formed : OFFER_STATUS.failed,
        outcome === 'formed' ? price : null,
        now.toISOString(),
      ],
    );
    if (moved.length === 0) return false;
    if (outcome === 'failed') {
      await tx.query('update group_appointment set status = $2 where offer_id = $1 and status = 0', [
        id,
        APPOINTMENT_STATUS.released,
      ]);
      return true;
    }
    for (const a of booked) {
      const c = await customerOf(tx, num(a.customer_id));
      const line =
        g.sku_spec_id !== null
          ? { skuId: num(g.sku_spec_id), quantity: num(a.quantity), unitPrice: price }
          : { setmealId: num(g.setmeal_id), quantity: num(a.quantity), unitPrice: price };
      const order = await createOrder(
        tx,
        {
          source: 2,
          customerId: c.id,
          customerName: c.name,
          customerPhone: c.phone,
          receiverName: c.contactName,
          receiverPhone: c.phone,
          receiverQhdm: c.qhdm,
          receiverQhmc: c.qhmc,
          receiverAddress: c.address || c.qhmc,
          freightAmount: 0,
          payMethod: null,
          buyerNote: null,
          lines: [line],
          offerId: id,
          appointmentId: num(a.id),
          demandId: numOrNull(a.demand_id),
        },
        operator,
        now,
      );
      await tx.query('update group_appointment set status = $2, order_id = $3 where id = $1', [
        a.id,
        APPOINTMENT_STATUS.ordered,
        order.id,
      ]);
    }
    return true;
  });
}

/**
 * Settles every offer whose deadline has passed: before the offer list is read (waiting for an
 * offer another caller is settling), and by the timed job (`skipLocked`: an offer being settled
 * elsewhere is left to it). Answers how many it settled.
 */
export async function settleDue(q: Db, now: Date, skipLocked = false): Promise<number> {
  const due = await q.query<{ id: number }>(
    'select id from group_offer where status = 0 and deadline <= $1 order by id',
    [now.toISOString()],
  );
  let settled = 0;
  for (const d of due) if (await settleOffer(q, num(d.id), now, '系统', skipLocked)) settled++;
  return settled;
}

export const GROUP_BUYING_HANDLERS = typedHandlers({
  async demandPage(ctx) {
    const b = ctx.body;
    return ok(await demands.list(ctx.db, { where: [demandConditions(b)], page: paging(b) }));
  },

  async demandSummary(ctx) {
    const where = demandConditions(ctx.body);
    const rows = await run<Record<string, unknown>>(
      ctx.db,
      sql`select s.county as qhdm, coalesce(r.full_name, s.qhmc) as qhmc, s.category_code, s.n, s.area_mu, s.quantity
          from (select left(t.qhdm, 6) as county, min(t.qhmc) as qhmc, t.category_code, count(*)::int as n,
                  sum(t.area_mu)::text as area_mu, sum(t.quantity)::text as quantity
                from demand t where ${where}
                group by left(t.qhdm, 6), t.category_code) s
          left join region r on r.qhdm = s.county
          order by s.county, s.category_code`,
    );
    const names = new Map(
      (
        await ctx.db.query<{ code: string; name: string }>(
          `select code, name from dic_entry where dic_number = 'nzlx'`,
        )
      ).map((e) => [e.code, e.name]),
    );
    return ok({
      list: rows.map((r) => ({
        qhdm: r.qhdm as string,
        qhmc: r.qhmc as string,
        categoryCode: r.category_code as string,
        categoryName: names.get(r.category_code as string) ?? (r.category_code as string),
        count: num(r.n),
        areaMu: r.area_mu as string,
        quantity: r.quantity as string,
      })),
    });
  },

  async demandSave(ctx) {
    requireUser(ctx);
    const b = ctx.body;
    const now = ctx.app.now();
    // The table keeps both above 0 (check constraints): refused here with the field named.
    if (!(Number(b.areaMu) > 0)) fail(Code.BadRequest, OM.demandAreaZero);
    if (!(Number(b.quantity) > 0)) fail(Code.BadRequest, OM.demandQuantityZero);
    await customerOf(ctx.db, b.customerId);
    const { id } = await demands.insert(ctx.db, {
      customerId: b.customerId,
      crop: b.crop.trim(),
      areaMu: b.areaMu,
      categoryCode: b.categoryCode,
      quantity: b.quantity,
      unit: b.unit.trim(),
      wantedDate: b.wantedDate,
      qhdm: b.qhdm,
      qhmc: b.qhmc.trim(),
      remark: b.remark?.trim() || null,
      createTime: now,
    });
    return ok({ id }, '登记成功');
  },

  async offerPage(ctx) {
    const b = ctx.body;
    const now = ctx.app.now();
    await settleDue(ctx.db, now);
    const title = b.title?.trim();
    const page = await groupOffers.list(ctx.db, {
      filter: { title: title ? { contains: title } : undefined, status: b.status },
      page: paging(b),
    });
    return ok({ records: page.records.map(withCurrentPrice), total: page.total });
  },

  async offerDetail(ctx) {
    const now = ctx.app.now();
    await settleOffer(ctx.db, ctx.query.id, now, '系统');
    return ok(await offerDetail(ctx.db, ctx.query.id));
  },

  async offerSave(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const now = ctx.app.now();
    if ((b.skuId === undefined) === (b.setmealId === undefined)) fail(Code.BadRequest, OM.offerItemRequired);
    const deadline = parseDateTime(b.deadline.length === 16 ? `${b.deadline}:00` : b.deadline);
    if (deadline.getTime() <= now.getTime()) fail(Code.BadRequest, OM.deadlinePast);
    const tiers = [...(b.tiers ?? [])].sort((x, y) => x.participants - y.participants);
    if (new Set(tiers.map((t) => t.participants)).size !== tiers.length)
      fail(Code.BadRequest, OM.tierBelowMin);
    const id = await ctx.db.transaction(async (tx) => {
      if (b.skuId !== undefined) {
        const found = await tx.query('select 1 from sku_spec where id = $1', [b.skuId]);
        if (!found.length) fail(Code.NotFound, OM.skuNotFound(1));
      } else {
        const found = await tx.query('select 1 from setmeal where id = $1', [b.setmealId]);
        if (!found.length) fail(Code.NotFound, OM.skuNotFound(1));
      }
      const { id: offerId } = await groupOffers.insert(tx, {
        title: b.title.trim(),
        skuId: b.skuId ?? null,
        setmealId: b.setmealId ?? null,
        basePrice: b.basePrice,
        tiers,
        minParticipants: b.minParticipants,
        deadline,
        status: OFFER_STATUS.open,
        creatorName: user.realName,
        createTime: now,
      });
      if (b.demandIds?.length)
        await tx.query('update demand set offer_id = $1 where id = any($2::int4[])', [offerId, b.demandIds]);
      return offerId;
    });
    return ok({ id }, '拼团已发起');
  },

  async offerBook(ctx) {
    requireUser(ctx);
    const b = ctx.body;
    const now = ctx.app.now();
    const id = await ctx.db.transaction(async (tx) => {
      const [g] = await tx.query<{ status: number; deadline: unknown }>(
        'select status, deadline from group_offer where id = $1 for update',
        [b.offerId],
      );
      if (!g) return fail(Code.NotFound, OM.offerNotFound);
      const deadline = g.deadline instanceof Date ? g.deadline : new Date(String(g.deadline));
      if (num(g.status) !== OFFER_STATUS.open || deadline.getTime() <= now.getTime())
        fail(Code.Conflict, OM.offerClosed);
      await customerOf(tx, b.customerId);
      if (
        b.demandId !== undefined &&
        b.demandId !== null &&
        (await tx.query('select 1 from demand where id = $1', [b.demandId])).length === 0
      )
        fail(Code.NotFound, OM.demandNotFound);
      const booked = await groupAppointments.insert(tx, {
        offerId: b.offerId,
        customerId: b.customerId,
        demandId: b.demandId ?? null,
        quantity: b.quantity,
        status: APPOINTMENT_STATUS.booked,
        createTime: now,
      });
      return booked.id;
    });
    return ok({ id }, OM.done.booked);
  },

  async offerSettle(ctx) {
    const user = requireUser(ctx);
    const now = ctx.app.now();
    const [g] = await ctx.db.query<{ status: number; deadline: unknown }>(
      'select status, deadline from group_offer where id = $1',
      [ctx.body.id],
    );
    if (!g) return fail(Code.NotFound, OM.offerNotFound);
    const deadline = g.deadline instanceof Date ? g.deadline : new Date(String(g.deadline));
    if (num(g.status) === OFFER_STATUS.open && deadline.getTime() > now.getTime())
      fail(Code.Conflict, `${OM.notYetDue}（截止 ${formatDateTime(deadline)}）`);
    await settleOffer(ctx.db, ctx.body.id, now, user.realName);
    return ok(await offerDetail(ctx.db, ctx.body.id), OM.done.settled);
  },
});
