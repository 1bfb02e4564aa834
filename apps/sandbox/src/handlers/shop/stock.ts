/** Stock per warehouse / SKU / batch, the ledger of movements, and the SKUs a document line can take. */
import { joinSql, run, type Sql, sql } from '../../db/entity';
import { likeAnywhere } from '../../util/like';
import { formatDate, formatDateTime } from '../../util/time';
import { ok, paging, typedHandlers } from '../types';

const time = (v: unknown): string => formatDateTime(v instanceof Date ? v : new Date(String(v)));

interface StockDbRow {
  id: number;
  warehouseId: number;
  warehouseName: string;
  skuId: number;
  skuName: string;
  spec: string;
  unit: string;
  barcode: string | null;
  batchNo: string;
  productionDate: string | null;
  expiryDate: string | null;
  locationCode: string | null;
  onHand: number;
  locked: number;
  warningValue: number;
  skuAvailable: number;
  updateTime: unknown;
}

export const STOCK_HANDLERS = typedHandlers({
  async stockPage(ctx) {
    const b = ctx.body;
    const today = formatDate(ctx.app.now());
    const days = b.expiryDays ?? 30;
    const { limit, offset } = paging(b);
    // Filters on the SKU (keyword) and on the warehouse's SKU total (低于预警) pick (warehouse, SKU
    // spec) pairs from stock_summary — a few hundred rows however many batches there are; filters
    // on the batch rows themselves (batch number, expiry, 有库存) are conditions on stock.
    const pairConds: Sql[] = [sql`ss.batches > 0`];
    if (b.warehouseId !== undefined) pairConds.push(sql`ss.warehouse_id = ${b.warehouseId}`);
    const kw = b.keyword?.trim();
    if (kw)
      pairConds.push(
        sql`(strpos(k.name, ${kw}) > 0 or strpos(p.spec, ${kw}) > 0 or strpos(coalesce(p.barcode, ''), ${kw}) > 0)`,
      );
    if (b.warning) pairConds.push(sql`ss.available < p.warning_stock`);
    const pairs = await run<{ w: number; s: number; batches: number }>(
      ctx.db,
      sql`select ss.warehouse_id as w, ss.sku_spec_id as s, ss.batches
            from stock_summary ss join sku_spec p on p.id = ss.sku_spec_id join sku k on k.id = p.sku_id
           where ${joinSql(pairConds, ' and ')}
           order by ss.warehouse_id, ss.sku_spec_id`,
    );
    const rowConds: Sql[] = [];
    const batch = b.batchNo?.trim();
    // LIKE, not strpos: the trigram index of migration 023 serves it (same matches).
    if (batch) rowConds.push(sql`s.batch_no like ${likeAnywhere(batch)}`);
    if (b.expiring) rowConds.push(sql`s.expiry_date <= ${today}::date + ${days}::int and s.on_hand > 0`);
    if (b.inStock) rowConds.push(sql`s.on_hand > 0`);

    let ids: number[] = [];
    let total = 0;
    if (pairs.length > 0 && rowConds.length === 0) {
      // Every batch row of the chosen pairs matches: the total is the pairs' batch counts, and a
      // page is read from the pairs it falls in through the unique index (warehouse, spec, batch) —
      // page 5,000 costs what page 1 does.
      const segments: Sql[] = [];
      let skip = offset;
      let want = limit;
      for (const pair of pairs) {
        const n = Number(pair.batches);
        total += n;
        if (want === 0) continue;
        if (skip >= n) {
          skip -= n;
          continue;
        }
        const take = Math.min(want, n - skip);
        segments.push(
          sql`(select s.id, s.warehouse_id, s.sku_spec_id, s.batch_no from stock s
                where s.warehouse_id = ${pair.w} and s.sku_spec_id = ${pair.s}
                order by s.batch_no limit ${take} offset ${skip})`,
        );
        want -= take;
        skip = 0;
      }
      if (segments.length > 0) {
        const page = await run<{ id: number }>(
          ctx.db,
          sql`select id from (${joinSql(segments, ' union all ')}) x order by warehouse_id, sku_spec_id, batch_no`,
        );
        ids = page.map((r) => r.id);
      }
    } else if (pairs.length > 0) {
      // Without a filter on the pairs every stock row's pair is in: the row filters alone decide
      // (and can use their own indexes instead of a join with every pair).
      const allPairs = pairConds.length === 1;
      const pairIn = sql`(s.warehouse_id, s.sku_spec_id) in (select * from unnest(${pairs.map((p) => p.w)}::int4[], ${pairs.map((p) => p.s)}::int4[]))`;
      const where = joinSql(allPairs ? rowConds : [pairIn, ...rowConds], ' and ');
      // Ordered as the unique index (warehouse, SKU spec, batch): a page reads the index instead of
      // sorting every matching row; only the page's ids, joined for display afterwards.
      const [page, count] = await Promise.all([
        run<{ id: number }>(
          ctx.db,
          sql`select s.id from stock s where ${where}
               order by s.warehouse_id, s.sku_spec_id, s.batch_no limit ${limit} offset ${offset}`,
        ),
        run<{ n: number }>(ctx.db, sql`select count(*)::int as n from stock s where ${where}`),
      ]);
      ids = page.map((r) => r.id);
      total = count[0]?.n ?? 0;
    }
    const rows =
      ids.length === 0
        ? []
        : await run<StockDbRow>(
            ctx.db,
            sql`select s.id, s.warehouse_id as "warehouseId", w.name as "warehouseName", s.sku_spec_id as "skuId",
                  k.name as "skuName", p.spec, p.unit, p.barcode, s.batch_no as "batchNo",
                  to_char(s.production_date, 'YYYY-MM-DD') as "productionDate",
                  to_char(s.expiry_date, 'YYYY-MM-DD') as "expiryDate", s.location_code as "locationCode",
                  s.on_hand as "onHand", s.locked, p.warning_stock as "warningValue",
                  coalesce(ss.available, 0) as "skuAvailable", s.update_time as "updateTime"
                from stock s join warehouse w on w.id = s.warehouse_id join sku_spec p on p.id = s.sku_spec_id
                  join sku k on k.id = p.sku_id
                  left join stock_summary ss on ss.warehouse_id = s.warehouse_id and ss.sku_spec_id = s.sku_spec_id
               where s.id = any(${ids}::int4[])
               order by s.warehouse_id, s.sku_spec_id, s.batch_no`,
          );
    const soon = new Date(`${today}T00:00:00Z`);
    soon.setUTCDate(soon.getUTCDate() + days);
    const soonText = soon.toISOString().slice(0, 10);
    return ok({
      records: rows.map((r) => {
        const onHand = Number(r.onHand);
        const locked = Number(r.locked);
        const skuAvail = Number(r.skuAvailable);
        const warningValue = Number(r.warningValue);
        const expired = r.expiryDate !== null && r.expiryDate < today;
        return {
          ...r,
          onHand,
          locked,
          available: onHand - locked,
          warningValue,
          skuAvailable: skuAvail,
          belowWarning: skuAvail < warningValue,
          expired,
          expiringSoon: r.expiryDate !== null && !expired && r.expiryDate <= soonText,
          updateTime: time(r.updateTime),
        };
      }),
      total,
    });
  },

  async stockLedgerPage(ctx) {
    const b = ctx.body;
    const conds: Sql[] = [sql`true`];
    if (b.stockId !== undefined) conds.push(sql`g.stock_id = ${b.stockId}`);
    if (b.warehouseId !== undefined) conds.push(sql`g.warehouse_id = ${b.warehouseId}`);
    if (b.skuId !== undefined) conds.push(sql`g.sku_spec_id = ${b.skuId}`);
    const docNo = b.docNo?.trim();
    if (docNo) conds.push(sql`strpos(g.doc_no, ${docNo}) > 0`);
    const where = joinSql(conds, ' and ');
    const { limit, offset } = paging(b);
    const [rows, count] = await Promise.all([
      run<Record<string, unknown>>(
        ctx.db,
        sql`select g.id, g.stock_id as "stockId", w.name as "warehouseName", k.name as "skuName", p.spec,
              g.batch_no as "batchNo", g.doc_id as "docId", g.doc_no as "docNo", g.direction, g.quantity,
              g.before_qty as "beforeQty", g.after_qty as "afterQty", g.operator_name as "operatorName",
              g.create_time as "createTime"
            from stock_ledger g join warehouse w on w.id = g.warehouse_id join sku_spec p on p.id = g.sku_spec_id
              join sku k on k.id = p.sku_id
            where ${where} order by g.id desc limit ${limit} offset ${offset}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from stock_ledger g where ${where}`),
    ]);
    return ok({
      records: rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        beforeQty: Number(r.beforeQty),
        afterQty: Number(r.afterQty),
        createTime: time(r.createTime),
      })),
      total: count[0]?.n ?? 0,
    });
  },

  async wmsSkuOptions(ctx) {
    const b = ctx.body ?? {};
    const kw = b.keyword?.trim() ?? '';
    const ids = b.ids ?? [];
    const rows = await run<{
      id: number;
      skuName: string;
      spec: string;
      unit: string;
      barcode: string | null;
      warningValue: number;
      price: number;
    }>(
      ctx.db,
      sql`select p.id, k.name as "skuName", p.spec, p.unit, p.barcode, p.warning_stock as "warningValue",
            p.price_cents as price
          from sku_spec p join sku k on k.id = p.sku_id
          where (p.status = 1 and k.status = 1
                 and (${kw} = '' or strpos(k.name, ${kw}) > 0 or strpos(p.spec, ${kw}) > 0
                      or strpos(coalesce(p.barcode, ''), ${kw}) > 0))
             or p.id = any(${ids}::int4[])
          order by k.name, p.sort, p.id limit 50`,
    );
    const batches =
      b.warehouseId !== undefined && rows.length
        ? await run<{
            skuId: number;
            batchNo: string;
            available: number;
            productionDate: string | null;
            expiryDate: string | null;
            locationCode: string | null;
          }>(
            ctx.db,
            sql`select sku_spec_id as "skuId", batch_no as "batchNo", on_hand - locked as available,
                  to_char(production_date, 'YYYY-MM-DD') as "productionDate",
                  to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", location_code as "locationCode"
                from stock where warehouse_id = ${b.warehouseId} and sku_spec_id = any(${rows.map((r) => r.id)}::int4[])
                  and on_hand - locked > 0
                order by expiry_date nulls last, batch_no`,
          )
        : [];
    return ok({
      list: rows.map((r) => ({
        ...r,
        warningValue: Number(r.warningValue),
        price: Number(r.price),
        batches: batches
          .filter((x) => x.skuId === r.id)
          .map(({ skuId: _s, ...x }) => ({ ...x, available: Number(x.available) })),
      })),
    });
  },
});
