/**
 * Inbound and outbound documents (入库单 / 出库单): 草稿 → 待审核 → 已审核 / 已驳回, 作废 before
 * 审核. Numbers RK/CK + yyyyMMdd + 4 digits come from one upsert per document (no duplicates under
 * concurrency). Submitting an outbound locks its quantities with conditional updates; approving
 * changes the stock of every line in one transaction (conditional updates: 在库 never goes below
 * zero) and writes each movement to the ledger with before and after.
 */
import type { Queryable } from '../../db/adapter';
import { joinSql, rawSql, run, type Sql, sql } from '../../db/entity';
import { M } from '../../messages';
import { formatDate, formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { requireButton } from '../shared';
import { type BodyOf, fail, ok, paging, requireUser, typedHandlers } from '../types';
import { warehouses } from './warehouses';
import { WM } from './wms-messages';

export const DOC_STATUS = { draft: 0, pending: 1, approved: 2, rejected: 3, void: 4 } as const;
type Direction = 'in' | 'out';

interface DocRow {
  id: number;
  docNo: string;
  direction: Direction;
  warehouseId: number;
  warehouseName: string;
  bizType: number;
  partner: string | null;
  bizNo: string | null;
  docDate: string;
  status: number;
  rejectReason: string | null;
  remark: string | null;
  creatorName: string;
  createTime: unknown;
  submitTime: unknown;
  auditTime: unknown;
  auditorName: string | null;
}

interface LineRow {
  docId: number;
  lineNo: number;
  skuId: number;
  skuName: string;
  spec: string;
  unit: string;
  batchNo: string;
  productionDate: string | null;
  expiryDate: string | null;
  quantity: number;
  unitPrice: number;
  locationCode: string | null;
}

const DOC_SELECT = `d.id, d.doc_no as "docNo", d.direction, d.warehouse_id as "warehouseId",
  w.name as "warehouseName", d.biz_type as "bizType", d.partner, d.biz_no as "bizNo",
  to_char(d.doc_date, 'YYYY-MM-DD') as "docDate", d.status, d.reject_reason as "rejectReason",
  d.remark, d.creator_name as "creatorName", d.create_time as "createTime",
  d.submit_time as "submitTime", d.audit_time as "auditTime", d.auditor_name as "auditorName"`;

const time = (v: unknown): string | null =>
  v === null || v === undefined ? null : formatDateTime(v instanceof Date ? v : new Date(String(v)));

async function linesOf(q: Queryable, docIds: readonly number[]): Promise<LineRow[]> {
  if (docIds.length === 0) return [];
  return q.query<LineRow>(
    `select l.doc_id as "docId", l.line_no as "lineNo", l.sku_spec_id as "skuId", k.name as "skuName",
       p.spec, p.unit, l.batch_no as "batchNo",
       to_char(l.production_date, 'YYYY-MM-DD') as "productionDate",
       to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
       l.quantity, l.unit_price as "unitPrice", l.location_code as "locationCode"
     from stock_doc_line l join sku_spec p on p.id = l.sku_spec_id join sku k on k.id = p.sku_id
     where l.doc_id = any($1::int4[]) order by l.doc_id, l.line_no`,
    [docIds],
  );
}

/** Documents with their lines and totals (amounts in fen: integer sums). */
async function withLines(q: Queryable, docs: readonly DocRow[]) {
  const lines = await linesOf(
    q,
    docs.map((d) => d.id),
  );
  return docs.map((d) => {
    const own = lines
      .filter((l) => l.docId === d.id)
      .map(({ docId: _docId, ...l }) => ({
        ...l,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unitPrice),
        amount: Number(l.quantity) * Number(l.unitPrice),
      }));
    return {
      ...d,
      createTime: time(d.createTime) as string,
      submitTime: time(d.submitTime),
      auditTime: time(d.auditTime),
      totalQuantity: own.reduce((s, l) => s + l.quantity, 0),
      totalAmount: own.reduce((s, l) => s + l.amount, 0),
      lines: own,
    };
  });
}

