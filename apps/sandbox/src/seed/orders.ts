/**
 * Seed of orders, returns, demand and group purchase (migration 007), made through the same
 * functions the handlers use (numbers, amounts, logs and outbound documents stay consistent):
 * shop orders of the seeded customers in every status (some shipped from the warehouse that holds
 * their stock, so their outbound documents wait in 出库审核), a return 待处理, demand records of
 * several counties, and two open group offers with appointments.
 */
import type { Queryable } from '../db/adapter';
import { createOrder, customerOf, logOrder, moveOrder } from '../handlers/shop/orders';
import { shipOrder } from '../handlers/shop/orders-ship';
import { cyclic } from '../util/narrow';
import { DAY_MS, formatDate } from '../util/time';

/** The tables this seed fills (parents before children). */
export const ORDER_SEED_TABLES = [
  'sales_order',
  'sales_order_tally',
  'sales_order_buyer_tally',
  'sales_order_line',
  'sales_order_log',
  'sales_return',
  'sales_return_line',
  'demand',
  'group_offer',
  'group_appointment',
] as const;

export const ORDER_IDENTITY_TABLES = [
  'sales_order',
  'sales_order_line',
  'sales_order_log',
  'sales_return',
  'demand',
  'group_offer',
  'group_appointment',
] as const;

const ADMIN = { id: 1, realName: '系统管理员' };
const COMPANIES = ['顺丰速运', '中通快递', '京东物流', '自有车辆配送'];
const CROPS = ['水稻', '油菜', '柑橘', '茶叶', '玉米', '蔬菜'];

