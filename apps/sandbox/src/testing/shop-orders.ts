/**
 * The provider state of the order and group-purchase interactions ("the order fixtures exist"):
 * fixed records with fixed ids, remade before each interaction — an SKU, a warehouse with 10 units
 * of batch ORD-B1 (from an approved inbound document), two customers, an order 9901 待发货
 * (2 units), an order 9902 待付款, a demand record 9901 and an open group offer 9901 (minimum 2,
 * deadline 30 days after now). Also the data of the sandbox's own order tests.
 */
import type { Queryable } from '../db/adapter';
import { applyToStock, getDoc } from '../handlers/shop/stock-documents';
import { ensureFixtureSku } from './shop-warehousing';

export const ORDER_FIXTURES = {
  sku: { id: 9611, name: '契约测试尿素', categoryCode: '0101' },
  spec: { id: 9611, spec: '50kg/袋', unit: '袋', priceCents: 12500 },
  warehouse: { id: 9711, code: 'ORD-WH', name: '订单测试仓' },
  batch: 'ORD-B1',
  stocked: 10,
  inbound: 9811,
  customers: [
    { id: 9901, name: '浏阳市金穗种植合作社', phone: '13900009901' },
    { id: 9902, name: '张家界李记家庭农场', phone: '13900009902' },
  ],
  orders: { toShip: 9901, unpaid: 9902 },
  demand: 9901,
  offer: 9901,
} as const;

/** The ids and figures of the fixtures as the sandbox's own order tests use them. */
export const ORDER_FIXTURE_IDS = {
  spec: ORDER_FIXTURES.spec.id,
  warehouse: ORDER_FIXTURES.warehouse.id,
  batch: ORDER_FIXTURES.batch,
  stocked: ORDER_FIXTURES.stocked,
  customers: [ORDER_FIXTURES.customers[0].id, ORDER_FIXTURES.customers[1].id] as const,
  orders: ORDER_FIXTURES.orders,
  offer: ORDER_FIXTURES.offer,
  demand: ORDER_FIXTURES.demand,
};

