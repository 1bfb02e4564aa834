/**
 * The supplier (供应商分布) and customer (客户分布) dashboards: one aggregate per screen for a
 * region and a year, computed in SQL from the live entities (suppliers, purchase inbound documents,
 * customers, demand records, orders). The headline indicators take the 驾驶舱数据录入 figure of
 * the year and region when one was entered (source `input`), else the live figure (`live`).
 */
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { COCKPIT_CATEGORY } from '../../seed/system';
import { DAY_MS, formatDate } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, typedHandlers } from '../types';
import { CUSTOMER_LEVELS, CUSTOMER_TYPES } from './customers';
import { LICENCE_WARNING_DAYS } from './shared';
import { SupplierStatus } from './suppliers';

/** Top lists (suppliers, crops, regions) and the licence warnings list keep this many rows. */
const TOP = 10;
const LICENCE_ITEMS = 50;
/** A Beijing-time month `YYYY-MM` of a timestamptz column. */
const monthOf = (column: string) => `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
/** Start of a Beijing year as an instant, for `column >= $n` comparisons. */
const yearStart = (year: string) => `${year}-01-01T00:00:00+08:00`;
const yearEnd = (year: string) => `${Number(year) + 1}-01-01T00:00:00+08:00`;

const monthsOf = (year: string) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** 万元 with two decimals from integer fen (display only; the fen totals stay exact). */
const wanYuan = (fen: number) => Math.round(fen / 10_000) / 100;

interface IndicatorSpec {
  code: string;
  name: string;
  unit: string;
  live: number | null;
}

async function regionOf(q: Queryable, qhdm: string) {
  const rows = await q.query<{ qhmc: string }>('select qhmc from region where qhdm = $1', [qhdm]);
  const qhmc = rows[0]?.qhmc ?? fail(Code.NotFound, M.regionNotFound);
  const children = await q.query<{ qhdm: string; qhmc: string }>(
    'select qhdm, qhmc from region where sjqhdm = $1 order by qhdm',
    [qhdm],
  );
  return { qhmc, children };
}

/** Entered figures of (year, region) override the live ones; indicators of the jsczb dictionary only. */
async function indicators(q: Queryable, year: string, qhdm: string, specs: IndicatorSpec[]) {
  const dict = await q.query<{ code: string; name: string; unit: string }>(
    `select code, name, item_value as unit from dic_entry where dic_number = $1 and pid = 0 and status = 1`,
    [COCKPIT_CATEGORY],
  );
  const figures = await q.query<{ code: string; value: number }>(
    `select indicator_code as code, value::float8 as value from cockpit_figure where year = $1 and qhdm = $2`,
    [year, qhdm],
  );
  const entered = new Map(figures.map((f) => [f.code, Number(f.value)]));
  return specs.map((s) => {
    const d = dict.find((x) => x.code === s.code);
    const input = d ? entered.get(s.code) : undefined;
    return {
      code: s.code,
      name: d?.name ?? s.name,
      unit: d?.unit ?? s.unit,
      value: input ?? s.live,
      source:
        input !== undefined ? ('input' as const) : s.live !== null ? ('live' as const) : ('none' as const),
      liveValue: s.live,
    };
  });
}

const num = (v: unknown) => Number(v ?? 0);

/** Counts of `table` rows (alias t, column qhdm) per child region; the children without rows count 0. */
async function childCounts(
  q: Queryable,
  table: string,
  extra: string,
  children: { qhdm: string; qhmc: string }[],
): Promise<{ qhdm: string; qhmc: string; count: number }[]> {
  if (children.length === 0) return [];
  const rows = await q.query<{ code: string; count: string }>(
    `select c.code, count(t.*)::int as count
       from unnest($1::text[]) as c(code)
       left join ${table} t on left(t.qhdm, length(c.code)) = c.code ${extra}
      group by c.code`,
    [children.map((c) => c.qhdm)],
  );
  const by = new Map(rows.map((r) => [r.code, num(r.count)]));
  return children.map((c) => ({ qhdm: c.qhdm, qhmc: c.qhmc, count: by.get(c.qhdm) ?? 0 }));
}

export const DASHBOARD_HANDLERS = typedHandlers({
  async supplierDashboard(ctx) {
    const { qhdm } = ctx.body;
    const year = ctx.body.year ?? formatDate(ctx.app.now()).slice(0, 4);
    const db = ctx.db;
    const { qhmc, children } = await regionOf(db, qhdm);
    const today = formatDate(ctx.app.now());
    const soon = formatDate(new Date(ctx.app.now().getTime() + LICENCE_WARNING_DAYS * DAY_MS));
    const approved = `and t.status = ${SupplierStatus.Approved}`;
    const inRegion = 'left(t.qhdm, length($1)) = $1';

    const totalRow = await db.query<{ count: string }>(
      `select count(*)::int as count from supplier t where ${inRegion} ${approved}`,
      [qhdm],
    );
    const byType = await db.query<{ key: string; name: string; count: string }>(
      `select t.enterprise_type as key,
              coalesce((select e.name from dic_entry e where e.dic_number = 'qylx' and e.code = t.enterprise_type limit 1), t.enterprise_type) as name,
              count(*)::int as count
         from supplier t where ${inRegion} ${approved}
        group by t.enterprise_type order by count(*) desc, t.enterprise_type`,
      [qhdm],
    );
    const points = await db.query<{ id: number; name: string; lon: number; lat: number; qhdm: string }>(
      `select t.id, t.name, t.lon, t.lat, t.qhdm from supplier t
        where ${inRegion} ${approved} and t.lon is not null and t.lat is not null order by t.id`,
      [qhdm],
    );
    const licence = await db.query<{
      id: number;
      name: string;
      qhmc: string;
      licenceNo: string | null;
      licenceExpiry: string;
    }>(
      `select t.id, t.name, t.qhmc, t.licence_no as "licenceNo", t.licence_expiry as "licenceExpiry"
         from supplier t
        where ${inRegion} ${approved} and t.licence_expiry is not null and t.licence_expiry <= $2
        order by t.licence_expiry, t.id`,
      [qhdm, soon],
    );
    const daysLeft = (d: string) =>
      Math.round((Date.parse(`${d}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

    // The supply: approved purchase inbound lines of the year whose SKU's supplier is in the region.
    const supplyFrom = `from stock_doc d
        join stock_doc_line l on l.doc_id = d.id
        join sku_spec p on p.id = l.sku_spec_id
        join sku k on k.id = p.sku_id
        join supplier t on t.id = k.supplier_id
       where d.direction = 'in' and d.biz_type = 1 and d.status = 2
         and d.doc_date >= $2::date and d.doc_date < $3::date and ${inRegion}`;
    const params = [qhdm, `${year}-01-01`, `${Number(year) + 1}-01-01`];
    const sums =
      'coalesce(sum(l.quantity), 0)::bigint as quantity, coalesce(sum(l.quantity::bigint * l.unit_price), 0)::bigint as amount';
    type SupplyRow = { key: string; name: string; quantity: string; amount: string };
    const supplyRows = (rows: SupplyRow[]) =>
      rows.map((r) => ({
        key: String(r.key),
        name: r.name,
        quantity: num(r.quantity),
        amount: num(r.amount),
      }));
    const total = await db.query<{ quantity: string; amount: string }>(
      `select ${sums} ${supplyFrom}`,
      params,
    );
    const byCategory = await db.query<SupplyRow>(
      `select g.key, coalesce((select e.name from dic_entry e where e.dic_number = 'nzlx' and e.code = g.key limit 1), g.key) as name,
              g.quantity, g.amount
         from (select left(k.category_code, 2) as key, ${sums} ${supplyFrom} group by 1) g
        order by g.key`,
      params,
    );
    const byMonthRows = await db.query<SupplyRow>(
      `select to_char(d.doc_date, 'YYYY-MM') as key, to_char(d.doc_date, 'YYYY-MM') as name, ${sums} ${supplyFrom}
        group by to_char(d.doc_date, 'YYYY-MM')`,
      params,
    );
    const monthMap = new Map(supplyRows(byMonthRows).map((r) => [r.key, r]));
    const top = await db.query<SupplyRow>(
      `select t.id::text as key, t.name, ${sums} ${supplyFrom}
        group by t.id, t.name order by amount desc, t.id limit ${TOP}`,
      params,
    );

    const supply = { quantity: num(total[0]?.quantity), amount: num(total[0]?.amount) };
    const count = num(totalRow[0]?.count);
    return ok({
      qhdm,
      qhmc,
      year,
      total: count,
      regions: await childCounts(db, 'supplier', approved, children),
      points,
      byType: byType.map((r) => ({ key: r.key, name: r.name, count: num(r.count) })),
      licence: {
        expired: licence.filter((r) => r.licenceExpiry < today).length,
        expiring: licence.filter((r) => r.licenceExpiry >= today).length,
        items: licence.slice(0, LICENCE_ITEMS).map((r) => ({ ...r, daysLeft: daysLeft(r.licenceExpiry) })),
      },
      supply,
      byCategory: supplyRows(byCategory),
      byMonth: monthsOf(year).map((mo) => monthMap.get(mo) ?? { key: mo, name: mo, quantity: 0, amount: 0 }),
      topSuppliers: supplyRows(top),
      indicators: await indicators(db, year, qhdm, [
        { code: 'gysl', name: '供应商数量', unit: '家', live: count },
        { code: 'ghje', name: '供货金额', unit: '万元', live: wanYuan(supply.amount) },
        { code: 'hfgyl', name: '化肥供应量', unit: '吨', live: null },
        { code: 'nygyl', name: '农药供应量', unit: '吨', live: null },
        { code: 'zzgyl', name: '种子供应量', unit: '吨', live: null },
      ]),
    });
  },

  async customerDashboard(ctx) {
    const { qhdm } = ctx.body;
    const year = ctx.body.year ?? formatDate(ctx.app.now()).slice(0, 4);
    const db = ctx.db;
    const { qhmc, children } = await regionOf(db, qhdm);
    const inRegion = 'left(t.qhdm, length($1)) = $1';

    const head = await db.query<{ count: string; area: string }>(
      `select count(*)::int as count, coalesce(round(sum(round(t.area_mu::numeric, 2)), 2), 0)::text as area
         from customer t where ${inRegion}`,
      [qhdm],
    );
    const grouped = (column: string) =>
      db.query<{ key: number; count: string }>(
        `select t.${column} as key, count(*)::int as count from customer t where ${inRegion} group by t.${column}`,
        [qhdm],
      );
    const types = await grouped('type');
    const levels = await grouped('level');
    const named = (names: readonly string[], rows: { key: number; count: string }[]) =>
      names.map((name, i) => ({
        key: String(i + 1),
        name,
        count: num(rows.find((r) => Number(r.key) === i + 1)?.count),
      }));
    const crops = await db.query<{ name: string; count: string }>(
      `select c.crop as name, count(*)::int as count
         from customer t cross join lateral jsonb_array_elements_text(t.crops) as c(crop)
        where ${inRegion} group by c.crop order by count(*) desc, c.crop limit ${TOP}`,
      [qhdm],
    );

    // Demand records of the region and paid orders shipped to the region, in the year.
    const range = [qhdm, yearStart(year), yearEnd(year)];
    const demandFrom = `from demand d
       where left(d.qhdm, length($1)) = $1 and d.create_time >= $2::timestamptz and d.create_time < $3::timestamptz`;
    const orderFrom = `from sales_order o
       where left(o.receiver_qhdm, length($1)) = $1 and o.status in (1, 2, 3)
         and o.create_time >= $2::timestamptz and o.create_time < $3::timestamptz`;
    const demandMonths = await db.query<{ month: string; count: string }>(
      `select ${monthOf('d.create_time')} as month, count(*)::int as count ${demandFrom} group by 1`,
      range,
    );
    const orderMonths = await db.query<{ month: string; count: string; amount: string }>(
      `select ${monthOf('o.create_time')} as month, count(*)::int as count,
              coalesce(sum(o.pay_amount - o.refunded_amount), 0)::bigint as amount ${orderFrom} group by 1`,
      range,
    );
    const conversion = await db.query<{ demands: string; converted: string }>(
      `select count(*)::int as demands,
              count(*) filter (where exists (select 1 from sales_order s where s.demand_id = d.id and s.status in (1, 2, 3)))::int as converted
         ${demandFrom}`,
      range,
    );
    const regionOrders =
      children.length === 0
        ? []
        : await db.query<{ code: string; count: string; amount: string }>(
            `select c.code, count(o.id)::int as count, coalesce(sum(o.pay_amount - o.refunded_amount), 0)::bigint as amount
               from unnest($4::text[]) as c(code)
               left join sales_order o on left(o.receiver_qhdm, length(c.code)) = c.code and o.status in (1, 2, 3)
                and o.create_time >= $2::timestamptz and o.create_time < $3::timestamptz
                and left(o.receiver_qhdm, length($1)) = $1
              group by c.code`,
            [...range, children.map((c) => c.qhdm)],
          );
    const regions = await childCounts(db, 'customer', '', children);
    const ordersBy = new Map(regionOrders.map((r) => [r.code, r]));
    const topRegions = regions
      .map((r) => ({
        qhdm: r.qhdm,
        qhmc: r.qhmc,
        customers: r.count,
        orders: num(ordersBy.get(r.qhdm)?.count),
        orderAmount: num(ordersBy.get(r.qhdm)?.amount),
      }))
      .sort(
        (a, b) => b.orderAmount - a.orderAmount || b.customers - a.customers || a.qhdm.localeCompare(b.qhdm),
      )
      .slice(0, TOP);

    const byMonth = monthsOf(year).map((month) => {
      const o = orderMonths.find((r) => r.month === month);
      return {
        month,
        demands: num(demandMonths.find((r) => r.month === month)?.count),
        orders: num(o?.count),
        orderAmount: num(o?.amount),
      };
    });
    const orderAmount = byMonth.reduce((s, r) => s + r.orderAmount, 0);
    const total = num(head[0]?.count);
    const areaMu = head[0]?.area ?? '0';
    const byType = named(CUSTOMER_TYPES, types);
    return ok({
      qhdm,
      qhmc,
      year,
      total,
      areaMu: Number(areaMu).toFixed(2),
      regions,
      byType,
      byLevel: named(CUSTOMER_LEVELS, levels),
      byCrop: crops.map((r) => ({ key: r.name, name: r.name, count: num(r.count) })),
      byMonth,
      conversion: { demands: num(conversion[0]?.demands), converted: num(conversion[0]?.converted) },
      topRegions,
      indicators: await indicators(db, year, qhdm, [
        { code: 'khsl', name: '客户数量', unit: '户', live: total },
        { code: 'fwnhs', name: '服务农户数', unit: '户', live: byType[0]?.count ?? 0 },
        { code: 'hzssl', name: '合作社数量', unit: '个', live: byType[1]?.count ?? 0 },
        { code: 'nzmds', name: '农资门店数', unit: '个', live: byType[3]?.count ?? 0 },
        { code: 'nzxse', name: '农资销售额', unit: '万元', live: wanYuan(orderAmount) },
        { code: 'zzmj', name: '种植面积', unit: '亩', live: Number(areaMu) },
      ]),
    });
  },
});
