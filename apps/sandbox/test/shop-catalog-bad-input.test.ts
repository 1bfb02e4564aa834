/**
 * Bad input to the supply-chain master-data operations, generated with fast-check: bodies off the
 * contract, credit codes with a wrong check character, barcodes with a wrong check digit and
 * registration numbers off their category's format. Each gets HTTP 400 with a Chinese message
 * (the named one where the rule has one) and the database does not change.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isFertiliserRegistration,
  isPesticideRegistration,
  isValidCreditCode,
} from '../src/domain/validators';
import { type Sandbox, specAndValidators } from '../src/index';
import { SERVER_PREFIXES } from '../src/spec/load';
import { checksums, login, platformHeaders, startTestSandbox } from './helpers';

const { spec, validators } = specAndValidators();

const OPERATIONS: Record<string, readonly string[]> = {
  supplierPage: ['name', 'creditCode', 'status', 'qhdm', 'licence', 'page', 'pageSize'],
  supplierSave: [
    'id',
    'name',
    'creditCode',
    'enterpriseType',
    'contactName',
    'contactPhone',
    'qhdm',
    'qhmc',
    'lon',
    'lat',
    'licenceExpiry',
  ],
  supplierAudit: ['id', 'pass', 'reason'],
  supplierStatus: ['id', 'status'],
  supplierDelete: ['id'],
  brandPage: ['name', 'status', 'page', 'pageSize'],
  brandSave: ['id', 'name', 'logo', 'sort', 'status', 'description'],
  brandStatus: ['id', 'status'],
  brandDelete: ['id'],
  productCategorySave: ['id', 'parentId', 'name', 'icon', 'status'],
  productCategoryDelete: ['id'],
  productCategorySort: ['parentId', 'ids'],
  skuPage: ['name', 'categoryCode', 'brandId', 'supplierId', 'status', 'page', 'pageSize'],
  skuSave: ['id', 'name', 'categoryCode', 'brandId', 'registrationNo', 'specAttrs', 'specs', 'status'],
  skuStatus: ['id', 'status'],
  skuDelete: ['id'],
  skuSpecOptions: ['keyword', 'limit'],
  setmealPage: ['name', 'status', 'flagged', 'page', 'pageSize'],
  setmealSave: ['id', 'name', 'priceCents', 'status', 'items'],
  setmealDelete: ['id'],
};

const CHINESE = /[\u4e00-\u9fff]/;
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

let sandbox: Sandbox;
let token: string;
let initial: Awaited<ReturnType<typeof checksums>>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await login(sandbox.url);
  initial = await checksums(sandbox.url);
});
afterAll(async () => {
  await sandbox?.stop();
});

async function post(
  operationId: string,
  body: unknown,
): Promise<{ status: number; code?: number; msg?: string }> {
  const op = spec.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  const res = await fetch(`${sandbox.url}${SERVER_PREFIXES[op.server]}${op.path}`, {
    method: 'POST',
    headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code?: number; msg?: string };
  return { status: res.status, ...json };
}

const exampleOf = (operationId: string) =>
  spec.operations.find((o) => o.operationId === operationId)?.body?.example as Record<string, unknown>;

const scalar = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
);

describe('supply-chain master data refuses bad input with 400, a Chinese message, and changes nothing', () => {
  for (const [operationId, fields] of Object.entries(OPERATIONS)) {
    it(`${operationId}: random bodies off the contract`, async () => {
      const op = spec.operations.find((o) => o.operationId === operationId);
      if (!op?.body) throw new Error(`${operationId} has no body`);
      const validate = validators.body(op);
      const example = op.body.example as Record<string, unknown>;
      const key = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }));
      const changes = fc.dictionary(key, value, { minKeys: 1, maxKeys: fields.length + 1 });
      const body = fc
        .oneof(
          changes,
          changes.map((c) => ({ ...example, ...c })),
          fc
            .constantFrom(...fields)
            .map((f) => Object.fromEntries(Object.entries(example).filter(([k]) => k !== f))),
          value,
        )
        .filter((b) => validate(b) !== undefined);
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const res = await post(operationId, b);
          expect(res.status).toBe(400);
          expect(res.code).toBe(400);
          expect(res.msg).toMatch(CHINESE);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('credit codes that fail the GB 32100-2015 check: 统一社会信用代码校验失败', async () => {
    const code = fc
      .oneof(
        fc.string({ unit: fc.constantFrom(...USCC_CHARS), minLength: 18, maxLength: 18 }),
        fc.string({ maxLength: 30 }),
      )
      .filter((c) => !isValidCreditCode(c.trim().toUpperCase()));
    await fc.assert(
      fc.asyncProperty(code, async (c) => {
        const res = await post('supplierSave', { ...exampleOf('supplierSave'), creditCode: c });
        expect(res.status).toBe(400);
        expect(res.msg).toBe('统一社会信用代码校验失败');
      }),
      { numRuns: 60 },
    );
  });

  it('registration numbers off the category’s format: 登记证号格式不正确', async () => {
    const example = exampleOf('skuSave');
    const pesticide = fc
      .oneof(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc
          .tuple(fc.constantFrom('PD', 'LS', 'WP', 'WL', 'PX'), fc.nat(999_999_999))
          .map(([k, n]) => `${k}${n}`),
      )
      .filter((s) => s.trim() !== '' && !isPesticideRegistration(s.trim()));
    await fc.assert(
      fc.asyncProperty(pesticide, async (no) => {
        const res = await post('skuSave', { ...example, categoryCode: '0201', registrationNo: no });
        expect(res.status).toBe(400);
        expect(res.msg).toBe('登记证号格式不正确');
      }),
      { numRuns: 40 },
    );
    const fertiliser = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() !== '' && !isFertiliserRegistration(s.trim()));
    await fc.assert(
      fc.asyncProperty(fertiliser, async (no) => {
        const res = await post('skuSave', { ...example, categoryCode: '0102', registrationNo: no });
        expect(res.status).toBe(400);
        expect(res.msg).toBe('登记证号格式不正确');
      }),
      { numRuns: 40 },
    );
  });

  it('barcodes with a wrong EAN-13 check digit: 400 naming the row', async () => {
    const example = exampleOf('skuSave') as { specs: Record<string, unknown>[] };
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 });
    const bad = fc.tuple(digits, fc.integer({ min: 1, max: 9 })).map(([head, d]) => {
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += Number(head[i]) * (i % 2 === 0 ? 1 : 3);
      return head + String((((10 - (sum % 10)) % 10) + d) % 10);
    });
    await fc.assert(
      fc.asyncProperty(bad, async (barcode) => {
        const first = example.specs[0] as Record<string, unknown>;
        const res = await post('skuSave', {
          ...example,
          specs: [
            { ...first, barcode: null },
            { ...first, spec: '25kg/袋', barcode },
          ],
        });
        expect(res.status).toBe(400);
        expect(res.msg).toBe('【规格库存】第2行条码校验失败');
      }),
      { numRuns: 40 },
    );
  });

  it('nothing changed at all (row counts and contents)', async () => {
    const now = await checksums(sandbox.url);
    const { session: _s1, ...before } = initial.tables;
    const { session: _s2, ...after } = now.tables;
    expect(after).toEqual(before);
  });
});
