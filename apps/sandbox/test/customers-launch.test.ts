/**
 * Customers (客户管理) and publishing (上架): filters and the due flag, a phone used by another
 * customer refused without naming them, follow-ups moving 下次联系, the all-or-nothing import
 * with row-level errors; tab counts, 上架 refused without stock (`库存不足，不能上架`), batch
 * all-or-nothing, sale price and limits. Every refusal leaves the database as it was; bodies off
 * the contract (fast-check) answer 400 with a Chinese message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specAndValidators } from '../src/index';
import { callOperation, checksums, customerBody, loggedInSandbox, type OperationReply } from './helpers';

const { spec, validators } = specAndValidators();
const CHINESE = /[\u4e00-\u9fff]/;

const env = loggedInSandbox();

type Reply<T = Record<string, unknown>> = OperationReply<T>;

function call<T = Record<string, unknown>>(operationId: string, body: unknown): Promise<Reply<T>> {
  return callOperation<T>(env.url, env.token, operationId, body);
}

/** Runs a refused call and asserts the Chinese message and that nothing changed. */
async function refused(operationId: string, body: unknown, status: number, msg: string | RegExp) {
  const before = await checksums(env.url);
  const r = await call(operationId, body);
  expect(r.status, JSON.stringify(r)).toBe(status);
  if (typeof msg === 'string') expect(r.msg).toBe(msg);
  else expect(r.msg).toMatch(msg);
  expect(await checksums(env.url)).toEqual(before);
  return r;
}

const customer = (phone: string, extra: Record<string, unknown> = {}) =>
  customerBody('长沙县黄兴镇蔬菜合作社', phone, extra);

type Page = {
  records: { id: number; name: string; phone: string; due: boolean; qhdm: string }[];
  total: number;
  dueCount: number;
};

