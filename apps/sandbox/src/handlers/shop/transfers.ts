/**
 * 调拨 transfers between warehouses / storage points. Creating one writes, in one transaction, a
 * transfer number (DB…), an outbound document at the source (调拨出库) and an inbound document at
 * the target (调拨入库) with the same lines, both submitted (待审核); the outbound locks its
 * quantities (a short line refuses the whole transfer). Stock moves only when each document is
 * approved through the ordinary document actions (出库审核 / 入库审核).
 */
import { joinSql, run, type Sql, sql } from '../../db/entity';
import { formatDate, formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, paging, requireUser, typedHandlers } from '../types';
import { DOC_STATUS, insertDocLines, lockOutbound, nextDocNo } from './stock-documents';
import { warehouses } from './warehouses';
import { WM } from './wms-messages';

/** Messages of the transfers. */
export const TM = {
  sameWarehouse: '调出仓库与调入仓库不能相同',
  created: (no: string) => `调拨单 ${no} 已创建，出库单与入库单待审核`,
  batchNotInSource: (n: number, batch: string) => `第${n}行批次 ${batch} 在调出仓库没有库存`,
  partner: (name: string) => `调拨：${name}`,
};

/** 调拨出库 / 调拨入库 (biz_type 3 of either direction). */
const TRANSFER_BIZ_TYPE = 3;

const TRANSFER_SELECT = sql`select t.id, t.transfer_no as "transferNo", t.from_warehouse_id as "fromWarehouseId",
    fw.name as "fromWarehouseName", t.to_warehouse_id as "toWarehouseId", tw.name as "toWarehouseName",
    t.out_doc_id as "outDocId", od.doc_no as "outDocNo", od.status as "outStatus",
    t.in_doc_id as "inDocId", id.doc_no as "inDocNo", id.status as "inStatus",
    (select coalesce(sum(l.quantity), 0)::int from stock_doc_line l where l.doc_id = t.out_doc_id) as quantity,
    t.remark, t.creator_name as "creatorName", t.create_time as "createTime"
  from stock_transfer t join warehouse fw on fw.id = t.from_warehouse_id
    join warehouse tw on tw.id = t.to_warehouse_id join stock_doc od on od.id = t.out_doc_id
    join stock_doc id on id.id = t.in_doc_id`;

type TransferRow = Record<string, unknown> & { transferNo: string; createTime: unknown; quantity: number };
const shape = (r: TransferRow) => ({
  ...r,
  quantity: Number(r.quantity),
  createTime: formatDateTime(r.createTime instanceof Date ? r.createTime : new Date(String(r.createTime))),
});

export const TRANSFER_HANDLERS = typedHandlers({
  async stockTransferPage(ctx) {
    const b = ctx.body;
    const conds: Sql[] = [sql`true`];
    const no = b.transferNo?.trim();
    if (no) conds.push(sql`strpos(t.transfer_no, ${no}) > 0`);
    if (b.warehouseId !== undefined)
      conds.push(sql`(t.from_warehouse_id = ${b.warehouseId} or t.to_warehouse_id = ${b.warehouseId})`);
    const where = joinSql(conds, ' and ');
    const { limit, offset } = paging(b);
    const [rows, count] = await Promise.all([
      run<TransferRow>(
        ctx.db,
        sql`${TRANSFER_SELECT} where ${where} order by t.id desc limit ${limit} offset ${offset}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from stock_transfer t where ${where}`),
    ]);
    return ok({ records: rows.map(shape), total: count[0]?.n ?? 0 });
  },

  async stockTransferCreate(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    if (b.fromWarehouseId === b.toWarehouseId) fail(Code.BadRequest, TM.sameWarehouse);
    if (b.lines.length === 0) fail(Code.BadRequest, WM.noLines);
    for (const [i, l] of b.lines.entries())
      if (!(l.quantity > 0)) fail(Code.BadRequest, WM.quantityPositive(i + 1));
    const now = ctx.app.now();
    const at = now.toISOString();
    const created = await ctx.db.transaction(async (tx) => {
      const from = await warehouses.get(tx, b.fromWarehouseId);
      const to = await warehouses.get(tx, b.toWarehouseId);
      if (from.status !== 1 || to.status !== 1) fail(Code.Conflict, WM.warehouseDisabled);
      // Each line takes its batch's dates and the SKU's cost price from the source stock.
      const lines = [];
      for (const [i, l] of b.lines.entries()) {
        const [s] = await tx.query<{
          production_date: string | null;
          expiry_date: string | null;
          cost: number;
          sku_name: string;
          spec: string;
        }>(
          `select to_char(s.production_date, 'YYYY-MM-DD') as production_date,
             to_char(s.expiry_date, 'YYYY-MM-DD') as expiry_date, p.cost_price_cents as cost,
             k.name as sku_name, p.spec
           from stock s join sku_spec p on p.id = s.sku_spec_id join sku k on k.id = p.sku_id
           where s.warehouse_id = $1 and s.sku_spec_id = $2 and s.batch_no = $3`,
          [from.id, l.skuId, l.batchNo],
        );
        if (!s) return fail(Code.Conflict, TM.batchNotInSource(i + 1, l.batchNo));
        lines.push({ ...l, lineNo: i + 1, s });
      }
      const transferNo = await nextDocNo(tx, 'DB', now);
      const docIds: Record<'in' | 'out', number> = { in: 0, out: 0 };
      for (const direction of ['out', 'in'] as const) {
        const warehouseId = direction === 'out' ? from.id : to.id;
        const partner = TM.partner(direction === 'out' ? to.name : from.name);
        const docNo = await nextDocNo(tx, direction === 'in' ? 'RK' : 'CK', now);
        const [row] = await tx.query<{ id: number }>(
          `insert into stock_doc (warehouse_id, biz_type, partner, biz_no, doc_date, remark, doc_no, direction,
             status, creator_id, creator_name, create_time, submit_time)
           values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
          [
            warehouseId,
            TRANSFER_BIZ_TYPE,
            partner,
            transferNo,
            formatDate(now),
            b.remark?.trim() || null,
            docNo,
            direction,
            DOC_STATUS.pending,
            user.id,
            user.realName,
            at,
          ],
        );
        const id = row?.id as number;
        docIds[direction] = id;
        await insertDocLines(
          tx,
          id,
          lines.map((l) => ({
            lineNo: l.lineNo,
            skuId: l.skuId,
            batchNo: l.batchNo,
            productionDate: l.s.production_date,
            expiryDate: l.s.expiry_date,
            quantity: l.quantity,
            unitPrice: Number(l.s.cost),
            locationCode: null,
          })),
        );
      }
      await lockOutbound(
        tx,
        from.id,
        lines.map((l) => ({
          lineNo: l.lineNo,
          skuId: l.skuId,
          skuName: l.s.sku_name,
          spec: l.s.spec,
          batchNo: l.batchNo,
          quantity: l.quantity,
        })),
      );
      const [t] = await tx.query<{ id: number }>(
        `insert into stock_transfer (transfer_no, from_warehouse_id, to_warehouse_id, out_doc_id, in_doc_id, remark,
           creator_name, create_time)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [transferNo, from.id, to.id, docIds.out, docIds.in, b.remark?.trim() || null, user.realName, at],
      );
      const [result] = await run<TransferRow>(tx, sql`${TRANSFER_SELECT} where t.id = ${t?.id as number}`);
      return shape(result as TransferRow);
    });
    return ok(created, TM.created(created.transferNo));
  },
});
