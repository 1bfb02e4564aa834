/**
 * 调拨 transfers between warehouses / storage points. Creating one writes, in one transaction, a
 * transfer number (DB…), an outbound document at the source (调拨出库) and an inbound document at
 * the target (调拨入库) with the same lines, both submitted (待审核); the outbound locks its
 * quantities (a short line refuses the whole transfer). Stock moves only when each document is
 * approved through the ordinary document actions (出库审核 / 入库审核).
 */
import { col, defineEntity, sql } from '../../db/entity';
import { formatDate } from '../../util/time';
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

/** 调拨单: the two warehouses and the outbound and inbound documents it created. */
const stockTransfers = defineEntity({
  table: 'stock_transfer',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    transferNo: col.text('transfer_no'),
    fromWarehouseId: col.int('from_warehouse_id'),
    toWarehouseId: col.int('to_warehouse_id'),
    outDocId: col.int('out_doc_id'),
    inDocId: col.int('in_doc_id'),
    remark: col.text('remark').nullable(),
    creatorName: col.text('creator_name'),
    createTime: col.time('create_time'),
  },
  computed: {
    fromWarehouseName: col.text('(select w.name from warehouse w where w.id = t.from_warehouse_id)'),
    toWarehouseName: col.text('(select w.name from warehouse w where w.id = t.to_warehouse_id)'),
    outDocNo: col.text('(select d.doc_no from stock_doc d where d.id = t.out_doc_id)'),
    outStatus: col.smallint('(select d.status from stock_doc d where d.id = t.out_doc_id)'),
    inDocNo: col.text('(select d.doc_no from stock_doc d where d.id = t.in_doc_id)'),
    inStatus: col.smallint('(select d.status from stock_doc d where d.id = t.in_doc_id)'),
    quantity: col.int(
      '(select coalesce(sum(l.quantity), 0)::int from stock_doc_line l where l.doc_id = t.out_doc_id)',
    ),
  },
  notFound: { msg: '调拨单不存在', code: Code.NotFound },
  orderBy: 't.id desc',
  fieldOrder: [
    'id',
    'transferNo',
    'fromWarehouseId',
    'fromWarehouseName',
    'toWarehouseId',
    'toWarehouseName',
    'outDocId',
    'outDocNo',
    'outStatus',
    'inDocId',
    'inDocNo',
    'inStatus',
    'quantity',
  ],
});

export const TRANSFER_HANDLERS = typedHandlers({
  async stockTransferPage(ctx) {
    const b = ctx.body;
    const no = b.transferNo?.trim();
    const page = await stockTransfers.list(ctx.db, {
      filter: { transferNo: no ? { contains: no } : undefined },
      where:
        b.warehouseId !== undefined
          ? [sql`(t.from_warehouse_id = ${b.warehouseId} or t.to_warehouse_id = ${b.warehouseId})`]
          : [],
      page: paging(b),
    });
    return ok(page);
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
      return stockTransfers.insert(tx, {
        transferNo,
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        outDocId: docIds.out,
        inDocId: docIds.in,
        remark: b.remark?.trim() || null,
        creatorName: user.realName,
        createTime: now,
      });
    });
    return ok(created, TM.created(created.transferNo));
  },
});
