/**
 * Seed of the warehouse and logistics system: four warehouses in Hunan (a central warehouse in
 * Changsha, a county front warehouse, a village service station, a transit warehouse) with zones
 * and locations, and — when the catalogue has SKUs — approved inbound documents that stocked them,
 * one approved outbound, and documents waiting in each state (草稿, 待审核, 已驳回).
 */
import type { Queryable } from '../db/adapter';
import { applyToStock, getDoc, lockOutbound } from '../handlers/shop/stock-documents';
import { cyclic } from '../util/narrow';
import { DAY_MS, formatDate } from '../util/time';

export const SEED_WAREHOUSES = [
  {
    name: '长沙岳麓农资中心仓',
    code: 'WH-CS-01',
    type: 1,
    qhdm: '430104',
    qhmc: '岳麓区',
    address: '麓谷街道麓松路 368 号',
    lon: 112.8862,
    lat: 28.2154,
    capacity: 5000,
    zones: [
      { code: 'A', name: '化肥区', locations: ['A-01-01', 'A-01-02', 'A-02-01', 'A-02-02'] },
      { code: 'B', name: '农药区', locations: ['B-01-01', 'B-01-02'] },
      { code: 'C', name: '种子区', locations: ['C-01-01'] },
    ],
  },
  {
    name: '浏阳县级前置仓',
    code: 'WH-LY-01',
    type: 2,
    qhdm: '430181',
    qhmc: '浏阳市',
    address: '集里街道金沙北路 129 号',
    lon: 113.6431,
    lat: 28.1638,
    capacity: 1200,
    zones: [{ code: 'A', name: '综合区', locations: ['A-01', 'A-02', 'A-03'] }],
  },
  {
    name: '柏加镇村级服务站',
    code: 'WH-LY-BJ',
    type: 3,
    qhdm: '430181',
    qhmc: '浏阳市',
    address: '柏加镇柏铺村服务站',
    lon: 113.3721,
    lat: 28.0553,
    capacity: 120,
    zones: [{ code: 'A', name: '货架区', locations: ['A-01', 'A-02'] }],
  },
  {
    name: '株洲中转仓',
    code: 'WH-ZZ-01',
    type: 4,
    qhdm: '430211',
    qhmc: '天元区',
    address: '栗雨街道黄河南路 66 号',
    lon: 113.0823,
    lat: 27.8269,
    capacity: 3000,
    zones: [{ code: 'A', name: '周转区', locations: ['A-01'] }],
  },
] as const;

const PARTNERS = ['湖南农资集团有限公司', '中化化肥湖南分公司', '隆平高科种业', '湖南海利化工'];