export async function getDoc(q: Queryable, id: number) {
  const rows = await q.query<DocRow>(
    `select ${DOC_SELECT} from stock_doc d join warehouse w on w.id = d.warehouse_id where d.id = $1`,
    [id],
  );
  if (!rows[0]) fail(Code.NotFound, WM.docNotFound);
  const [doc] = await withLines(q, rows);
  return doc as NonNullable<typeof doc>;
}

/**
 * The next number of a prefix for a day: RK202605100001 (入库 RK, 出库 CK, 订单 DD, 退货 TH, 调拨
 * DB). One upsert, safe under concurrency.
 */
export async function nextDocNo(
  q: Queryable,
  prefix: 'RK' | 'CK' | 'DD' | 'TH' | 'DB',
  now: Date,
): Promise<string> {
  const day = formatDate(now).replace(/-/g, '');
  const [row] = await q.query<{ last: number }>(
    `insert into doc_sequence (prefix, day, last) values ($1, $2, 1)
     on conflict (prefix, day) do update set last = doc_sequence.last + 1 returning last`,
    [prefix, day],
  );
  return `${prefix}${day}${String(row?.last ?? 1).padStart(4, '0')}`;
}

/** One line of a stock document as stored (a line as read, without its document and SKU names). */
export type DocLineInsert = Omit<LineRow, 'docId' | 'skuName' | 'spec' | 'unit'>;

/** Writes the lines of document `docId`, one statement a line, in the order given. */
export async function insertDocLines(
  q: Queryable,
  docId: number,
  lines: readonly DocLineInsert[],
): Promise<void> {
  for (const l of lines)
    await q.query(
      `insert into stock_doc_line (doc_id, line_no, sku_spec_id, batch_no, production_date, expiry_date, quantity,
         unit_price, location_code)
       values ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9)`,
      [
        docId,
        l.lineNo,
        l.skuId,
        l.batchNo,
        l.productionDate,
        l.expiryDate,
        l.quantity,
        l.unitPrice,
        l.locationCode,
      ],
    );
}

type SaveBody = BodyOf<'stockDocSave'>;
type Line = SaveBody['lines'][number];

/** Checks the lines (order of the messages: what a user fixes first). */
async function checkLines(q: Queryable, warehouseId: number, lines: readonly Line[]): Promise<void> {
  if (lines.length === 0) fail(Code.BadRequest, WM.noLines);
  for (const [i, l] of lines.entries()) {
    const n = i + 1;
    if (l.quantity <= 0) fail(Code.BadRequest, WM.quantityPositive(n));
    if (l.unitPrice < 0) fail(Code.BadRequest, WM.priceNegative(n));
    if (l.productionDate && l.expiryDate && l.expiryDate < l.productionDate)
      fail(Code.BadRequest, WM.expiryBeforeProduction(n));
  }
  const ids = [...new Set(lines.map((l) => l.skuId))];
  const known = new Set(
    (await q.query<{ id: number }>('select id from sku_spec where id = any($1::int4[])', [ids])).map(
      (r) => r.id,
    ),
  );
  const locations = new Set(
    (
      await q.query<{ code: string }>('select code from warehouse_location where warehouse_id = $1', [
        warehouseId,
      ])
    ).map((r) => r.code),
  );
  for (const [i, l] of lines.entries()) {
    if (!known.has(l.skuId)) fail(Code.BadRequest, WM.skuNotFound(i + 1));
    if (l.locationCode && !locations.has(l.locationCode))
      fail(Code.BadRequest, WM.locationNotInWarehouse(i + 1, l.locationCode));
  }
}

interface StockLine {
  lineNo: number;
  skuId: number;
  skuName: string;
  spec: string;
  batchNo: string;
  quantity: number;
}

/** Lines in a stable stock-row order (locks are taken in one order: no deadlocks). */
const inLockOrder = <T extends StockLine>(lines: readonly T[]): T[] =>
  [...lines].sort((a, b) => a.skuId - b.skuId || a.batchNo.localeCompare(b.batchNo) || a.lineNo - b.lineNo);

