/**
 * Orders (订单明细): listing, detail with the amount breakdown, the operation log and the trail
 * 需求 → 预约 → 订单, creation (shop orders; group orders come from group-buying.ts) and the
 * state machine of orders-model.ts. Every transition is one conditional update on the status it
 * starts from (a concurrent action loses with a clear message), written to the order log in the
 * same transaction. Money is integer fen.
 */
import type { Queryable } from '../../db/adapter';
import { joinSql, rawSql, run, type Sql, sql } from '../../db/entity';
import { likeAnywhere } from '../../util/like';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { type BodyOf, fail, ok, paging, requireUser, typedHandlers } from '../types';
import {
  demands,
  groupAppointments,
  groupOffers,
  type Order,
  salesOrderLines,
  salesOrderLogs,
  salesOrders,
} from './order-entities';
import { OM } from './orders-messages';
import {
  adjustRefusal,
  ORDER_ACTION_FROM,
  ORDER_STATUS,
  type OrderAction,
  type OrderStatus,
  orderAmounts,
  orderNext,
} from './orders-model';
import { nextDocNo } from './stock-documents';

export const time = (v: unknown): string | null =>
  v === null || v === undefined ? null : formatDateTime(v instanceof Date ? v : new Date(String(v)));

const num = (v: unknown): number => Number(v);

export async function getOrder(q: Queryable, id: number, forUpdate = false): Promise<Order> {
  if (forUpdate) await q.query('select id from sales_order where id = $1 for update', [id]);
  return salesOrders.get(q, id);
}

/** An order's lines in order (without the order id: the detail's `lines`). */
export async function orderLines(q: Queryable, orderId: number) {
  const rows = await salesOrderLines.all(q, { filter: { orderId } });
  return rows.map(({ orderId: _, ...line }) => line);
}

/** Writes one entry of an order's operation log. */
export async function logOrder(
  q: Queryable,
  e: {
    orderId: number;
    action: string;
    from: number | null;
    to: number | null;
    note?: string | null;
    operator: string;
    now: Date;
    returnId?: number | null;
  },
): Promise<void> {
  await salesOrderLogs.insert(q, {
    orderId: e.orderId,
    returnId: e.returnId ?? null,
    action: e.action,
    fromStatus: e.from,
    toStatus: e.to,
    note: e.note ?? null,
    operatorName: e.operator,
    createTime: e.now,
  });
}

/**
 * Moves an order from `from` to `to` with a conditional update (extra assignments in `set`);
 * a concurrent change or a wrong status is refused naming the current status.
 */
export async function moveOrder(
  q: Queryable,
  id: number,
  action: OrderAction,
  set: Sql | null,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const [cur] = await q.query<{ status: number }>('select status from sales_order where id = $1 for update', [
    id,
  ]);
  if (!cur) return fail(Code.NotFound, OM.orderNotFound);
  const from = Number(cur.status) as OrderStatus;
  const to = orderNext(action, from);
  if (to === null) return fail(Code.Conflict, OM.badOrderTransition(from, OM.actionName[action] ?? action));
  const assign = set ? sql`status = ${to}, ${set}` : sql`status = ${to}`;
  const rows = await run(
    q,
    sql`update sales_order set ${assign} where id = ${id} and status = ${from} returning id`,
  );
  if (rows.length === 0) {
    const [now] = await q.query<{ status: number }>('select status from sales_order where id = $1', [id]);
    fail(Code.Conflict, OM.badOrderTransition(Number(now?.status ?? from), OM.actionName[action] ?? action));
  }
  return { from, to };
}

async function orderLogs(q: Queryable, orderId: number) {
  const rows = await salesOrderLogs.all(q, { filter: { orderId } });
  return rows.map(({ orderId: _, ...entry }) => entry);
}

/** Hooks filled by returns.ts (an order's returns) to keep the modules apart without a cycle. */
export const orderReturnsLoader: {
  load: (q: Queryable, orderId: number) => Promise<unknown[]>;
} = { load: async () => [] };

async function trailOf(q: Queryable, o: Order) {
  const demand = o.demandId ? await demands.find(q, o.demandId) : undefined;
  const offer = o.offerId ? await groupOffers.find(q, o.offerId) : undefined;
  const appointment = o.appointmentId ? await groupAppointments.find(q, o.appointmentId) : undefined;
  return {
    demand: demand
      ? {
          id: demand.id,
          crop: demand.crop,
          categoryCode: demand.categoryCode,
          quantity: demand.quantity,
          unit: demand.unit,
          wantedDate: demand.wantedDate,
          qhmc: demand.qhmc,
        }
      : null,
    offer: offer
      ? {
          id: offer.id,
          title: offer.title,
          status: offer.status,
          dealPrice: offer.dealPrice,
          deadline: offer.deadline,
        }
      : null,
    appointment: appointment
      ? { id: appointment.id, quantity: appointment.quantity, createTime: appointment.createTime }
      : null,
  };
}

