/**
 * 发货: per order, one transaction creates the outbound document (出库单, 销售出库, 待审核 — it
 * shows in 出库审核), takes batches first-expiring-first, locks (reserves) the quantities with the
 * warehousing module's conditional updates, and moves the order 待发货 → 已发货. Short stock
 * refuses the order and changes nothing; two orders racing for the last units: one wins.
 */
import type { Queryable } from '../../db/adapter';
import { sql } from '../../db/entity';
import { formatDate } from '../../util/time';
import { Code } from '../codes';
import { ApiFailure, fail, ok, requireUser, typedHandlers } from '../types';
import { getOrder, logOrder, moveOrder, orderLines } from './orders';
import { OM } from './orders-messages';
import { DOC_STATUS, insertDocLines, lockOutbound, nextDocNo } from './stock-documents';
import { warehouses } from './warehouses';

interface Need {
  skuId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** What an order takes from stock per SKU: package lines expand into their items. */
async function needsOf(q: Queryable, orderId: number): Promise<Need[]> {
  const lines = await orderLines(q, orderId);
  const needs = new Map<number, Need>();
  const add = (skuId: number, name: string, quantity: number, unitPrice: number) => {
    const cur = needs.get(skuId);
    if (cur) cur.quantity += quantity;
    else needs.set(skuId, { skuId, name, quantity, unitPrice });
  };
  for (const l of lines) {
    if (l.skuId !== null) add(l.skuId, `${l.name} ${l.spec}`, l.quantity, l.unitPrice);
    else {
      const items = await q.query<{
        sku_spec_id: number;
        quantity: number;
        name: string;
        spec: string;
        price: number;
      }>(
        `select i.sku_spec_id, i.quantity, k.name, p.spec, p.price_cents as price
         from setmeal_item i join sku_spec p on p.id = i.sku_spec_id join sku k on k.id = p.sku_id
         where i.setmeal_id = $1 order by i.sort, i.sku_spec_id`,
        [l.setmealId],
      );
      for (const i of items)
        add(Number(i.sku_spec_id), `${i.name} ${i.spec}`, Number(i.quantity) * l.quantity, Number(i.price));
    }
  }
  return [...needs.values()];
}

interface Pick {
  skuId: number;
  skuName: string;
  spec: string;
  batchNo: string;
  productionDate: string | null;
  expiryDate: string | null;
  locationCode: string | null;
  quantity: number;
  unitPrice: number;
}

/** Batches for each need, first-expiring-first; refuses naming the first SKU that is short. */
async function allocate(q: Queryable, warehouseId: number, needs: readonly Need[]): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const n of needs) {
    const rows = await q.query<Record<string, unknown>>(
      `select batch_no, to_char(production_date, 'YYYY-MM-DD') as production_date,
         to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, location_code, on_hand - locked as available
       from stock where warehouse_id = $1 and sku_spec_id = $2 and on_hand - locked > 0
       order by expiry_date nulls last, batch_no`,
      [warehouseId, n.skuId],
    );
    let left = n.quantity;
    const available = rows.reduce((s, r) => s + Number(r.available), 0);
    if (available < n.quantity) fail(Code.Conflict, OM.shortStock(n.name, available, n.quantity));
    for (const r of rows) {
      if (left === 0) break;
      const take = Math.min(left, Number(r.available));
      left -= take;
      picks.push({
        skuId: n.skuId,
        skuName: n.name,
        spec: '',
        batchNo: r.batch_no as string,
        productionDate: (r.production_date as string | null) ?? null,
        expiryDate: (r.expiry_date as string | null) ?? null,
        locationCode: (r.location_code as string | null) ?? null,
        quantity: take,
        unitPrice: n.unitPrice,
      });
    }
  }
  return picks;
}

export interface ShipInput {
  id: number;
  trackingNo: string;
  warehouseId: number;
  company: string;
}

/** Ships one order in its own transaction; answers the outbound document's number. */
function shipOne(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  input: ShipInput,
  operator: { id: number; realName: string },
  now: Date,
): Promise<{ id: number; orderNo: string; docNo: string }> {
  return db.transaction((tx) => shipOrder(tx, input, operator, now));
}

/** Ships one order inside the caller's transaction (the seed uses it too). */
export async function shipOrder(
  tx: Queryable,
  input: ShipInput,
  operator: { id: number; realName: string },
  now: Date,
): Promise<{ id: number; orderNo: string; docNo: string }> {
  {
    const order = await getOrder(tx, input.id, true);
    const picks = await allocate(tx, input.warehouseId, await needsOf(tx, input.id));
    const docNo = await nextDocNo(tx, 'CK', now);
    const [doc] = await tx.query<{ id: number }>(
      `insert into stock_doc (doc_no, direction, warehouse_id, biz_type, partner, biz_no, doc_date, status, remark,
         creator_id, creator_name, create_time, submit_time)
       values ($1, 'out', $2, 1, $3, $4, $5::date, $6, $7, $8, $9, $10, $10) returning id`,
      [
        docNo,
        input.warehouseId,
        order.customerName,
        order.orderNo,
        formatDate(now),
        DOC_STATUS.pending,
        `订单发货 ${input.company} ${input.trackingNo}`,
        operator.id,
        operator.realName,
        now.toISOString(),
      ],
    );
    const docId = Number(doc?.id);
    await insertDocLines(
      tx,
      docId,
      picks.map((p, i) => ({ ...p, lineNo: i + 1 })),
    );
    await lockOutbound(
      tx,
      input.warehouseId,
      picks.map((p, i) => ({ ...p, lineNo: i + 1 })),
    );
    const { from, to } = await moveOrder(
      tx,
      input.id,
      'ship',
      sql`warehouse_id = ${input.warehouseId}, logistics_company = ${input.company}, tracking_no = ${input.trackingNo},
          outbound_doc_id = ${docId}, ship_time = ${now.toISOString()}::timestamptz`,
    );
    await logOrder(tx, {
      orderId: input.id,
      action: OM.actionName.ship ?? '发货',
      from,
      to,
      note: `${input.company} ${input.trackingNo}，出库单 ${docNo}`,
      operator: operator.realName,
      now,
    });
    return { id: input.id, orderNo: order.orderNo, docNo };
  }
}

export const ORDER_SHIP_HANDLERS = typedHandlers({
  async orderShip(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const company = b.logisticsCompany.trim();
    if (!company || b.orders.some((o) => !o.trackingNo.trim())) fail(Code.BadRequest, OM.trackingRequired);
    const w = await warehouses.get(ctx.db, b.warehouseId);
    if (w.status !== 1) fail(Code.Conflict, OM.warehouseDisabled);
    const now = ctx.app.now();
    const shipped: { id: number; orderNo: string; docNo: string }[] = [];
    const failed: { id: number; orderNo: string; msg: string }[] = [];
    for (const o of b.orders) {
      try {
        shipped.push(
          await shipOne(
            ctx.db,
            { id: o.id, trackingNo: o.trackingNo.trim(), warehouseId: b.warehouseId, company },
            user,
            now,
          ),
        );
      } catch (e) {
        if (!(e instanceof ApiFailure) || b.orders.length === 1) throw e;
        const [row] = await ctx.db.query<{ order_no: string }>(
          'select order_no from sales_order where id = $1',
          [o.id],
        );
        failed.push({ id: o.id, orderNo: row?.order_no ?? '', msg: e.message });
      }
    }
    return ok(
      { shipped, failed },
      failed.length ? `发货 ${shipped.length} 单，失败 ${failed.length} 单` : OM.done.ship,
    );
  },
});
