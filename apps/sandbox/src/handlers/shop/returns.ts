/**
 * 退货: 待处理 → 同意 (退货中) → 确认收货 (已收货: the goods come back by a 退货入库 inbound
 * document approved at once, in the same transaction) → 已退款, or 已拒绝 with a reason. Quantities
 * never exceed what was shipped and not yet returned; amounts never exceed what was paid minus
 * refunds and open returns. Every action is written to the order's log.
 */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, run, type Sql, sql } from '../../db/entity';
import { formatDate } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, paging, requireUser, typedHandlers } from '../types';
import { logOrder, orderLines, orderReturnsLoader } from './orders';
import { OM } from './orders-messages';
import { RETURN_STATUS, RETURNABLE_ORDER, refundable, returnNext } from './orders-model';
import { applyToStock, DOC_STATUS, getDoc, insertDocLines, nextDocNo } from './stock-documents';

const num = (v: unknown): number => Number(v);

/** 退货: an order's return with its amount, evidence and the times of its steps. */
const salesReturns = defineEntity({
  table: 'sales_return',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    returnNo: col.text('return_no'),
    orderId: col.int('order_id'),
    status: col.smallint('status').defaulted(),
    reason: col.text('reason'),
    amount: col.int('amount'),
    evidence: col.json<string[]>('evidence').defaulted(),
    rejectReason: col.text('reject_reason').nullable(),
    inboundDocId: col.int('inbound_doc_id').nullable(),
    createTime: col.time('create_time'),
    handleTime: col.time('handle_time').nullable(),
    receiveTime: col.time('receive_time').nullable(),
    refundTime: col.time('refund_time').nullable(),
  },
  computed: {
    orderNo: col.text('(select o.order_no from sales_order o where o.id = t.order_id)'),
    customerName: col.text('(select o.customer_name from sales_order o where o.id = t.order_id)'),
    customerPhone: col.text('(select o.customer_phone from sales_order o where o.id = t.order_id)'),
    payAmount: col.int('(select o.pay_amount from sales_order o where o.id = t.order_id)'),
    inboundDocNo: col.text('(select d.doc_no from stock_doc d where d.id = t.inbound_doc_id)').nullable(),
  },
  notFound: { msg: OM.returnNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
  fieldOrder: [
    'id',
    'returnNo',
    'orderId',
    'orderNo',
    'customerName',
    'customerPhone',
    'status',
    'reason',
    'amount',
    'payAmount',
    'evidence',
    'rejectReason',
    'inboundDocId',
    'inboundDocNo',
  ],
});

/** Returns with their lines (sales_return_line: a join of a return and an order line). */
async function withLines(q: Queryable, records: readonly RecordOf<typeof salesReturns>[]) {
  const ids = records.map((r) => r.id);
  const lines = ids.length
    ? await q.query<Record<string, unknown>>(
        `select rl.return_id, rl.order_line_id, l.name, l.spec, l.unit, rl.quantity, l.unit_price
         from sales_return_line rl join sales_order_line l on l.id = rl.order_line_id
         where rl.return_id = any($1::int4[]) order by rl.return_id, l.line_no`,
        [ids],
      )
    : [];
  return records.map((r) => ({
    ...r,
    lines: lines
      .filter((l) => num(l.return_id) === r.id)
      .map((l) => ({
        orderLineId: num(l.order_line_id),
        name: l.name as string,
        spec: l.spec as string,
        unit: l.unit as string,
        quantity: num(l.quantity),
        unitPrice: num(l.unit_price),
      })),
  }));
}

export async function getReturn(q: Queryable, id: number) {
  const [r] = await withLines(q, [await salesReturns.get(q, id)]);
  if (!r) return fail(Code.NotFound, OM.returnNotFound);
  return r;
}

orderReturnsLoader.load = async (q, orderId) =>
  withLines(q, await salesReturns.all(q, { filter: { orderId } }));