/** Locks (reserves) an outbound's quantities; refuses naming the first line that is short. */
export async function lockOutbound(
  q: Queryable,
  warehouseId: number,
  lines: readonly StockLine[],
): Promise<void> {
  for (const l of inLockOrder(lines)) {
    const rows = await q.query(
      `update stock set locked = locked + $4
       where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3 and on_hand - locked >= $4 returning id`,
      [warehouseId, l.skuId, l.batchNo, l.quantity],
    );
    if (rows.length === 0) {
      const [s] = await q.query<{ available: number }>(
        'select on_hand - locked as available from stock where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3',
        [warehouseId, l.skuId, l.batchNo],
      );
      fail(
        Code.Conflict,
        WM.shortStock(l.lineNo, `${l.skuName} ${l.spec}`, l.batchNo, Number(s?.available ?? 0), l.quantity),
      );
    }
  }
}

async function unlockOutbound(q: Queryable, warehouseId: number, lines: readonly StockLine[]): Promise<void> {
  for (const l of inLockOrder(lines))
    await q.query(
      `update stock set locked = locked - $4
       where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3 and locked >= $4`,
      [warehouseId, l.skuId, l.batchNo, l.quantity],
    );
}

type Doc = Awaited<ReturnType<typeof getDoc>>;

/** Applies an approved document to the stock: one conditional statement per line, then the ledger. */
export async function applyToStock(q: Queryable, doc: Doc, operator: string, now: Date): Promise<void> {
  for (const l of inLockOrder(doc.lines)) {
    let moved: { id: number; before: number; after: number } | undefined;
    if (doc.direction === 'in') {
      [moved] = await q.query<{ id: number; before: number; after: number }>(
        `insert into stock as s (warehouse_id, sku_spec_id, batch_no, production_date, expiry_date, location_code, on_hand, locked, update_time)
         values ($1, $2, $3, $4::date, $5::date, $6, $7, 0, $8)
         on conflict (warehouse_id, sku_spec_id, batch_no) do update set
           on_hand = s.on_hand + excluded.on_hand,
           production_date = coalesce(s.production_date, excluded.production_date),
           expiry_date = coalesce(s.expiry_date, excluded.expiry_date),
           location_code = coalesce(excluded.location_code, s.location_code),
           update_time = excluded.update_time
         returning s.id, s.on_hand - $7 as before, s.on_hand as after`,
        [
          doc.warehouseId,
          l.skuId,
          l.batchNo,
          l.productionDate,
          l.expiryDate,
          l.locationCode,
          l.quantity,
          now.toISOString(),
        ],
      );
    } else {
      [moved] = await q.query<{ id: number; before: number; after: number }>(
        `update stock set on_hand = on_hand - $4, locked = locked - $4, update_time = $5
         where warehouse_id = $1 and sku_spec_id = $2 and batch_no = $3 and locked >= $4 and on_hand >= $4
         returning id, on_hand + $4 as before, on_hand as after`,
        [doc.warehouseId, l.skuId, l.batchNo, l.quantity, now.toISOString()],
      );
    }
    // The upsert of an inbound line always answers its row: only an outbound line can miss (short stock).
    const m =
      moved ??
      fail(Code.Conflict, WM.shortStock(l.lineNo, `${l.skuName} ${l.spec}`, l.batchNo, 0, l.quantity));
    await q.query(
      `insert into stock_ledger (stock_id, warehouse_id, sku_spec_id, batch_no, doc_id, doc_no, direction, quantity,
         before_qty, after_qty, operator_name, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        m.id,
        doc.warehouseId,
        l.skuId,
        l.batchNo,
        doc.id,
        doc.docNo,
        doc.direction,
        doc.direction === 'in' ? l.quantity : -l.quantity,
        m.before,
        m.after,
        operator,
        now.toISOString(),
      ],
    );
  }
}

/** Moves a document from one of `from` to `to` (conditional: a concurrent action loses). */
async function transition(q: Queryable, id: number, from: readonly number[], set: Sql): Promise<void> {
  const rows = await run(
    q,
    sql`update stock_doc set ${set} where id = ${id} and status = any(${from}::int4[]) returning id`,
  );
  if (rows.length === 0) {
    const exists = await q.query('select 1 from stock_doc where id = $1', [id]);
    fail(exists.length ? Code.Conflict : Code.NotFound, exists.length ? WM.badTransition : WM.docNotFound);
  }
}

async function assertWarehouseActive(q: Queryable, warehouseId: number): Promise<void> {
  const w = await warehouses.get(q, warehouseId);
  if (w.status !== 1) fail(Code.Conflict, WM.warehouseDisabled);
}

export type StockDocAction = BodyOf<'stockDocAction'>['action'];

/** The button (after `inbound:` / `outbound:`) each document action needs (seed menus). */
const DOC_ACTION_BUTTON: Record<StockDocAction, string> = {
  submit: 'submit',
  approve: 'verify',
  reject: 'verify',
  void: 'void',
  withdraw: 'withdraw',
};

export const STOCK_DOC_HANDLERS = typedHandlers({
  async stockDocPage(ctx) {
    const b = ctx.body;
    const conds: Sql[] = [sql`d.direction = ${b.direction}`];
    const like = (column: string, v: string | undefined) => {
      const t = v?.trim();
      if (t) conds.push(sql`strpos(coalesce(${rawSql(column)}, ''), ${t}) > 0`);
    };
    like('d.doc_no', b.docNo);
    like('d.biz_no', b.bizNo);
    like('d.partner', b.partner);
    like('d.creator_name', b.creatorName);
    if (b.statuses?.length) conds.push(sql`d.status = any(${b.statuses}::int4[])`);
    if (b.warehouseId !== undefined) conds.push(sql`d.warehouse_id = ${b.warehouseId}`);
    if (b.bizType !== undefined) conds.push(sql`d.biz_type = ${b.bizType}`);
    if (b.dateFrom) conds.push(sql`d.doc_date >= ${b.dateFrom}::date`);
    if (b.dateTo) conds.push(sql`d.doc_date <= ${b.dateTo}::date`);
    const totals = sql`(select coalesce(sum(l.quantity), 0) from stock_doc_line l where l.doc_id = d.id)`;
    const amounts = sql`(select coalesce(sum(l.quantity::int8 * l.unit_price), 0) from stock_doc_line l where l.doc_id = d.id)`;
    if (b.quantityMin !== undefined) conds.push(sql`${totals} >= ${b.quantityMin}`);
    if (b.quantityMax !== undefined) conds.push(sql`${totals} <= ${b.quantityMax}`);
    if (b.amountMin !== undefined) conds.push(sql`${amounts} >= ${b.amountMin}`);
    if (b.amountMax !== undefined) conds.push(sql`${amounts} <= ${b.amountMax}`);
    const where = joinSql(conds, ' and ');
    const { limit, offset } = paging(b);
    const [docs, count] = await Promise.all([
      run<DocRow>(
        ctx.db,
        sql`select ${rawSql(DOC_SELECT)} from stock_doc d join warehouse w on w.id = d.warehouse_id
            where ${where} order by d.id desc limit ${limit} offset ${offset}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from stock_doc d where ${where}`),
    ]);
    return ok({ records: await withLines(ctx.db, docs), total: count[0]?.n ?? 0 });
  },

  async stockDocDetail(ctx) {
    return ok(await getDoc(ctx.db, ctx.query.id));
  },

  async stockDocSave(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const now = ctx.app.now();
    const saved = await ctx.db.transaction(async (tx) => {
      await assertWarehouseActive(tx, b.warehouseId);
      await checkLines(tx, b.warehouseId, b.lines);
      const header = [
        b.warehouseId,
        b.bizType,
        b.partner?.trim() || null,
        b.bizNo?.trim() || null,
        b.docDate,
        b.remark?.trim() || null,
      ];
      let id: number;
      let docNo: string;
      if (b.id === undefined) {
        docNo = await nextDocNo(tx, b.direction === 'in' ? 'RK' : 'CK', now);
        const [row] = await tx.query<{ id: number }>(
          `insert into stock_doc (warehouse_id, biz_type, partner, biz_no, doc_date, remark, doc_no, direction,
             status, creator_id, creator_name, create_time)
           values ($1, $2, $3, $4, $5::date, $6, $7, $8, 0, $9, $10, $11) returning id`,
          [...header, docNo, b.direction, user.id, user.realName, now.toISOString()],
        );
        id = row?.id as number;
      } else {
        const rows = await tx.query<{ doc_no: string; status: number; direction: string }>(
          'select doc_no, status, direction from stock_doc where id = $1 for update',
          [b.id],
        );
        const cur = rows[0];
        if (!cur || cur.direction !== b.direction) return fail(Code.NotFound, WM.docNotFound);
        if (cur.status !== DOC_STATUS.draft) fail(Code.Conflict, WM.onlyDraftEditable);
        await tx.query(
          `update stock_doc set warehouse_id = $1, biz_type = $2, partner = $3, biz_no = $4, doc_date = $5::date,
             remark = $6, reject_reason = null where id = $7`,
          [...header, b.id],
        );
        await tx.query('delete from stock_doc_line where doc_id = $1', [b.id]);
        id = b.id;
        docNo = cur.doc_no;
      }
      await insertDocLines(
        tx,
        id,
        b.lines.map((l, i) => ({
          lineNo: i + 1,
          skuId: l.skuId,
          batchNo: l.batchNo,
          productionDate: l.productionDate ?? null,
          expiryDate: l.expiryDate ?? null,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          locationCode: l.locationCode || null,
        })),
      );
      if (b.submit) await submit(tx, id, now);
      return { id, docNo };
    });
    return ok(saved, b.submit ? WM.done.submit : M.saved);
  },

  async stockDocAction(ctx) {
    const user = requireUser(ctx);
    const { id, action } = ctx.body;
    const reason = ctx.body.reason?.trim() ?? '';
    if (action === 'reject' && !reason) fail(Code.BadRequest, WM.rejectReasonRequired);
    const now = ctx.app.now();
    const doc = await ctx.db.transaction(async (tx) => {
      const before = await getDoc(tx, id);
      // The generic access check passed on either direction's button; the document decides which.
      await requireButton({ db: tx, user: ctx.user }, [
        `${before.direction === 'in' ? 'inbound' : 'outbound'}:${DOC_ACTION_BUTTON[action]}`,
      ]);
      const releases = before.direction === 'out' && before.status === DOC_STATUS.pending;
      switch (action) {
        case 'submit':
          await submit(tx, id, now);
          break;
        case 'approve': {
          await transition(
            tx,
            id,
            [DOC_STATUS.pending],
            sql`status = ${DOC_STATUS.approved}, audit_time = ${now.toISOString()}::timestamptz, auditor_name = ${user.realName}`,
          );
          await applyToStock(tx, before, user.realName, now);
          break;
        }
        case 'reject':
        case 'void':
        case 'withdraw': {
          // back without stock: an outbound 待审核 releases what it locked
          const back = {
            reject: {
              from: [DOC_STATUS.pending],
              set: sql`status = ${DOC_STATUS.rejected}, reject_reason = ${reason}, audit_time = ${now.toISOString()}::timestamptz, auditor_name = ${user.realName}`,
            },
            void: {
              from: [DOC_STATUS.draft, DOC_STATUS.pending, DOC_STATUS.rejected],
              set: sql`status = ${DOC_STATUS.void}`,
            },
            withdraw: {
              from: [DOC_STATUS.pending, DOC_STATUS.rejected],
              set: sql`status = ${DOC_STATUS.draft}`,
            },
          }[action];
          await transition(tx, id, back.from, back.set);
          if (releases) await unlockOutbound(tx, before.warehouseId, before.lines);
          break;
        }
      }
      return getDoc(tx, id);
    });
    return ok(doc, WM.done[action]);
  },
});

/** 草稿 → 待审核; an outbound locks its quantities in the same transaction. */
async function submit(q: Queryable, id: number, now: Date): Promise<void> {
  const doc = await getDoc(q, id);
  await assertWarehouseActive(q, doc.warehouseId);
  await transition(
    q,
    id,
    [DOC_STATUS.draft],
    sql`status = ${DOC_STATUS.pending}, submit_time = ${now.toISOString()}::timestamptz, reject_reason = null`,
  );
  if (doc.direction === 'out') await lockOutbound(q, doc.warehouseId, doc.lines);
}
