/**
 * The provider state of the warehousing interactions ("the warehousing fixtures exist"): fixed
 * records with fixed ids, remade before each interaction — an SKU, a warehouse with one zone and
 * location, 100 units of batch PACT-B1 there (from the approved inbound 9801, so the ledger has a
 * movement), a 草稿 inbound 9802 and a 待审核 inbound 9803. Also the data of the sandbox's own
 * warehousing tests.
 */
import type { Queryable } from '../db/adapter';
import { applyToStock, getDoc } from '../handlers/shop/stock-documents';

export const WMS_FIXTURES = {
  sku: { id: 9601, name: '契约测试复合肥', categoryCode: '0102' },
  spec: { id: 9601, spec: '40kg/袋', unit: '袋', priceCents: 16800, warningStock: 50 },
  warehouse: { id: 9701, code: 'PACT-WH', name: '契约测试仓', qhdm: '430104', qhmc: '岳麓区' },
  location: 'A-01',
  batch: 'PACT-B1',
  stocked: 100,
  docs: { approved: 9801, draft: 9802, pending: 9803 },
} as const;

/**
 * A fixture SKU with its one specification (its prices all `priceCents`), made when the
 * specification does not exist; one that exists is kept as it is (documents may use it).
 */
export async function ensureFixtureSku(
  tx: Queryable,
  sku: { id: number; name: string; categoryCode: string },
  spec: { id: number; spec: string; unit: string; priceCents: number; warningStock?: number },
  iso: string,
): Promise<void> {
  const specUsed = await tx.query('select 1 from sku_spec where id = $1', [spec.id]);
  if (specUsed.length > 0) return;
  await tx.query('delete from sku where id = $1', [sku.id]);
  await tx.query(
    `insert into sku (id, name, category_code, manufacturer, status, create_time, update_time)
     values ($1, $2, $3, '契约测试生产企业', 1, $4::timestamptz, $4::timestamptz)`,
    [sku.id, sku.name, sku.categoryCode, iso],
  );
  await tx.query(
    `insert into sku_spec (id, sku_id, spec, unit, price_cents, market_price_cents, cost_price_cents, warning_stock, status)
     values ($1, $2, $3, $4, $5, $5, $5, $6, 1)`,
    [spec.id, sku.id, spec.spec, spec.unit, spec.priceCents, spec.warningStock ?? 0],
  );
}

/** Makes the fixtures true (deletes and re-inserts them with fixed ids). */
export async function setUpWarehousingFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = WMS_FIXTURES;
  const iso = now.toISOString();
  const docs = [F.docs.approved, F.docs.draft, F.docs.pending];
  await tx.query('delete from stock_ledger where warehouse_id = $1 or doc_id = any($2::int4[])', [
    F.warehouse.id,
    docs,
  ]);
  await tx.query('delete from stock where warehouse_id = $1', [F.warehouse.id]);
  await tx.query('delete from stock_doc where warehouse_id = $1 or id = any($2::int4[])', [
    F.warehouse.id,
    docs,
  ]);
  await tx.query('delete from warehouse where id = $1 or code = $2', [F.warehouse.id, F.warehouse.code]);
  await ensureFixtureSku(tx, F.sku, F.spec, iso);
  await tx.query(
    `insert into warehouse (id, name, code, type, qhdm, qhmc, address, lon, lat, manager_id, capacity, status, create_time)
     values ($1, $2, $3, 1, $4, $5, '麓谷大道 1 号', 112.88, 28.21, 1, 1000, 1, $6::timestamptz)`,
    [F.warehouse.id, F.warehouse.name, F.warehouse.code, F.warehouse.qhdm, F.warehouse.qhmc, iso],
  );
  const [zone] = await tx.query<{ id: number }>(
    `insert into warehouse_zone (warehouse_id, code, name) values ($1, 'A', '化肥区') returning id`,
    [F.warehouse.id],
  );
  await tx.query(
    `insert into warehouse_location (zone_id, warehouse_id, code, capacity) values ($1, $2, $3, 1000)`,
    [zone?.id, F.warehouse.id, F.location],
  );
  const doc = async (id: number, status: number, quantity: number) => {
    await tx.query(
      `insert into stock_doc (id, doc_no, direction, warehouse_id, biz_type, partner, doc_date, status, creator_id,
         creator_name, create_time, submit_time)
       values ($1, $2, 'in', $3, 1, '契约测试供应商', $4::timestamptz::date, $5::smallint, 1, '系统管理员', $4::timestamptz,
         case when $5::smallint > 0 then $4::timestamptz end)`,
      [id, `RK19990101${String(id).padStart(4, '0')}`, F.warehouse.id, iso, status],
    );
    await tx.query(
      `insert into stock_doc_line (doc_id, line_no, sku_spec_id, batch_no, quantity, unit_price, location_code)
       values ($1, 1, $2, $3, $4, 12000, $5)`,
      [id, F.spec.id, F.batch, quantity, F.location],
    );
  };
  await doc(F.docs.approved, 1, F.stocked);
  await tx.query(
    `update stock_doc set status = 2, audit_time = $2::timestamptz, auditor_name = '系统管理员' where id = $1`,
    [F.docs.approved, iso],
  );
  await applyToStock(tx, await getDoc(tx, F.docs.approved), '系统管理员', now);
  await doc(F.docs.draft, 0, 20);
  await doc(F.docs.pending, 1, 30);
  return {};
}
