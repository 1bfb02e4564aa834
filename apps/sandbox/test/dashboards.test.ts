/**
 * 供应商分布 / 客户分布驾驶舱: each aggregate equals the sums this test computes on its own from the
 * list operations (suppliers, SKUs, inbound documents, customers, demand, orders) for the province
 * '43' and the city '4301'; money in exact integer fen; entered cockpit figures override the live
 * indicator and say so.
 */
import { describe, expect, it } from 'vitest';
import { callOperation, loggedInSandbox, type OperationReply } from './helpers';

const env = loggedInSandbox();

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers loosely and checks them itself
type Any = any;

function call<T = Any>(operationId: string, body: unknown): Promise<OperationReply<T>> {
  return callOperation<T>(env.url, env.token, operationId, body);
}

/** Every record of a paged list operation. */
async function all(operationId: string, body: Record<string, unknown>, pageSize: number): Promise<Any[]> {
  const out: Any[] = [];
  for (let page = 1; ; page++) {
    const r = await call<{ records: Any[]; total: number }>(operationId, { ...body, page, pageSize });
    expect(r.status, JSON.stringify(r)).toBe(200);
    out.push(...r.data.records);
    if (out.length >= r.data.total || r.data.records.length === 0) return out;
  }
}

const under = (code: string | null | undefined, region: string) => (code ?? '').startsWith(region);
const months = (year: string) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const countBy = <T>(rows: T[], key: (r: T) => string) => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
};