describe('customers', { timeout: 120_000 }, () => {
  it('the seed has ≥ 30 customers across Hunan; region filter is a code prefix; due customers are flagged', async () => {
    const all = await call<Page>('customerPage', { page: 1, pageSize: 100 });
    expect(all.data.total).toBeGreaterThanOrEqual(30);
    const cities = new Set(all.data.records.map((c) => c.qhdm.slice(0, 4)));
    expect(cities.size).toBeGreaterThanOrEqual(12);
    const cs = await call<Page>('customerPage', { qhdm: '4301', page: 1, pageSize: 100 });
    expect(cs.data.total).toBeGreaterThan(0);
    expect(cs.data.records.every((c) => c.qhdm.startsWith('4301'))).toBe(true);
    const due = await call<Page>('customerPage', { due: true, page: 1, pageSize: 100 });
    expect(due.data.total).toBe(all.data.dueCount);
    expect(due.data.total).toBeGreaterThan(0);
    expect(due.data.records.every((c) => c.due)).toBe(true);
    const points = await call<unknown[]>('customerPoints', { qhdm: '4301' });
    expect(points.data.length).toBe(cs.data.total);
  });

  it('a phone used by another customer is refused without naming them; nothing changes', async () => {
    const created = await call<{ id: number }>('customerSave', customer('13907310088'));
    expect(created.code).toBe(200);
    const r = await refused(
      'customerSave',
      customer('13907310088', { name: '另一位客户' }),
      409,
      '该手机号已被其他客户使用',
    );
    expect(r.msg).not.toContain('黄兴');
    expect(r.msg).not.toContain('王德明');
    // editing the customer itself keeps its phone
    const again = await call('customerSave', customer('13907310088', { id: created.data.id, level: 2 }));
    expect(again.code).toBe(200);
    await refused('customerSave', customer('13907310089', { qhdm: '439999' }), 404, '所在区域不存在');
    await call('customerDelete', { ids: [created.data.id] });
  });

  it('a follow-up sets 最后跟进 and 下次联系; a date in the past is refused', async () => {
    const created = await call<{ id: number }>('customerSave', customer('13907310090'));
    const id = created.data.id;
    const f = await call('customerFollowupSave', {
      customerId: id,
      type: 2,
      content: '上门查看秧苗',
      nextContactDate: '2099-01-01',
    });
    expect(f.code).toBe(200);
    const d = await call<{ nextContactDate: string; due: boolean; followups: { content: string }[] }>(
      'customerDetail',
      { id: String(id) },
    );
    expect(d.data.nextContactDate).toBe('2099-01-01');
    expect(d.data.due).toBe(false);
    expect(d.data.followups.map((x) => x.content)).toEqual(['上门查看秧苗']);
    await refused(
      'customerFollowupSave',
      { customerId: id, type: 1, content: '电话', nextContactDate: '2000-01-01' },
      400,
      '下次联系日期不能早于今天',
    );
    await refused(
      'customerFollowupSave',
      { customerId: 999999, type: 1, content: '电话' },
      404,
      '客户不存在',
    );
    await call('customerDelete', { ids: [id] });
  });

  it('import: row-level errors and nothing imported; a clean file imports every row', async () => {
    const rows = [
      {
        row: 2,
        name: '湘潭县测试合作社',
        type: '合作社',
        contactName: '甲',
        phone: '13800000001',
        qhdm: '430321',
      },
      { row: 3, name: '', type: '农户', contactName: '乙', phone: '13800000002', qhdm: '430321' },
      {
        row: 4,
        name: '丙农场',
        type: '牧场',
        contactName: '丙',
        phone: '13800000001',
        qhdm: '430321',
        areaMu: '1.234',
      },
      { row: 5, name: '丁门店', type: '农资门店', contactName: '丁', phone: '13907310088', qhdm: '999' },
    ];
    // a phone of an existing customer
    const holder = await call<{ id: number }>('customerSave', customer('13907310088'));
    const before = await checksums(env.url);
    const bad = await call<{ imported: number; errors: { row: number; msg: string }[] }>('customerImport', {
      rows,
    });
    expect(bad.data.imported).toBe(0);
    expect(bad.data.errors).toEqual(
      expect.arrayContaining([
        { row: 3, msg: '客户名称不能为空' },
        { row: 4, msg: expect.stringContaining('客户类型“牧场”无效') },
        { row: 4, msg: '手机号与第2行重复' },
        { row: 4, msg: '种植面积应为不超过两位小数的非负数' },
        { row: 5, msg: '该手机号已被其他客户使用' },
        { row: 5, msg: '区划代码“999”不存在' },
      ]),
    );
    expect(bad.data.errors.some((e) => e.row === 2)).toBe(false);
    expect(await checksums(env.url)).toEqual(before);
    const good = await call<{ imported: number }>('customerImport', {
      rows: [rows[0], { ...rows[1], row: 3, name: '乙农户' }],
    });
    expect(good.data.imported).toBe(2);
    const found = await call<Page>('customerPage', { phone: '1380000000', page: 1, pageSize: 10 });
    expect(found.data.total).toBe(2);
    await call('customerDelete', { ids: [...found.data.records.map((c) => c.id), holder.data.id] });
  });
});

type Item = {
  id: number;
  name: string;
  available: number;
  onSale: boolean;
  salePriceCents: number;
  limitPerOrder: number | null;
};
type ItemPage = { records: Item[]; total: number; counts: Record<string, number> };