export async function orderDetail(q: Queryable, id: number) {
  const o = await getOrder(q, id);
  const [lines, logs, returns, trail] = [
    await orderLines(q, id),
    await orderLogs(q, id),
    await orderReturnsLoader.load(q, id),
    await trailOf(q, o),
  ];
  return { ...o, lines, logs, returns, trail };
}

export interface NewOrderLine {
  skuId?: number | undefined;
  setmealId?: number | undefined;
  quantity: number;
  unitPrice?: number | undefined;
}

export interface NewOrder {
  source: 1 | 2;
  customerId: number | null;
  customerName: string;
  customerPhone: string;
  receiverName: string;
  receiverPhone: string;
  receiverQhdm: string;
  receiverQhmc: string;
  receiverAddress: string;
  freightAmount: number;
  payMethod: number | null;
  buyerNote: string | null;
  lines: readonly NewOrderLine[];
  offerId?: number | null;
  appointmentId?: number | null;
  demandId?: number | null;
}

/** Creates an order with its lines (snapshot names and prices) and its first log entry. */
export async function createOrder(
  q: Queryable,
  input: NewOrder,
  operator: string,
  now: Date,
): Promise<{ id: number; orderNo: string }> {
  const priced: {
    skuId: number | null;
    setmealId: number | null;
    name: string;
    spec: string;
    unit: string;
    quantity: number;
    unitPrice: number;
  }[] = [];
  for (const [i, l] of input.lines.entries()) {
    const n = i + 1;
    if ((l.skuId === undefined) === (l.setmealId === undefined)) fail(Code.BadRequest, OM.lineKindInvalid(n));
    if (l.skuId !== undefined) {
      const [s] = await q.query<Record<string, unknown>>(
        `select k.name, p.spec, p.unit, coalesce(
           (select si.sale_price_cents from sale_item si where si.sku_spec_id = p.id and si.status = 1), p.price_cents) as price
         from sku_spec p join sku k on k.id = p.sku_id where p.id = $1`,
        [l.skuId],
      );
      if (!s) return fail(Code.NotFound, OM.skuNotFound(n));
      priced.push({
        skuId: l.skuId,
        setmealId: null,
        name: s.name as string,
        spec: s.spec as string,
        unit: s.unit as string,
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? num(s.price),
      });
    } else {
      const [s] = await q.query<Record<string, unknown>>(
        `select m.name, coalesce(
           (select si.sale_price_cents from sale_item si where si.setmeal_id = m.id and si.status = 1), m.price_cents) as price
         from setmeal m where m.id = $1`,
        [l.setmealId],
      );
      if (!s) return fail(Code.NotFound, OM.skuNotFound(n));
      priced.push({
        skuId: null,
        setmealId: l.setmealId as number,
        name: s.name as string,
        spec: '套餐',
        unit: '套',
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? num(s.price),
      });
    }
  }
  const amounts = orderAmounts(priced, input.freightAmount, 0);
  const orderNo = await nextDocNo(q, 'DD', now);
  const paid = input.payMethod !== null;
  const status = paid ? ORDER_STATUS.toShip : ORDER_STATUS.unpaid;
  const { id } = await salesOrders.insert(q, {
    orderNo,
    source: input.source,
    customerId: input.customerId,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    receiverName: input.receiverName,
    receiverPhone: input.receiverPhone,
    receiverQhdm: input.receiverQhdm,
    receiverQhmc: input.receiverQhmc,
    receiverAddress: input.receiverAddress,
    goodsAmount: amounts.goodsAmount,
    freightAmount: amounts.freightAmount,
    adjustAmount: 0,
    payAmount: amounts.payAmount,
    payMethod: input.payMethod,
    payTime: paid ? now : null,
    status,
    buyerNote: input.buyerNote,
    offerId: input.offerId ?? null,
    appointmentId: input.appointmentId ?? null,
    demandId: input.demandId ?? null,
    createTime: now,
  });
  for (const [i, l] of priced.entries())
    await salesOrderLines.insert(q, {
      orderId: id,
      lineNo: i + 1,
      skuId: l.skuId,
      setmealId: l.setmealId,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: amounts.lines[i]?.amount as number,
    });
  await logOrder(q, { orderId: id, action: '创建订单', from: null, to: status, operator, now });
  return { id, orderNo };
}