describe.each(['43', '4301'])('dashboards of region %s', (region) => {
  it('supplier dashboard: counts, licence warnings and supply equal the lists', async () => {
    const dash = await call('supplierDashboard', { qhdm: region });
    expect(dash.status, JSON.stringify(dash)).toBe(200);
    const d = dash.data;
    expect(d.year).toMatch(/^\d{4}$/);

    const suppliers = await all('supplierPage', { qhdm: region, status: 1 }, 100);
    expect(d.total).toBe(suppliers.length);
    expect(d.total).toBeGreaterThan(0);
    const byType = countBy(suppliers, (s) => s.enterpriseType);
    expect(Object.fromEntries(d.byType.map((t: Any) => [t.key, t.count]))).toEqual(
      Object.fromEntries(byType),
    );
    const regionCodes = d.regions.map((r: Any) => r.qhdm);
    for (const r of d.regions) expect(r.count).toBe(suppliers.filter((s) => under(s.qhdm, r.qhdm)).length);
    expect(regionCodes.length).toBeGreaterThan(0);
    if (region === '43') expect(d.licence.expired + d.licence.expiring).toBeGreaterThan(0);
    expect(d.licence.expired).toBe(suppliers.filter((s) => s.licenceState === 'expired').length);
    expect(d.licence.expiring).toBe(suppliers.filter((s) => s.licenceState === 'expiring').length);
    expect(d.licence.items.map((i: Any) => i.id).sort()).toEqual(
      suppliers
        .filter((s) => s.licenceState === 'expired' || s.licenceState === 'expiring')
        .map((s) => s.id)
        .sort(),
    );

    // The supply: approved purchase inbound lines of the year whose SKU's supplier is in the region.
    const allSuppliers = await all('supplierPage', {}, 100);
    const supplierOf = new Map(allSuppliers.map((s) => [s.id, s]));
    const skus = await all('skuPage', {}, 500);
    const specOf = new Map<number, { supplierId: number | null; category: string }>();
    for (const sku of skus) {
      const detail = await call('skuDetail', { id: String(sku.id) });
      for (const sp of detail.data.specs)
        specOf.set(sp.id, { supplierId: sku.supplierId, category: String(sku.categoryCode).slice(0, 2) });
    }
    const docs = await all('stockDocPage', { direction: 'in', statuses: [2], bizType: 1 }, 1000);
    const lines = docs
      .filter((doc) => doc.docDate.startsWith(d.year))
      .flatMap((doc) => doc.lines.map((l: Any) => ({ ...l, month: doc.docDate.slice(0, 7) })))
      .filter((l) => {
        const s = specOf.get(l.skuId);
        return s?.supplierId != null && under(supplierOf.get(s.supplierId)?.qhdm, region);
      });
    const amount = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
    expect(Number.isInteger(d.supply.amount)).toBe(true);
    expect(d.supply).toEqual({ quantity, amount });
    if (region === '43') expect(quantity).toBeGreaterThan(0);
    expect(d.byMonth.map((m: Any) => m.key)).toEqual(months(d.year));
    for (const m of d.byMonth) {
      const of = lines.filter((l) => l.month === m.key);
      expect([m.quantity, m.amount]).toEqual([
        of.reduce((s, l) => s + l.quantity, 0),
        of.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
      ]);
    }
    for (const c of d.byCategory) {
      const of = lines.filter((l) => specOf.get(l.skuId)?.category === c.key);
      expect(c.amount).toBe(of.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
    }
    expect(d.byCategory.reduce((s: number, c: Any) => s + c.amount, 0)).toBe(amount);
    const perSupplier = new Map<number, number>();
    for (const l of lines) {
      const id = specOf.get(l.skuId)?.supplierId as number;
      perSupplier.set(id, (perSupplier.get(id) ?? 0) + l.quantity * l.unitPrice);
    }
    const expectedTop = [...perSupplier.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 10);
    expect(d.topSuppliers.map((t: Any) => [Number(t.key), t.amount])).toEqual(expectedTop);

    const live = Object.fromEntries(d.indicators.map((i: Any) => [i.code, i]));
    expect(live.gysl).toMatchObject({ source: 'live', value: suppliers.length });
  });

  it('customer dashboard: counts, area, demand, orders and conversion equal the lists', async () => {
    const dash = await call('customerDashboard', { qhdm: region });
    expect(dash.status, JSON.stringify(dash)).toBe(200);
    const d = dash.data;

    const customers = await all('customerPage', { qhdm: region }, 10_000);
    expect(d.total).toBe(customers.length);
    expect(d.total).toBeGreaterThan(0);
    const cents = customers.reduce((s, c) => s + Math.round(Number(c.areaMu) * 100), 0);
    expect(d.areaMu).toBe((cents / 100).toFixed(2));
    const types = countBy(customers, (c) => String(c.type));
    for (const t of d.byType) expect(t.count).toBe(types.get(t.key) ?? 0);
    const levels = countBy(customers, (c) => String(c.level));
    for (const l of d.byLevel) expect(l.count).toBe(levels.get(l.key) ?? 0);
    const crops = countBy(
      customers.flatMap((c) => c.crops as string[]),
      (c) => c,
    );
    for (const c of d.byCrop) expect(c.count).toBe(crops.get(c.name));
    for (const r of d.regions) expect(r.count).toBe(customers.filter((c) => under(c.qhdm, r.qhdm)).length);

    const demands = (await all('demandPage', {}, 100)).filter(
      (x) => under(x.qhdm, region) && x.createTime.startsWith(d.year),
    );
    const orders = await all('orderPage', {}, 100);
    const paid = orders.filter(
      (o) => [1, 2, 3].includes(o.status) && under(o.receiverQhdm, region) && o.createTime.startsWith(d.year),
    );
    if (region === '43') {
      expect(paid.length).toBeGreaterThan(0);
      expect(demands.length).toBeGreaterThan(0);
    }
    const net = (o: Any) => o.payAmount - o.refundedAmount;
    for (const m of d.byMonth) {
      const of = paid.filter((o) => o.createTime.startsWith(m.month));
      expect(m).toEqual({
        month: m.month,
        demands: demands.filter((x) => x.createTime.startsWith(m.month)).length,
        orders: of.length,
        orderAmount: of.reduce((s, o) => s + net(o), 0),
      });
    }
    expect(d.byMonth.map((m: Any) => m.month)).toEqual(months(d.year));
    const paidDemand = new Set(orders.filter((o) => [1, 2, 3].includes(o.status)).map((o) => o.demandId));
    expect(d.conversion).toEqual({
      demands: demands.length,
      converted: demands.filter((x) => paidDemand.has(x.id)).length,
    });
    const total = paid.reduce((s, o) => s + net(o), 0);
    expect(d.topRegions.reduce((s: number, r: Any) => s + r.orderAmount, 0)).toBeLessThanOrEqual(total);
    for (const r of d.topRegions)
      expect(r.orderAmount).toBe(
        paid.filter((o) => under(o.receiverQhdm, r.qhdm)).reduce((s, o) => s + net(o), 0),
      );
    const ind = Object.fromEntries(d.indicators.map((i: Any) => [i.code, i]));
    expect(ind.khsl).toMatchObject({ source: 'live', value: customers.length });
    expect(ind.hzssl.liveValue).toBe(types.get('2') ?? 0);
    expect(ind.nzxse.liveValue).toBe(Math.round(total / 10_000) / 100);
  });
});

describe('entered cockpit figures', () => {
  it('override the live indicator of their year and region and say so; the others stay live', async () => {
    const table = await call('cockpitFigureGet', { year: '2024', qhdm: '4301' });
    const entered = Object.fromEntries(table.data.rows.map((r: Any) => [r.indicatorCode, r.value]));
    const d = (await call('customerDashboard', { qhdm: '4301', year: '2024' })).data;
    const ind = Object.fromEntries(d.indicators.map((i: Any) => [i.code, i]));
    expect(ind.hzssl).toMatchObject({ source: 'input', value: entered.hzssl, name: '合作社数量' });
    expect(ind.nzxse).toMatchObject({ source: 'input', value: entered.nzxse, unit: '万元' });
    expect(ind.khsl.source).toBe('live');
    const s = (await call('supplierDashboard', { qhdm: '4301', year: '2024' })).data;
    const si = Object.fromEntries(s.indicators.map((i: Any) => [i.code, i]));
    expect(si.hfgyl).toMatchObject({ source: 'input', value: entered.hfgyl, liveValue: null });
    // a county without entered figures: the supply in tonnes has no live figure either
    const county = (await call('supplierDashboard', { qhdm: '430104', year: '2024' })).data;
    expect(county.indicators.find((i: Any) => i.code === 'hfgyl')).toMatchObject({
      source: 'none',
      value: null,
    });
  });

  it('refuses a region outside Hunan or of a township', async () => {
    for (const qhdm of ['44', '430104001', '']) {
      const r = await call('supplierDashboard', { qhdm });
      expect(r.status).toBe(400);
      expect(r.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
