/**
 * Bad input to the supply-chain master-data operations, generated with fast-check: bodies off the
 * contract, credit codes with a wrong check character, barcodes with a wrong check digit and
 * registration numbers off their category's format. Each gets HTTP 400 with a Chinese message
 * (the named one where the rule has one) and the database does not change.
 */

import { isFertiliserRegistration, isPesticideRegistration, isValidCreditCode } from '@agrimap/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specAndValidators } from '../src/index';
import { badInputSandbox, itRefusesOffContractBodies } from './badInput';

const { spec } = specAndValidators();

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

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const env = badInputSandbox();

const exampleOf = (operationId: string) =>
  spec.operations.find((o) => o.operationId === operationId)?.body?.example as Record<string, unknown>;

describe('supply-chain master data refuses bad input with 400, a Chinese message, and changes nothing', () => {
  itRefusesOffContractBodies(OPERATIONS, () => ({ url: env.url, token: env.token }), { numRuns: 25 });

  it('credit codes that fail the GB 32100-2015 check: 统一社会信用代码校验失败', async () => {
    const code = fc
      .oneof(
        fc.string({ unit: fc.constantFrom(...USCC_CHARS), minLength: 18, maxLength: 18 }),
        fc.string({ maxLength: 30 }),
      )
      .filter((c) => !isValidCreditCode(c.trim().toUpperCase()));
    await env.refusesEvery(
      code,
      'supplierSave',
      (c) => ({ ...exampleOf('supplierSave'), creditCode: c }),
      '统一社会信用代码校验失败',
      60,
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
    const fertiliser = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() !== '' && !isFertiliserRegistration(s.trim()));
    // 农药 (0201) and 肥料 (0102) each with numbers off its own format.
    for (const [numbers, categoryCode] of [
      [pesticide, '0201'],
      [fertiliser, '0102'],
    ] as const)
      await env.refusesEvery(
        numbers,
        'skuSave',
        (no) => ({ ...example, categoryCode, registrationNo: no }),
        '登记证号格式不正确',
        40,
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
    const first = example.specs[0] as Record<string, unknown>;
    await env.refusesEvery(
      bad,
      'skuSave',
      (barcode) => ({
        ...example,
        specs: [
          { ...first, barcode: null },
          { ...first, spec: '25kg/袋', barcode },
        ],
      }),
      '【规格库存】第2行条码校验失败',
      40,
    );
  });

  it('nothing changed at all (row counts and contents)', async () => {
    const { before, after } = await env.tablesBeforeAndNow();
    expect(after).toEqual(before);
  });
});