export async function seedWarehousing(q: Queryable, now: Date): Promise<void> {
  const managers = (
    await q.query<{ id: number }>(
      "select id from app_user where user_name not in ('admin', 'operator') order by id limit 4",
    )
  ).map((r) => r.id);
  if (managers.length === 0) return;
  const created = new Date(now.getTime() - 200 * DAY_MS);
  const warehouseIds: number[] = [];
  for (const [i, w] of SEED_WAREHOUSES.entries()) {
    const [row] = await q.query<{ id: number }>(
      `insert into warehouse (name, code, type, qhdm, qhmc, address, lon, lat, manager_id, capacity, status, create_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11) returning id`,
      [
        w.name,
        w.code,
        w.type,
        w.qhdm,
        w.qhmc,
        w.address,
        w.lon,
        w.lat,
        managers[i % managers.length],
        w.capacity,
        new Date(created.getTime() + i * DAY_MS).toISOString(),
      ],
    );
    const id = row?.id as number;
    warehouseIds.push(id);
    for (const [zi, z] of w.zones.entries()) {
      const [zone] = await q.query<{ id: number }>(
        'insert into warehouse_zone (warehouse_id, code, name, sort) values ($1, $2, $3, $4) returning id',
        [id, z.code, z.name, zi],
      );
      for (const [li, code] of z.locations.entries())
        await q.query(
          'insert into warehouse_location (zone_id, warehouse_id, code, capacity, sort) values ($1, $2, $3, $4, $5)',
          [zone?.id, id, code, 500, li],
        );
    }
  }

  const specs = await q.query<{ id: number; price: number }>(
    `select p.id, p.cost_price_cents as price from sku_spec p join sku k on k.id = p.sku_id
     where p.status = 1 and k.status = 1 order by p.id limit 6`,
  );
  if (specs.length === 0) return;
  let seq = 0;
  const doc = async (
    direction: 'in' | 'out',
    warehouse: number,
    daysAgo: number,
    status: number,
    lines: { spec: { id: number; price: number }; batch: string; quantity: number; location: string }[],
  ) => {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    seq += 1;
    const docNo = `${direction === 'in' ? 'RK' : 'CK'}${formatDate(at).replace(/-/g, '')}${String(9000 + seq)}`;
    const [row] = await q.query<{ id: number }>(
      `insert into stock_doc (doc_no, direction, warehouse_id, biz_type, partner, biz_no, doc_date, status, reject_reason,
         creator_id, creator_name, create_time, submit_time)
       values ($1, $2, $3, 1, $4, $5, $6::date, $7::smallint, $8, 1, '系统管理员', $9::timestamptz,
         case when $7::smallint > 0 then $9::timestamptz end)
       returning id`,
      [
        docNo,
        direction,
        warehouse,
        PARTNERS[seq % PARTNERS.length],
        `${direction === 'in' ? 'CG' : 'XS'}2026${String(100 + seq)}`,
        formatDate(at),
        status === 2 ? 1 : status,
        status === 3 ? '单价与合同不符，请核对' : null,
        at.toISOString(),
      ],
    );
    const id = row?.id as number;
    for (const [i, l] of lines.entries()) {
      const production = new Date(at.getTime() - 30 * DAY_MS);
      const expiry = new Date(production.getTime() + (l.batch.endsWith('S') ? 60 : 720) * DAY_MS);
      await q.query(
        `insert into stock_doc_line (doc_id, line_no, sku_spec_id, batch_no, production_date, expiry_date, quantity,
           unit_price, location_code)
         values ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9)`,
        [
          id,
          i + 1,
          l.spec.id,
          l.batch,
          formatDate(production),
          formatDate(expiry),
          l.quantity,
          l.spec.price,
          l.location,
        ],
      );
    }
    if (direction === 'out' && (status === 1 || status === 2)) {
      const d = await getDoc(q, id);
      await lockOutbound(q, d.warehouseId, d.lines);
    }
    if (status === 2) {
      await q.query(
        `update stock_doc set status = 2, audit_time = $2, auditor_name = '系统管理员' where id = $1`,
        [id, at.toISOString()],
      );
      await applyToStock(q, await getDoc(q, id), '系统管理员', at);
    }
  };
  const [central, county, village] = warehouseIds as [number, number, number];
  const s = (i: number) => cyclic(specs, i);
  await doc('in', central, 60, 2, [
    { spec: s(0), batch: 'B20260101', quantity: 400, location: 'A-01-01' },
    { spec: s(1), batch: 'B20260102', quantity: 250, location: 'A-01-02' },
    { spec: s(2), batch: 'B20260103', quantity: 120, location: 'B-01-01' },
  ]);
  await doc('in', central, 40, 2, [
    { spec: s(3), batch: 'B20260201S', quantity: 30, location: 'B-01-02' },
    { spec: s(4), batch: 'B20260202', quantity: 600, location: 'C-01-01' },
  ]);
  await doc('in', county, 30, 2, [
    { spec: s(0), batch: 'B20260301', quantity: 150, location: 'A-01' },
    { spec: s(5), batch: 'B20260302', quantity: 20, location: 'A-02' },
  ]);
  await doc('in', village, 20, 2, [{ spec: s(1), batch: 'B20260401', quantity: 40, location: 'A-01' }]);
  await doc('out', central, 10, 2, [{ spec: s(0), batch: 'B20260101', quantity: 80, location: 'A-01-01' }]);
  await doc('out', central, 3, 1, [{ spec: s(1), batch: 'B20260102', quantity: 50, location: 'A-01-02' }]);
  await doc('out', county, 2, 0, [{ spec: s(0), batch: 'B20260301', quantity: 30, location: 'A-01' }]);
  await doc('in', central, 2, 1, [{ spec: s(2), batch: 'B20260501', quantity: 200, location: 'B-01-01' }]);
  await doc('in', county, 1, 0, [{ spec: s(5), batch: 'B20260502', quantity: 60, location: 'A-03' }]);
  await doc('in', village, 5, 3, [{ spec: s(3), batch: 'B20260503', quantity: 10, location: 'A-02' }]);
}