/** 确认收货: an inbound 退货入库 document with the returned quantities, back into the batches shipped. */
async function receiveIntoStock(
  q: Queryable,
  ret: Awaited<ReturnType<typeof getReturn>>,
  operator: { id: number; realName: string },
  now: Date,
): Promise<number> {
  const [o] = await q.query<{ outbound_doc_id: number | null; order_no: string; customer_name: string }>(
    'select outbound_doc_id, order_no, customer_name from sales_order where id = $1',
    [ret.orderId],
  );
  if (!o?.outbound_doc_id) return fail(Code.Conflict, OM.outboundNotApproved);
  const out = await getDoc(q, Number(o.outbound_doc_id));
  if (out.status !== DOC_STATUS.approved) return fail(Code.Conflict, OM.outboundNotApproved);
  // the returned quantities per SKU (package lines expand into their items)
  const want = new Map<number, number>();
  const lines = await orderLines(q, ret.orderId);
  for (const rl of ret.lines) {
    const l = lines.find((x) => x.id === rl.orderLineId);
    if (!l) continue;
    if (l.skuId !== null) want.set(l.skuId, (want.get(l.skuId) ?? 0) + rl.quantity);
    else {
      const items = await q.query<{ sku_spec_id: number; quantity: number }>(
        'select sku_spec_id, quantity from setmeal_item where setmeal_id = $1',
        [l.setmealId],
      );
      for (const i of items)
        want.set(
          Number(i.sku_spec_id),
          (want.get(Number(i.sku_spec_id)) ?? 0) + Number(i.quantity) * rl.quantity,
        );
    }
  }
  // back into the batches the outbound took, in its order
  const back: typeof out.lines = [];
  for (const l of out.lines) {
    const left = want.get(l.skuId) ?? 0;
    if (left <= 0) continue;
    const take = Math.min(left, l.quantity);
    want.set(l.skuId, left - take);
    back.push({ ...l, lineNo: back.length + 1, quantity: take, amount: take * l.unitPrice });
  }
  const docNo = await nextDocNo(q, 'RK', now);
  const [doc] = await q.query<{ id: number }>(
    `insert into stock_doc (doc_no, direction, warehouse_id, biz_type, partner, biz_no, doc_date, status, remark,
       creator_id, creator_name, create_time, submit_time, audit_time, auditor_name)
     values ($1, 'in', $2, 2, $3, $4, $5::date, $6, $7, $8, $9, $10, $10, $10, $9) returning id`,
    [
      docNo,
      out.warehouseId,
      o.customer_name,
      ret.returnNo,
      formatDate(now),
      DOC_STATUS.approved,
      `退货入库（订单 ${o.order_no}）`,
      operator.id,
      operator.realName,
      now.toISOString(),
    ],
  );
  const docId = Number(doc?.id);
  await insertDocLines(q, docId, back);
  await applyToStock(q, await getDoc(q, docId), operator.realName, now);
  return docId;
}