/** Makes the fixtures true (deletes what earlier runs left and re-inserts with fixed ids). */
export async function setUpOrderFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = ORDER_FIXTURES;
  const iso = now.toISOString();
  const customerIds = F.customers.map((c) => c.id);
  const orders = `select id from sales_order where id = any($1::int4[]) or customer_id = any($2::int4[]) or warehouse_id = $3`;
  const orderArgs = [[F.orders.toShip, F.orders.unpaid], customerIds, F.warehouse.id];
  await tx.query(
    `delete from group_appointment where order_id in (${orders}) or customer_id = any($2::int4[])`,
    orderArgs,
  );
  await tx.query(
    `delete from sales_return where order_id in (${orders})
       or inbound_doc_id in (select id from stock_doc where warehouse_id = $3)`,
    orderArgs,
  );
  await tx.query(`delete from sales_order where id in (${orders})`, orderArgs);
  await tx.query('delete from group_offer where id = $1 or sku_spec_id = $2', [F.offer, F.spec.id]);
  await tx.query('delete from demand where id = $1 or customer_id = any($2::int4[])', [
    F.demand,
    customerIds,
  ]);
  await tx.query('delete from customer where id = any($1::int4[]) or phone = any($2::text[])', [
    customerIds,
    F.customers.map((c) => c.phone),
  ]);
  await tx.query('delete from stock_ledger where warehouse_id = $1', [F.warehouse.id]);
  await tx.query('delete from stock where warehouse_id = $1', [F.warehouse.id]);
  await tx.query('delete from stock_doc where warehouse_id = $1 or id = $2', [F.warehouse.id, F.inbound]);
  await tx.query('delete from warehouse where id = $1 or code = $2', [F.warehouse.id, F.warehouse.code]);

  await ensureFixtureSku(tx, F.sku, F.spec, iso);
  await tx.query(
    `insert into warehouse (id, name, code, type, qhdm, qhmc, address, lon, lat, manager_id, capacity, status, create_time)
     values ($1, $2, $3, 2, '430181', '湖南省长沙市浏阳市', '集里街道 8 号', 113.64, 28.16, 1, 500, 1, $4::timestamptz)`,
    [F.warehouse.id, F.warehouse.name, F.warehouse.code, iso],
  );
  await tx.query(
    `insert into stock_doc (id, doc_no, direction, warehouse_id, biz_type, partner, doc_date, status, creator_id,
       creator_name, create_time, submit_time, audit_time, auditor_name)
     values ($1, 'RK199901019811', 'in', $2, 1, '契约测试供应商', $3::timestamptz::date, 2, 1, '系统管理员',
       $3::timestamptz, $3::timestamptz, $3::timestamptz, '系统管理员')`,
    [F.inbound, F.warehouse.id, iso],
  );
  await tx.query(
    `insert into stock_doc_line (doc_id, line_no, sku_spec_id, batch_no, expiry_date, quantity, unit_price)
     values ($1, 1, $2, $3, '2028-12-31', $4, 10000)`,
    [F.inbound, F.spec.id, F.batch, F.stocked],
  );
  await applyToStock(tx, await getDoc(tx, F.inbound), '系统管理员', now);

  for (const c of F.customers)
    await tx.query(
      `insert into customer (id, name, type, contact_name, phone, qhdm, qhmc, address, crops, area_mu, level, source,
         status, create_time, update_time)
       values ($1, $2, 2, '李建国', $3, '430181', '湖南省长沙市浏阳市', '集里街道 18 号', '["水稻"]', 300, 1, 1, 1,
         $4::timestamptz, $4::timestamptz)`,
      [c.id, c.name, c.phone, iso],
    );
  const [a, b] = F.customers;
  const order = async (id: number, status: number, c: { id: number; name: string; phone: string }) => {
    const amount = F.spec.priceCents * 2;
    await tx.query(
      `insert into sales_order (id, order_no, source, customer_id, customer_name, customer_phone, receiver_name,
         receiver_phone, receiver_qhdm, receiver_qhmc, receiver_address, goods_amount, freight_amount, adjust_amount,
         pay_amount, pay_method, pay_time, status, create_time)
       values ($1, $2, 1, $3, $4, $5, '李建国', $5, '430181', '湖南省长沙市浏阳市', '集里街道 18 号', $6, 0, 0, $6,
         case when $7::smallint > 0 then 1 end, case when $7::smallint > 0 then $8::timestamptz end, $7::smallint, $8::timestamptz)`,
      [id, `DD19990101${id}`, c.id, c.name, c.phone, amount, status, iso],
    );
    await tx.query(
      `insert into sales_order_line (order_id, line_no, sku_spec_id, name, spec, unit, quantity, unit_price, amount)
       values ($1, 1, $2, $3, $4, $5, 2, $6, $7)`,
      [id, F.spec.id, F.sku.name, F.spec.spec, F.spec.unit, F.spec.priceCents, amount],
    );
    await tx.query(
      `insert into sales_order_log (order_id, action, from_status, to_status, operator_name, create_time)
       values ($1, '创建订单', null, $2, '系统管理员', $3::timestamptz)`,
      [id, status, iso],
    );
  };
  if (a && b) {
    await order(F.orders.toShip, 1, a);
    await order(F.orders.unpaid, 0, b);
    await tx.query(
      `insert into demand (id, customer_id, crop, area_mu, category_code, quantity, unit, wanted_date, qhdm, qhmc, create_time)
       values ($1, $2, '水稻', 300, $3, 40, '袋', ($4::timestamptz + interval '20 days')::date, '430181', '湖南省长沙市浏阳市',
         $4::timestamptz)`,
      [F.demand, a.id, F.sku.categoryCode, iso],
    );
  }
  await tx.query(
    `insert into group_offer (id, title, sku_spec_id, base_price, tiers, min_participants, deadline, status, creator_name,
       create_time)
     values ($1, '契约测试尿素春耕团', $2, 12500, '[{"participants":2,"unitPrice":11800}]', 2,
       $3::timestamptz + interval '30 days', 0, '系统管理员', $3::timestamptz)`,
    [F.offer, F.spec.id, iso],
  );
  return {};
}
