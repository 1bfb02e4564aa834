/**
 * Bad input to the warehousing operations, generated with fast-check: bodies off the contract (random
 * shapes over the schema's fields), documents whose lines break a business rule (no lines, a
 * quantity not above 0, a negative price, an expiry before production, an unknown SKU or location)
 * and outbound documents asking more than the stock. Each gets a 4xx with a Chinese message naming
 * what is wrong, and the database does not change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badInputSandbox, itRefusesOffContractBodies } from './badInput';
import { providerState } from './helpers';

const OPERATIONS: Record<string, readonly string[]> = {
  warehousePage: ['name', 'type', 'status', 'qhdm', 'page', 'pageSize'],
  warehouseSave: [
    'id',
    'name',
    'code',
    'type',
    'qhdm',
    'qhmc',
    'address',
    'lon',
    'lat',
    'managerId',
    'capacity',
    'zones',
  ],
  warehouseStatus: ['id', 'status'],
  stockDocPage: [
    'direction',
    'docNo',
    'statuses',
    'warehouseId',
    'dateFrom',
    'amountMin',
    'page',
    'pageSize',
  ],
  stockDocSave: ['id', 'direction', 'warehouseId', 'bizType', 'docDate', 'lines', 'submit'],
  stockDocAction: ['id', 'action', 'reason'],
  stockPage: ['warehouseId', 'keyword', 'warning', 'expiryDays', 'page', 'pageSize'],
  stockLedgerPage: ['stockId', 'warehouseId', 'docNo', 'page', 'pageSize'],
};

const WAREHOUSE = 9701;
const SKU = 9601;

const env = badInputSandbox(async (url) => {
  const res = await providerState(url, 'the warehousing fixtures exist');
  expect(res.status).toBe(200);
});
const post = env.post;

const goodLine = fc.record({
  skuId: fc.constant(SKU),
  batchNo: fc.constantFrom('PACT-B1', 'B-NEW-1', 'X9'),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }),
  locationCode: fc.constantFrom('A-01', null),
});

type Breaker = {
  apply: (line: Record<string, unknown>) => Record<string, unknown>;
  msg: (n: number) => string;
};
const BREAKERS: Breaker[] = [
  { apply: (l) => ({ ...l, quantity: 0 }), msg: (n) => `第${n}行数量必须大于0` },
  { apply: (l) => ({ ...l, quantity: -5 }), msg: (n) => `第${n}行数量必须大于0` },
  { apply: (l) => ({ ...l, unitPrice: -1 }), msg: (n) => `第${n}行单价不能为负数` },
  {
    apply: (l) => ({ ...l, productionDate: '2026-05-10', expiryDate: '2026-05-09' }),
    msg: (n) => `第${n}行有效期不能早于生产日期`,
  },
  { apply: (l) => ({ ...l, skuId: 999_999 }), msg: (n) => `第${n}行商品不存在` },
  { apply: (l) => ({ ...l, locationCode: 'Z-99' }), msg: (n) => `第${n}行库位 Z-99 不属于该仓库` },
];

describe('warehousing operations refuse bad input with a Chinese message and change nothing', {
  timeout: 120_000,
}, () => {
  itRefusesOffContractBodies(OPERATIONS, () => ({ url: env.url, token: env.token }), {
    numRuns: 25,
    dropFields: false,
    maxStringLength: 40,
    title: (id) => `${id}: random bodies off the contract → 400`,
  });

  it('documents with a broken line: 400 naming the first broken line', async () => {
    const doc = fc
      .tuple(
        fc.array(goodLine, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom(...BREAKERS),
        fc.constantFrom('in', 'out'),
        fc.boolean(),
      )
      .map(([lines, at, breaker, direction, submit]) => {
        const i = at % lines.length;
        return {
          body: {
            direction,
            warehouseId: WAREHOUSE,
            bizType: 1,
            docDate: '2026-05-10',
            submit,
            lines: lines.map((l, k) => (k === i ? breaker.apply(l) : l)),
          },
          msg: breaker.msg(i + 1),
        };
      });
    await fc.assert(
      fc.asyncProperty(doc, async ({ body, msg }) => {
        const res = await post('stockDocSave', body);
        expect([res.status, res.msg]).toEqual([400, msg]);
      }),
      { numRuns: 60 },
    );
    expect(
      await post('stockDocSave', {
        direction: 'in',
        warehouseId: WAREHOUSE,
        bizType: 1,
        docDate: '2026-05-10',
        lines: [],
      }),
    ).toMatchObject({
      status: 400,
      msg: '至少包含一条明细',
    });
  });

  it('outbound documents asking more than the stock: 409 naming the line', async () => {
    const ask = fc.tuple(
      fc.array(
        goodLine.map((l) => ({ ...l, batchNo: 'PACT-B1', quantity: 1 })),
        { maxLength: 3 },
      ),
      fc.integer({ min: 101, max: 10_000 }),
    );
    await fc.assert(
      fc.asyncProperty(ask, async ([before, quantity]) => {
        const lines = [...before, { skuId: SKU, batchNo: 'PACT-B1', quantity, unitPrice: 100 }];
        const res = await post('stockDocSave', {
          direction: 'out',
          warehouseId: WAREHOUSE,
          bizType: 1,
          docDate: '2026-05-10',
          submit: true,
          lines,
        });
        expect(res.status).toBe(409);
        expect(res.msg).toBe(
          `第${lines.length}行 契约测试复合肥 40kg/袋 批次 PACT-B1 可用库存不足（可用 ${100 - before.length}，出库 ${quantity}）`,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('nothing changed at all', async () => {
    const { before, after } = await env.tablesBeforeAndNow();
    expect(after).toEqual(before);
  });
});