export async function seedOrders(q: Queryable, now: Date): Promise<void> {
  const customers = await q.query<{ id: number }>(
    'select id from customer where status = 1 order by id limit 24',
  );
  // SKUs with stock, the warehouse holding the most of each
  const stocked = await q.query<{ sku_spec_id: number; warehouse_id: number; available: number }>(
    `select distinct on (sku_spec_id) sku_spec_id, warehouse_id, sum(on_hand - locked)::int as available
     from stock group by sku_spec_id, warehouse_id having sum(on_hand - locked) >= 20
     order by sku_spec_id, sum(on_hand - locked) desc limit 8`,
  );
  if (customers.length < 6 || stocked.length < 2) return;
  // statuses of the 24 orders: 6 待付款, 7 待发货, 5 已发货, 4 已完成, 2 已关闭
  const plan = [0, 1, 2, 0, 1, 3, 2, 1, 0, 4, 1, 2, 3, 0, 1, 2, 0, 3, 1, 4, 2, 0, 1, 3];
  const shippedOrders: { id: number; lineId: number; unitPrice: number }[] = [];
  for (const [i, status] of plan.entries()) {
    const c = await customerOf(q, Number(customers[i % customers.length]?.id));
    const a = cyclic(stocked, i);
    const b = cyclic(stocked, i + 3);
    const at = new Date(now.getTime() - (plan.length - i) * 0.7 * DAY_MS);
    const lines =
      i % 3 === 0 && b.sku_spec_id !== a.sku_spec_id
        ? [
            { skuId: Number(a.sku_spec_id), quantity: 1 + (i % 3) },
            { skuId: Number(b.sku_spec_id), quantity: 1 },
          ]
        : [{ skuId: Number(a.sku_spec_id), quantity: 1 + (i % 4) }];
    const { id } = await createOrder(
      q,
      {
        source: 1,
        customerId: c.id,
        customerName: c.name,
        customerPhone: c.phone,
        receiverName: c.contactName,
        receiverPhone: c.phone,
        receiverQhdm: c.qhdm,
        receiverQhmc: c.qhmc,
        receiverAddress: c.address || c.qhmc,
        freightAmount: i % 4 === 0 ? 1500 : 0,
        payMethod: status === 0 || (status === 4 && i % 2 === 1) ? null : 1 + (i % 3),
        buyerNote: i % 5 === 0 ? '请送货前电话联系' : null,
        lines,
      },
      '商城',
      at,
    );
    if (status === 4) {
      const { from, to } = await moveOrder(q, id, 'close', null);
      await q.query('update sales_order set close_note = $2, close_time = $3 where id = $1', [
        id,
        '客户改买其他规格',
        at.toISOString(),
      ]);
      await logOrder(q, {
        orderId: id,
        action: '关闭',
        from,
        to,
        note: '客户改买其他规格',
        operator: ADMIN.realName,
        now: at,
      });
    }
    if (status >= 2 && status <= 3) {
      await shipOrder(
        q,
        {
          id,
          trackingNo: `SF${formatDate(at).replace(/-/g, '')}${String(id).padStart(4, '0')}`,
          warehouseId: Number(a.warehouse_id),
          company: COMPANIES[i % COMPANIES.length] as string,
        },
        ADMIN,
        new Date(at.getTime() + 3600_000),
      );
      const [line] = await q.query<{ id: number; unit_price: number }>(
        'select id, unit_price from sales_order_line where order_id = $1 order by line_no limit 1',
        [id],
      );
      shippedOrders.push({ id, lineId: Number(line?.id), unitPrice: Number(line?.unit_price) });
    }
    if (status === 3) {
      const done = new Date(at.getTime() + 2 * DAY_MS);
      const { from, to } = await moveOrder(q, id, 'complete', null);
      await q.query('update sales_order set complete_time = $2 where id = $1', [id, done.toISOString()]);
      await logOrder(q, {
        orderId: id,
        action: '完成',
        from,
        to,
        note: null,
        operator: ADMIN.realName,
        now: done,
      });
    }
  }
  // a return waiting for a decision, with its evidence
  const r = shippedOrders[0];
  if (r) {
    const [row] = await q.query<{ id: number }>(
      `insert into sales_return (return_no, order_id, status, reason, amount, evidence, create_time)
       values ($1, $2, 0, '外包装破损，部分结块', $3, '[]', $4) returning id`,
      [
        `TH${formatDate(now).replace(/-/g, '')}0001`,
        r.id,
        r.unitPrice,
        new Date(now.getTime() - DAY_MS).toISOString(),
      ],
    );
    await q.query('insert into sales_return_line (return_id, order_line_id, quantity) values ($1, $2, 1)', [
      row?.id,
      r.lineId,
    ]);
    await q.query(
      `insert into doc_sequence (prefix, day, last) values ('TH', $1, 1)
       on conflict (prefix, day) do update set last = greatest(doc_sequence.last, 1)`,
      [formatDate(now).replace(/-/g, '')],
    );
    await logOrder(q, {
      orderId: r.id,
      returnId: row?.id ?? null,
      action: '申请退货',
      from: null,
      to: null,
      note: '外包装破损，部分结块',
      operator: '商城',
      now: new Date(now.getTime() - DAY_MS),
    });
  }

  // demand of the customers (category codes of the agri-input dictionary)
  const categories = ['0101', '0102', '0201', '0301'];
  const demandIds: number[] = [];
  for (let i = 0; i < 16; i++) {
    const c = await customerOf(q, Number(customers[i % customers.length]?.id));
    const [d] = await q.query<{ id: number }>(
      `insert into demand (customer_id, crop, area_mu, category_code, quantity, unit, wanted_date, qhdm, qhmc, create_time)
       values ($1, $2, $3, $4, $5, '袋', $6::date, $7, $8, $9) returning id`,
      [
        c.id,
        CROPS[i % CROPS.length],
        (30 + i * 17.5).toFixed(2),
        categories[i % categories.length],
        (10 + (i % 5) * 8).toFixed(2),
        formatDate(new Date(now.getTime() + (10 + i) * DAY_MS)),
        c.qhdm,
        c.qhmc,
        new Date(now.getTime() - (16 - i) * DAY_MS).toISOString(),
      ],
    );
    demandIds.push(Number(d?.id));
  }
  // two open group offers built from demand, with appointments
  const offers = [
    { title: '春耕复合肥拼团', spec: stocked[0], min: 3, days: 7, book: 2, demand: demandIds.slice(0, 4) },
    { title: '油菜专用肥团购', spec: stocked[1], min: 2, days: 12, book: 3, demand: demandIds.slice(4, 7) },
  ];
  for (const o of offers) {
    const [price] = await q.query<{ price: number }>(
      'select price_cents as price from sku_spec where id = $1',
      [o.spec?.sku_spec_id],
    );
    const base = Number(price?.price ?? 10000);
    const [g] = await q.query<{ id: number }>(
      `insert into group_offer (title, sku_spec_id, base_price, tiers, min_participants, deadline, status, creator_name, create_time)
       values ($1, $2, $3, $4::jsonb, $5, $6, 0, $7, $8) returning id`,
      [
        o.title,
        o.spec?.sku_spec_id,
        base,
        JSON.stringify([
          { participants: o.min, unitPrice: Math.round((base * 0.95) / 100) * 100 },
          { participants: o.min + 3, unitPrice: Math.round((base * 0.9) / 100) * 100 },
        ]),
        o.min,
        new Date(now.getTime() + o.days * DAY_MS).toISOString(),
        ADMIN.realName,
        new Date(now.getTime() - 2 * DAY_MS).toISOString(),
      ],
    );
    await q.query('update demand set offer_id = $1 where id = any($2::int4[])', [g?.id, o.demand]);
    for (let k = 0; k < o.book; k++) {
      const c = customers[(k * 5 + o.min) % customers.length];
      await q.query(
        `insert into group_appointment (offer_id, customer_id, demand_id, quantity, status, create_time)
         values ($1, $2, $3, $4, 0, $5)`,
        [g?.id, c?.id, null, 2 + k, new Date(now.getTime() - DAY_MS + k * 3600_000).toISOString()],
      );
    }
  }
}

/**
 * After a bulk load with the order tallies' triggers off (they would update a handful of rows once
 * per order): the triggers back on and both tallies counted again from the orders.
 */
export async function rebuildOrderTallies(q: Queryable): Promise<void> {
  await q.query('alter table sales_order enable trigger sales_order_tally_track');
  await q.query('alter table sales_order enable trigger sales_order_buyer_tally_track');
  await q.query('delete from sales_order_tally');
  await q.query(
    `insert into sales_order_tally (status, source, pay_method, n)
     select status, source, coalesce(pay_method, 0), count(*)::int from sales_order group by 1, 2, 3`,
  );
  await q.query('delete from sales_order_buyer_tally');
  await q.query(
    `insert into sales_order_buyer_tally (customer_search, status, source, pay_method, n)
     select customer_search, status, source, coalesce(pay_method, 0), count(*)::int from sales_order group by 1, 2, 3, 4`,
  );
}