describe('publishing', { timeout: 120_000 }, () => {
  const page = (kind: string, tab: string) =>
    call<ItemPage>('saleItemPage', { kind, tab, page: 1, pageSize: 1000 });

  it('tab counts match the tabs; 上架 without stock is refused; batch is all or nothing; 下架 → 仓库中', async () => {
    const onSale = await page('sku', 'onSale');
    const inStock = await page('sku', 'inStock');
    for (const tab of ['onSale', 'inStock', 'soldOut', 'warning'])
      expect((await page('sku', tab)).data.total).toBe(onSale.data.counts[tab]);
    expect(onSale.data.records.every((r) => r.onSale && r.available > 0)).toBe(true);
    const empty = inStock.data.records.find((r) => r.available === 0);
    const stocked = inStock.data.records.find((r) => r.available > 0);
    if (!empty || !stocked) throw new Error('seed should have off-sale SKUs with and without stock');
    await refused(
      'saleItemPublish',
      { kind: 'sku', ids: [empty.id], action: 'on' },
      409,
      '库存不足，不能上架',
    );
    await refused(
      'saleItemPublish',
      { kind: 'sku', ids: [stocked.id, empty.id], action: 'on' },
      409,
      /^库存不足，不能上架：/,
    );
    await refused('saleItemPublish', { kind: 'sku', ids: [999999], action: 'on' }, 404, '商品不存在');
    const on = await call<{ changed: number }>('saleItemPublish', {
      kind: 'sku',
      ids: [stocked.id],
      action: 'on',
    });
    expect(on.data.changed).toBe(1);
    expect((await page('sku', 'onSale')).data.counts.onSale).toBe((onSale.data.counts.onSale ?? 0) + 1);
    const off = await call<{ changed: number }>('saleItemPublish', {
      kind: 'sku',
      ids: [stocked.id],
      action: 'off',
    });
    expect(off.data.changed).toBe(1);
    expect((await page('sku', 'inStock')).data.records.some((r) => r.id === stocked.id)).toBe(true);
  });

  it('sale price and limits; per-order above per-customer refused', async () => {
    const [item] = (await page('setmeal', 'onSale')).data.records;
    if (!item) throw new Error('seed should have a package on sale');
    expect(
      (
        await call('saleItemSave', {
          kind: 'setmeal',
          id: item.id,
          salePriceCents: 12345,
          limitPerOrder: 3,
          limitPerCustomer: 9,
        })
      ).code,
    ).toBe(200);
    const after = (await page('setmeal', 'onSale')).data.records.find((r) => r.id === item.id);
    expect(after).toMatchObject({ salePriceCents: 12345, limitPerOrder: 3, onSale: true });
    await refused(
      'saleItemSave',
      { kind: 'setmeal', id: item.id, salePriceCents: 1, limitPerOrder: 10, limitPerCustomer: 2 },
      400,
      '单次限购不能大于每人限购',
    );
  });
});

describe('bad input → 400 with a Chinese message', { timeout: 120_000 }, () => {
  const OPS: Record<string, readonly string[]> = {
    customerPage: ['name', 'phone', 'type', 'qhdm', 'level', 'due', 'page', 'pageSize'],
    customerSave: ['name', 'type', 'phone', 'qhdm', 'areaMu', 'crops', 'level', 'ownerId'],
    customerFollowupSave: ['customerId', 'type', 'content', 'nextContactDate'],
    customerImport: ['rows'],
    saleItemPage: ['kind', 'tab', 'page', 'pageSize'],
    saleItemPublish: ['kind', 'ids', 'action'],
    saleItemSave: ['kind', 'id', 'salePriceCents', 'limitPerOrder'],
  };
  const scalar = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
  for (const [operationId, fields] of Object.entries(OPS)) {
    it(operationId, async () => {
      const op = spec.operations.find((o) => o.operationId === operationId);
      if (!op?.body) throw new Error(`${operationId} has no body`);
      const validate = validators.body(op);
      const example = op.body.example as Record<string, unknown>;
      const key = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 6 }));
      const changes = fc.dictionary(key, value, { minKeys: 1, maxKeys: fields.length });
      const body = fc
        .oneof(
          changes.map((c) => ({ ...example, ...c })),
          value,
        )
        .filter((b) => validate(b) !== undefined);
      const before = await checksums(env.url);
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const r = await call(operationId, b);
          expect(r.status).toBe(400);
          expect(r.msg).toMatch(CHINESE);
        }),
        { numRuns: 20 },
      );
      expect(await checksums(env.url)).toEqual(before);
    });
  }
});
