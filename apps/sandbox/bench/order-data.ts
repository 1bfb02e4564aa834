/** The 200,000 more orders of the order-list and export benchmarks (deterministic). */
import type { Queryable } from '../src/db/adapter';
import { openDatabase } from '../src/db/open';
import { rebuildOrderTallies } from '../src/seed/orders';

/** 200,000 orders with their lines (deterministic; order numbers BO + 8 digits). */
export async function addBenchOrders(q: Queryable, count: number, now: Date): Promise<void> {
  // The tallies' triggers would update a handful of rows 200,000 times in one transaction (each
  // update walks the versions the earlier ones left): off while loading, the tallies rebuilt after.
  await q.query('alter table sales_order disable trigger sales_order_tally_track');
  await q.query('alter table sales_order disable trigger sales_order_buyer_tally_track');
  await q.query(`delete from sales_order where order_no like 'BO%'`);
  await q.query(
    `insert into sales_order (order_no, source, customer_id, customer_name, customer_phone, receiver_name, receiver_phone,
       receiver_qhdm, receiver_qhmc, receiver_address, goods_amount, freight_amount, adjust_amount, pay_amount,
       pay_method, pay_time, status, create_time)
     select 'BO' || lpad(g::text, 8, '0'), 1 + (g % 7 = 0)::int, c.id, c.name, c.phone, c.contact_name, c.phone,
       c.qhdm, c.qhmc, c.address, 10000 + (g % 50) * 500, 0, 0, 10000 + (g % 50) * 500,
       case when g % 5 = 0 then null else 1 + g % 3 end,
       case when g % 5 = 0 then null else $2::timestamptz - (g || ' minutes')::interval end,
       case when g % 5 = 0 then 0 else 1 + g % 4 end,
       $2::timestamptz - (g * 5 || ' minutes')::interval
     from generate_series(1, $1::int) g
     join lateral (select * from customer order by id offset (g % (select count(*) from customer)::int) limit 1) c on true`,
    [count, now.toISOString()],
  );
  await q.query(
    `insert into sales_order_line (order_id, line_no, sku_spec_id, name, spec, unit, quantity, unit_price, amount)
     select o.id, 1, p.id, k.name, p.spec, p.unit, 1, o.goods_amount, o.goods_amount
     from sales_order o
     join lateral (select id, sku_id, spec, unit from sku_spec order by id offset (o.id % 20) limit 1) p on true
     join sku k on k.id = p.sku_id
     where o.order_no like 'BO%'`,
  );
  await rebuildOrderTallies(q);
}

/**
 * Adds `count` bench orders to the database of `options` (a PGlite directory or a PostgreSQL URL),
 * then vacuums and analyses the two tables as PostgreSQL's autovacuum leaves them after a bulk
 * insert (visibility map set, statistics fresh; PGlite has no autovacuum).
 */
export async function loadBenchOrders(
  options: { dataDir?: string; databaseUrl?: string },
  count: number,
): Promise<void> {
  const db = await openDatabase({
    dataDir: options.dataDir ?? 'memory://',
    databaseUrl: options.databaseUrl,
  });
  try {
    await db.transaction((tx) => addBenchOrders(tx, count, new Date()));
    await db.query('vacuum analyze sales_order');
    await db.query('vacuum analyze sales_order_line');
  } finally {
    await db.close();
  }
}