/** A customer's name, phone and address (for an order's buyer and receiver). */
export async function customerOf(q: Queryable, id: number) {
  const [c] = await q.query<Record<string, unknown>>(
    'select id, name, contact_name, phone, qhdm, qhmc, address from customer where id = $1',
    [id],
  );
  if (!c) return fail(Code.NotFound, OM.customerNotFound);
  return {
    id: num(c.id),
    name: c.name as string,
    contactName: c.contact_name as string,
    phone: c.phone as string,
    qhdm: c.qhdm as string,
    qhmc: c.qhmc as string,
    address: c.address as string,
  };
}

type PageBody = BodyOf<'orderPage'>;

/**
 * Filters the order tallies can count: status, source and payment method (sales_order_tally,
 * migration 020) and with them 客户 (sales_order_buyer_tally, per buyer text, migration 024).
 */
const TALLY_FILTERS = new Set(['status', 'source', 'payMethod', 'customer']);
const PAGING_KEYS = new Set(['page', 'pageSize', 'current', 'size']);

function tallyCount(b: PageBody): Sql | undefined {
  for (const [key, value] of Object.entries(b)) {
    if (value === undefined || value === null || PAGING_KEYS.has(key)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (!TALLY_FILTERS.has(key)) return undefined;
  }
  const conds: Sql[] = [sql`true`];
  if (b.status !== undefined) conds.push(sql`t.status = ${b.status}`);
  if (b.source !== undefined) conds.push(sql`t.source = ${b.source}`);
  if (b.payMethod !== undefined) conds.push(sql`t.pay_method = ${b.payMethod}`);
  const customer = b.customer?.trim();
  if (!customer)
    return sql`select coalesce(sum(t.n), 0)::int as n from sales_order_tally t where ${joinSql(conds, ' and ')}`;
  conds.push(customerMatch('t', customer));
  return sql`select coalesce(sum(t.n), 0)::int as n from sales_order_buyer_tally t where ${joinSql(conds, ' and ')}`;
}

/**
 * 客户 (name or phone) contains `keyword`, on a table with customer_search / customer_grams:
 * trigrams for three or more characters (LIKE '%…%'), the one- and two-character pieces for a
 * shorter keyword (migrations 020 and 024).
 */
function customerMatch(alias: 'o' | 't', keyword: string): Sql {
  const column = rawSql(alias);
  return [...keyword].length >= 3
    ? sql`${column}.customer_search like ${likeAnywhere(keyword)}`
    : sql`${column}.customer_grams @> ${[keyword]}::text[]`;
}

export function orderConditions(b: PageBody): Sql[] {
  const conds: Sql[] = [];
  // Substring filters answered from indexes (migration 020): trigrams for three or more
  // characters (LIKE '%…%'), the one- and two-character pieces for a short customer keyword.
  const orderNo = b.orderNo?.trim();
  if (orderNo)
    conds.push(
      [...orderNo].length >= 3
        ? sql`o.order_no like ${likeAnywhere(orderNo)}`
        : sql`strpos(o.order_no, ${orderNo}) > 0`,
    );
  const customer = b.customer?.trim();
  if (customer) conds.push(customerMatch('o', customer));
  if (b.status !== undefined) conds.push(sql`o.status = ${b.status}`);
  if (b.source !== undefined) conds.push(sql`o.source = ${b.source}`);
  if (b.payMethod !== undefined) conds.push(sql`o.pay_method = ${b.payMethod}`);
  if (b.offerId !== undefined) conds.push(sql`o.offer_id = ${b.offerId}`);
  if (b.dateFrom) conds.push(sql`o.create_time >= (${b.dateFrom}::date - interval '8 hours')`);
  if (b.dateTo) conds.push(sql`o.create_time < (${b.dateTo}::date + interval '16 hours')`);
  return conds;
}

export const ORDER_HANDLERS = typedHandlers({
  async orderPage(ctx) {
    const b = ctx.body;
    const conds = orderConditions(b);
    const where = conds.length ? joinSql(conds, ' and ') : sql`true`;
    const { limit, offset } = paging(b);
    // ids of the page first, newest first (indexes on (create_time, id) and (status, create_time,
    // id), migration 024), then the columns of those rows only
    const [ids, count] = await Promise.all([
      run<{ id: number }>(
        ctx.db,
        sql`select o.id from sales_order o where ${where}
            order by o.create_time desc, o.id desc limit ${limit} offset ${offset}`,
      ),
      run<{ n: number }>(
        ctx.db,
        tallyCount(b) ?? sql`select count(*)::int as n from sales_order o where ${where}`,
      ),
    ]);
    const records = ids.length
      ? await salesOrders.all(ctx.db, {
          filter: { id: { in: ids.map((r) => r.id) } },
          orderBy: 't.create_time desc, t.id desc',
        })
      : [];
    return ok({ records, total: count[0]?.n ?? 0 });
  },

  async orderDetail(ctx) {
    return ok(await orderDetail(ctx.db, ctx.query.id));
  },

  async orderCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const now = ctx.app.now();
    const created = await ctx.db.transaction(async (tx) => {
      const c = b.customerId !== undefined ? await customerOf(tx, b.customerId) : null;
      const customerName = c?.name ?? b.customerName?.trim() ?? '';
      const customerPhone = c?.phone ?? b.customerPhone?.trim() ?? '';
      if (!customerName || !customerPhone) fail(Code.BadRequest, OM.buyerRequired);
      const address = b.receiverAddress?.trim() || c?.address || '';
      if (!address) fail(Code.BadRequest, OM.addressRequired);
      return createOrder(
        tx,
        {
          source: 1,
          customerId: c?.id ?? null,
          customerName,
          customerPhone,
          receiverName: b.receiverName?.trim() || c?.contactName || customerName,
          receiverPhone: b.receiverPhone?.trim() || customerPhone,
          receiverQhdm: b.receiverQhdm ?? c?.qhdm ?? '',
          receiverQhmc: b.receiverQhmc?.trim() || c?.qhmc || '',
          receiverAddress: address,
          freightAmount: b.freightAmount ?? 0,
          payMethod: b.payMethod ?? null,
          buyerNote: b.buyerNote?.trim() || null,
          lines: b.lines,
        },
        user.realName,
        now,
      );
    });
    return ok(created, '下单成功');
  },

  async orderAction(ctx) {
    const user = requireUser(ctx);
    const { id, action } = ctx.body;
    const note = ctx.body.note?.trim() ?? '';
    if (action === 'close' && !note) fail(Code.BadRequest, OM.noteRequired);
    if (action === 'remark' && !note) fail(Code.BadRequest, OM.noteRequired);
    const adjust =
      action === 'adjust' ? (ctx.body.adjustAmount ?? fail(Code.BadRequest, OM.adjustRequired)) : 0;
    if (action === 'pay' && ctx.body.payMethod === undefined) fail(Code.BadRequest, OM.payMethodRequired);
    const now = ctx.app.now();
    const iso = now.toISOString();
    const detail = await ctx.db.transaction(async (tx) => {
      let set: Sql | null = null;
      let logNote: string | null = note || null;
      switch (action) {
        case 'pay':
          set = sql`pay_method = ${ctx.body.payMethod}, pay_time = ${iso}::timestamptz`;
          break;
        case 'complete':
          set = sql`complete_time = ${iso}::timestamptz`;
          break;
        case 'close':
          set = sql`close_note = ${note}, close_time = ${iso}::timestamptz`;
          break;
        case 'adjust': {
          const o = await getOrder(tx, id, true);
          const pay = orderAmounts(
            [{ quantity: 1, unitPrice: o.goodsAmount }],
            o.freightAmount,
            adjust,
          ).payAmount;
          // Only from a status that allows 调价 (else moveOrder names the status).
          const refusal = ORDER_ACTION_FROM.adjust.includes(o.status as OrderStatus)
            ? adjustRefusal(pay, o.payTime ? o.payAmount : 0, o.refundedAmount)
            : null;
          if (refusal?.kind === 'negative') fail(Code.Conflict, OM.payBelowZero);
          if (refusal?.kind === 'zero') fail(Code.Conflict, OM.payZero);
          if (refusal?.kind === 'belowSettled') fail(Code.Conflict, OM.payBelowSettled(refusal.floor));
          set = sql`adjust_amount = ${adjust}, pay_amount = ${pay}`;
          logNote = `${note ? `${note}；` : ''}实付 ${(o.payAmount / 100).toFixed(2)} → ${(pay / 100).toFixed(2)} 元`;
          break;
        }
        case 'remark':
          set = sql`remark = ${note}`;
          break;
      }
      const { from, to } = await moveOrder(tx, id, action, set);
      await logOrder(tx, {
        orderId: id,
        action: OM.actionName[action] ?? action,
        from,
        to,
        note: logNote,
        operator: user.realName,
        now,
      });
      return orderDetail(tx, id);
    });
    return ok(detail, OM.done[action]);
  },
});
