/**
 * 100,000 stock rows for the stock-list benchmark, added to a seeded database: every seeded
 * warehouse × every seeded SKU spec × enough batches (`BENCH-00000` …), with production and expiry
 * dates spread over two years (some expired, some expiring within 30 days) and quantities 0–499
 * (some zero, some below the specs' warning values). Deterministic; rerunning replaces them.
 */
import type { Queryable } from '../src/db/adapter';

/** Prefix of the benchmark batches. */
export const BENCH_BATCH_PREFIX = 'BENCH-';

export async function addBenchStock(q: Queryable, count: number, now: Date): Promise<void> {
  await q.query(`delete from stock where batch_no like '${BENCH_BATCH_PREFIX}%'`);
  const [{ w, s } = { w: 0, s: 0 }] = await q.query<{ w: number; s: number }>(
    'select (select count(*) from warehouse)::int as w, (select count(*) from sku_spec)::int as s',
  );
  if (w === 0 || s === 0) throw new Error('database is not seeded');
  const batches = Math.ceil(count / (w * s));
  await q.query(
    `insert into stock (warehouse_id, sku_spec_id, batch_no, production_date, expiry_date, location_code,
                        on_hand, locked, update_time)
     select wh.id, sp.id, '${BENCH_BATCH_PREFIX}' || lpad(b::text, 5, '0'),
            $2::date - (b % 400), $2::date - 60 + ((b * 7 + sp.id) % 700),
            null, (b * 37 + sp.id * 11 + wh.id) % 500, 0, $3::timestamptz
       from (select id from warehouse) wh
       cross join (select id from sku_spec) sp
       cross join generate_series(0, $4::int - 1) b
      order by b, wh.id, sp.id
      limit $1::int`,
    [count, now.toISOString().slice(0, 10), now.toISOString(), batches],
  );
}