export const RETURN_HANDLERS = typedHandlers({
  async returnPage(ctx) {
    const b = ctx.body;
    const t = (v: string | undefined) => v?.trim() || undefined;
    const returnNo = t(b.returnNo);
    const orderNo = t(b.orderNo);
    const customer = t(b.customer);
    const page = await salesReturns.list(ctx.db, {
      filter: {
        returnNo: returnNo ? { contains: returnNo } : undefined,
        orderNo: orderNo ? { contains: orderNo } : undefined,
        status: b.status,
      },
      where: customer
        ? [
            sql`(strpos(${salesReturns.field('customerName')}, ${customer}) > 0 or strpos(${salesReturns.field('customerPhone')}, ${customer}) > 0)`,
          ]
        : [],
      page: paging(b),
    });
    return ok({ records: await withLines(ctx.db, page.records), total: page.total });
  },

  async returnDetail(ctx) {
    return ok(await getReturn(ctx.db, ctx.query.id));
  },

  async returnCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const reason = b.reason.trim();
    if (!reason) fail(Code.BadRequest, '请填写退货原因');
    const now = ctx.app.now();
    const created = await ctx.db.transaction(async (tx) => {
      const [o] = await tx.query<Record<string, unknown>>(
        'select id, status, pay_amount, refunded_amount from sales_order where id = $1 for update',
        [b.orderId],
      );
      if (!o) return fail(Code.NotFound, OM.orderNotFound);
      if (!RETURNABLE_ORDER.includes(num(o.status) as 2 | 3)) fail(Code.Conflict, OM.notReturnable);
      const lines = await orderLines(tx, b.orderId);
      const [open] = await tx.query<{ claimed: number }>(
        `select coalesce(sum(amount), 0) as claimed from sales_return
         where order_id = $1 and status in (${RETURN_STATUS.pending}, ${RETURN_STATUS.returning}, ${RETURN_STATUS.received})`,
        [b.orderId],
      );
      const left = refundable(num(o.pay_amount), num(o.refunded_amount), num(open?.claimed ?? 0));
      if (b.amount > left) fail(Code.Conflict, OM.returnTooMuch(left));
      for (const [i, rl] of b.lines.entries()) {
        const l = lines.find((x) => x.id === rl.orderLineId);
        if (!l) return fail(Code.Conflict, OM.returnLineUnknown(i + 1));
        const [pending] = await tx.query<{ q: number }>(
          `select coalesce(sum(rl.quantity), 0) as q from sales_return_line rl join sales_return r on r.id = rl.return_id
           where rl.order_line_id = $1 and r.status in (${RETURN_STATUS.pending}, ${RETURN_STATUS.returning})`,
          [l.id],
        );
        const canReturn = l.quantity - l.returnedQuantity - num(pending?.q ?? 0);
        if (rl.quantity > canReturn)
          fail(Code.Conflict, OM.returnTooMany(`${l.name} ${l.spec}`.trim(), canReturn));
      }
      const returnNo = await nextDocNo(tx, 'TH', now);
      const { id } = await salesReturns.insert(tx, {
        returnNo,
        orderId: b.orderId,
        status: RETURN_STATUS.pending,
        reason,
        amount: b.amount,
        evidence: b.evidence ?? [],
        createTime: now,
      });
      for (const rl of b.lines)
        await tx.query(
          'insert into sales_return_line (return_id, order_line_id, quantity) values ($1, $2, $3)',
          [id, rl.orderLineId, rl.quantity],
        );
      await logOrder(tx, {
        orderId: b.orderId,
        returnId: id,
        action: '申请退货',
        from: null,
        to: null,
        note: `${returnNo}：${reason}，退款 ${(b.amount / 100).toFixed(2)} 元`,
        operator: user.realName,
        now,
      });
      return { id, returnNo };
    });
    return ok(created, OM.done.returnCreated);
  },

  async returnAction(ctx) {
    const user = requireUser(ctx);
    const { id } = ctx.body;
    const { action } = ctx.body;
    const reason = ctx.body.reason?.trim() ?? '';
    if (action === 'reject' && !reason) fail(Code.BadRequest, OM.rejectReasonRequired);
    const now = ctx.app.now();
    const iso = now.toISOString();
    const result = await ctx.db.transaction(async (tx) => {
      const [cur] = await tx.query<{ status: number }>(
        'select status from sales_return where id = $1 for update',
        [id],
      );
      if (!cur) return fail(Code.NotFound, OM.returnNotFound);
      const from = num(cur.status) as 0 | 1 | 2 | 3 | 4;
      const to = returnNext(action, from);
      if (to === null)
        return fail(Code.Conflict, OM.badReturnTransition(from, OM.actionName[action] ?? action));
      const ret = await getReturn(tx, id);
      let set: Sql = sql`status = ${to}`;
      let note: string | null = null;
      switch (action) {
        case 'agree':
          set = sql`status = ${to}, handle_time = ${iso}::timestamptz`;
          break;
        case 'reject':
          set = sql`status = ${to}, reject_reason = ${reason}, handle_time = ${iso}::timestamptz`;
          note = reason;
          break;
        case 'receive': {
          const docId = await receiveIntoStock(tx, ret, user, now);
          for (const rl of ret.lines)
            await tx.query(
              'update sales_order_line set returned_quantity = returned_quantity + $2 where id = $1',
              [rl.orderLineId, rl.quantity],
            );
          set = sql`status = ${to}, inbound_doc_id = ${docId}, receive_time = ${iso}::timestamptz`;
          note = `退货入库单 ${(await getDoc(tx, docId)).docNo}`;
          break;
        }
        case 'refund': {
          const rows = await tx.query(
            'update sales_order set refunded_amount = refunded_amount + $2 where id = $1 and refunded_amount + $2 <= pay_amount returning id',
            [ret.orderId, ret.amount],
          );
          if (rows.length === 0) fail(Code.Conflict, OM.returnTooMuch(0));
          set = sql`status = ${to}, refund_time = ${iso}::timestamptz`;
          note = `退款 ${(ret.amount / 100).toFixed(2)} 元`;
          break;
        }
      }
      await run(tx, sql`update sales_return set ${set} where id = ${id}`);
      await logOrder(tx, {
        orderId: ret.orderId,
        returnId: id,
        action: OM.actionName[action] ?? action,
        from: null,
        to: null,
        note: `${ret.returnNo}${note ? `：${note}` : ''}`,
        operator: user.realName,
        now,
      });
      return getReturn(tx, id);
    });
    return ok(result, OM.done[action]);
  },
});
