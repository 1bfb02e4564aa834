/**
 * Provider state "the catalogue fixtures exist" (contract verification of the supply-chain master
 * data): fixed records with ids 99xx, restored on every set-up, and the names and codes the
 * interactions add kept free. See contract-tests/src/states.ts for what each one is for.
 */
import { creditCodeCheckChar, ean13CheckDigit } from '@agrimap/rules';
import type { Queryable } from '../db/adapter';

const uscc = (first17: string) => first17 + creditCodeCheckChar(first17);
const ean = (first12: string) => first12 + ean13CheckDigit(first12);

/** The records the catalogue interactions name. */
export const CATALOG_FIXTURES = {
  categories: { parent: 9901, removable: 9902, children: [9911, 9912] },
  brands: { kept: 9901, removable: 9902, newName: '契约新增品牌' },
  suppliers: {
    pending: 9901,
    approved: 9902,
    removable: 9903,
    newCreditCode: uscc('91430104MA4PACT01'),
  },
  skus: { kept: 9901, removable: 9902, spec: 9901, removableSpec: 9902, barcode: ean('692990100001') },
  setmeals: { kept: 9901, removable: 9902, newName: '契约新增套餐' },
} as const;

export async function setUpCatalogFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = CATALOG_FIXTURES;
  const iso = now.toISOString();
  const expiry = new Date(now.getTime() + 400 * 86_400_000).toISOString().slice(0, 10);
  // packages, items, brands, suppliers, categories of earlier set-ups (and what interactions added)
  await tx.query(`delete from setmeal where id = any($1::int4[]) or name = $2`, [
    [F.setmeals.kept, F.setmeals.removable],
    F.setmeals.newName,
  ]);
  await tx.query(`delete from setmeal_item where sku_spec_id = any($1::int4[])`, [
    [F.skus.spec, F.skus.removableSpec],
  ]);
  await tx.query(`delete from sku where id = any($1::int4[]) or name = '契约新增单品'`, [
    [F.skus.kept, F.skus.removable],
  ]);
  await tx.query(`delete from brand where id = any($1::int4[]) or name = $2`, [
    [F.brands.kept, F.brands.removable],
    F.brands.newName,
  ]);
  await tx.query(`delete from supplier where id = any($1::int4[]) or credit_code = $2`, [
    [F.suppliers.pending, F.suppliers.approved, F.suppliers.removable],
    F.suppliers.newCreditCode,
  ]);
  await tx.query(`delete from product_category where id = any($1::int4[]) or parent_id = $2`, [
    [F.categories.parent, F.categories.removable, ...F.categories.children],
    F.categories.parent,
  ]);

  await tx.query(
    `insert into product_category (id, name, parent_id, level, sort, icon, status) values
       ($1, '契约测试分类', 0, 1, 99, null, 1), ($2, '契约删除分类', 0, 1, 100, null, 1),
       ($3, '契约子分类甲', $1, 2, 1, null, 1), ($4, '契约子分类乙', $1, 2, 2, null, 1)`,
    [F.categories.parent, F.categories.removable, F.categories.children[0], F.categories.children[1]],
  );
  await tx.query(
    `insert into brand (id, name, logo, sort, status, description, create_time) values
       ($1, '契约测试品牌', null, 99, 1, '契约测试', $3::timestamptz), ($2, '契约删除品牌', null, 100, 1, '', $3::timestamptz)`,
    [F.brands.kept, F.brands.removable, iso],
  );
  const supplier = (id: number, name: string, code17: string, status: number) =>
    tx.query(
      `insert into supplier (id, name, credit_code, enterprise_type, contact_name, contact_phone, qhdm, qhmc, address,
                             licence_no, licence_expiry, status, create_time, update_time)
       values ($1, $2, $3, '2', '契约联系人', '13900009901', '430104', '岳麓区', '麓谷大道 1 号',
               '农药经许（湘）43010499001', $4, $5, $6::timestamptz, $6::timestamptz)`,
      [id, name, uscc(code17), expiry, status, iso],
    );
  await supplier(F.suppliers.pending, '契约待审供应商', '91430104MA4PACT02', 0);
  await supplier(F.suppliers.approved, '契约通过供应商', '91430104MA4PACT03', 1);
  await supplier(F.suppliers.removable, '契约删除供应商', '91430104MA4PACT04', 1);
  await tx.query(
    `insert into sku (id, name, category_code, brand_id, supplier_id, manufacturer, registration_no, spec_attrs, status, create_time, update_time)
     values ($1, '契约样品复合肥', '0102', $3, $4, '契约测试生产企业', '湘农肥（2021）准字 9901号', '[{"name":"规格","values":["40kg/袋"]}]', 1, $5::timestamptz, $5::timestamptz),
            ($2, '契约删除单品', '0301', null, null, '', null, '[]', 1, $5::timestamptz, $5::timestamptz)`,
    [F.skus.kept, F.skus.removable, F.brands.kept, F.suppliers.approved, iso],
  );
  await tx.query(
    `insert into sku_spec (id, sku_id, spec, spec_values, barcode, unit, price_cents, market_price_cents, cost_price_cents, warning_stock, status, sort)
     values ($1, $2, '40kg/袋', '["40kg/袋"]', $5, '袋', 16800, 18500, 14200, 50, 1, 1),
            ($3, $4, '1kg/袋', '["1kg/袋"]', null, '袋', 6800, 7800, 5200, 10, 1, 1)`,
    [F.skus.spec, F.skus.kept, F.skus.removableSpec, F.skus.removable, F.skus.barcode],
  );
  await tx.query(
    `insert into setmeal (id, name, price_cents, status, description, create_time, update_time)
     values ($1, '契约测试套餐', 30000, 1, '', $3::timestamptz, $3::timestamptz), ($2, '契约删除套餐', 10000, 1, '', $3::timestamptz, $3::timestamptz)`,
    [F.setmeals.kept, F.setmeals.removable, iso],
  );
  await tx.query(`insert into setmeal_item (setmeal_id, sku_spec_id, quantity, sort) values ($1, $2, 2, 1)`, [
    F.setmeals.kept,
    F.skus.spec,
  ]);
  return {};
}
