/**
 * Supply-chain master data over HTTP: suppliers (credit-code check, duplicates, licence flags,
 * review), brands, the shop catalogue tree, single items with their SKU grid (registration and
 * barcode checks naming the tab) and packages (totals in cents, flagged when an item is disabled).
 * Runs on PGlite and, when configured, PostgreSQL.
 */

import { creditCodeCheckChar, ean13CheckDigit } from '@agrimap/rules';
import { unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { SEED_SKU_SPECS } from '../src/seed/shop';
import { backends, startBackendSandbox } from './backends';
import { checksums, login, sdkClient, type TestClient } from './helpers';

const uscc = (first17: string) => first17 + creditCodeCheckChar(first17);
const ean = (first12: string) => first12 + ean13CheckDigit(first12);
const wrongCheck = (first12: string) => first12 + String((Number(ean13CheckDigit(first12)) + 1) % 10);

describe.each(backends())('supply-chain master data on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    admin = sdkClient(sandbox.url, await login(sandbox.url));
  });
  afterAll(async () => {
    await sandbox?.stop();
  });

  const shop = () => admin.api.shop;
  const supplier = {
    name: '长沙县春耕农资有限公司',
    creditCode: uscc('91430121MA4T7Q2W1'),
    enterpriseType: '2',
    contactName: '彭志华',
    contactPhone: '13974801234',
    qhdm: '430121',
    qhmc: '湖南省长沙市长沙县',
    address: '星沙街道开元东路 88 号',
    lon: 113.0801,
    lat: 28.2469,
    licenceNo: '农药经许（湘）43012110088',
    licenceExpiry: '2030-06-30',
  };

  it('suppliers: add (待审核), refuse a wrong check character and a duplicate, review, disable, flags', async () => {
    const before = await checksums(sandbox.url);
    const wrong = await shop().POST('/api/v1/web/sp/supplier/save', {
      body: {
        ...supplier,
        creditCode: `${supplier.creditCode.slice(0, 17)}${supplier.creditCode[17] === '0' ? '1' : '0'}`,
      },
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.msg).toBe('统一社会信用代码校验失败');
    const phone = await shop().POST('/api/v1/web/sp/supplier/save', {
      body: { ...supplier, contactPhone: '0731-8888' },
    });
    expect(phone.error?.msg).toBe('手机号格式不正确');
    expect((await checksums(sandbox.url)).tables.supplier).toEqual(before.tables.supplier);

    const { id } = unwrap(await shop().POST('/api/v1/web/sp/supplier/save', { body: supplier }));
    const dup = await shop().POST('/api/v1/web/sp/supplier/save', { body: { ...supplier, name: '另一家' } });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.msg).toBe('统一社会信用代码已存在');

    const detail = unwrap(await shop().GET('/api/v1/web/sp/supplier/detail', { params: { query: { id } } }));
    expect(detail).toMatchObject({ ...supplier, status: 0, licenceState: 'valid', skuCount: 0 });

    const noReason = await shop().POST('/api/v1/web/sp/supplier/audit', {
      body: { id, pass: false, reason: '  ' },
    });
    expect(noReason.error?.msg).toBe('驳回时请填写驳回原因');
    unwrap(
      await shop().POST('/api/v1/web/sp/supplier/audit', {
        body: { id, pass: false, reason: '许可证照片不清晰' },
      }),
    );
    const rejected = unwrap(
      await shop().GET('/api/v1/web/sp/supplier/detail', { params: { query: { id } } }),
    );
    expect(rejected).toMatchObject({ status: 3, rejectReason: '许可证照片不清晰', auditor: '系统管理员' });
    const again = await shop().POST('/api/v1/web/sp/supplier/audit', { body: { id, pass: true } });
    expect(again.response.status).toBe(409);
    expect(again.error?.msg).toBe('只有待审核的供应商可以审核');
    // Editing a rejected supplier resubmits it.
    unwrap(
      await shop().POST('/api/v1/web/sp/supplier/save', {
        body: { ...supplier, id, address: '开元东路 90 号' },
      }),
    );
    const resubmitted = unwrap(
      await shop().GET('/api/v1/web/sp/supplier/detail', { params: { query: { id } } }),
    );
    expect(resubmitted).toMatchObject({ status: 0, rejectReason: null, address: '开元东路 90 号' });
    unwrap(await shop().POST('/api/v1/web/sp/supplier/audit', { body: { id, pass: true } }));
    unwrap(await shop().POST('/api/v1/web/sp/supplier/status', { body: { id, status: 2 } }));
    const list = unwrap(
      await shop().POST('/api/v1/web/sp/supplier/page', { body: { name: '春耕', page: 1, pageSize: 10 } }),
    );
    expect(list.records.map((r) => [r.name, r.status])).toEqual([[supplier.name, 2]]);

    // Seeded licences: one ends in 18 days (湘潭), one ended 12 days ago (衡阳).
    const expiring = unwrap(
      await shop().POST('/api/v1/web/sp/supplier/page', {
        body: { licence: 'expiring', page: 1, pageSize: 10 },
      }),
    );
    expect(expiring.records.map((r) => [r.name, r.licenceState, r.licenceDaysLeft])).toEqual([
      ['湘潭绿丰化肥贸易有限公司', 'expiring', 18],
    ]);
    const expired = unwrap(
      await shop().POST('/api/v1/web/sp/supplier/page', {
        body: { licence: 'expired', page: 1, pageSize: 10 },
      }),
    );
    expect(expired.records.map((r) => [r.name, r.licenceState, r.licenceDaysLeft])).toEqual([
      ['衡阳惠农植保服务有限公司', 'expired', -12],
    ]);
    const inCity = unwrap(
      await shop().POST('/api/v1/web/sp/supplier/page', { body: { qhdm: '430100', page: 1, pageSize: 10 } }),
    );
    expect(inCity.records.map((r) => r.qhmc).sort()).toEqual(['湖南省长沙市芙蓉区', '湖南省长沙市长沙县']);

    const used = await shop().POST('/api/v1/web/sp/supplier/delete', { body: { id: 1 } });
    expect(used.response.status).toBe(409);
    expect(used.error?.msg).toBe('该供应商下有单品，不能删除');
    unwrap(await shop().POST('/api/v1/web/sp/supplier/delete', { body: { id } }));
    const gone = await shop().GET('/api/v1/web/sp/supplier/detail', { params: { query: { id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error?.msg).toBe('供应商不存在');
  });

  it('brands: add, duplicate name refused, status, delete only when unused', async () => {
    const { id } = unwrap(
      await shop().POST('/api/v1/web/sp/brand/save', {
        body: { name: '中化化肥', logo: null, sort: 11, status: 1, description: '复合肥、磷肥' },
      }),
    );
    const dup = await shop().POST('/api/v1/web/sp/brand/save', {
      body: { name: '中化化肥', logo: null, sort: 1, status: 1, description: '' },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.msg).toBe('品牌名称已存在');
    unwrap(await shop().POST('/api/v1/web/sp/brand/status', { body: { id, status: 0 } }));
    const page = unwrap(
      await shop().POST('/api/v1/web/sp/brand/page', { body: { name: '中化', page: 1, pageSize: 10 } }),
    );
    expect(page.records).toMatchObject([{ id, name: '中化化肥', status: 0, sort: 11, skuCount: 0 }]);
    const used = await shop().POST('/api/v1/web/sp/brand/delete', { body: { id: 1 } });
    expect(used.error?.msg).toBe('该品牌下有单品，不能删除');
    unwrap(await shop().POST('/api/v1/web/sp/brand/delete', { body: { id } }));
    const all = unwrap(await shop().POST('/api/v1/web/sp/brand/page', { body: { page: 1, pageSize: 50 } }));
    expect(all.records.map((b) => b.name)).not.toContain('中化化肥');
  });

  it('catalogue: add under a parent (placed last), three levels at most, rename, re-order, delete leaves', async () => {
    const children = async (parentId: number) =>
      unwrap(await shop().POST('/api/v1/web/sp/product/category/child/list', { body: { parentId } })).list;
    const top = await children(0);
    const parent = top[0] as { id: number };
    const before = (await children(parent.id)).map((c) => c.id);
    const { id } = unwrap(
      await shop().POST('/api/v1/web/sp/product/category/save', {
        body: { parentId: parent.id, name: '缓释肥' },
      }),
    );
    const after = await children(parent.id);
    expect(after.map((c) => c.id)).toEqual([...before, id]);
    expect(after.at(-1)).toMatchObject({ name: '缓释肥', level: 2, status: 1, hasChildren: false });
    const { id: third } = unwrap(
      await shop().POST('/api/v1/web/sp/product/category/save', {
        body: { parentId: id, name: '硫包衣缓释肥' },
      }),
    );
    const tooDeep = await shop().POST('/api/v1/web/sp/product/category/save', {
      body: { parentId: third, name: '四级' },
    });
    expect(tooDeep.response.status).toBe(400);
    expect(tooDeep.error?.msg).toBe('商城目录最多三级');
    const hasKids = await shop().POST('/api/v1/web/sp/product/category/delete', { body: { id } });
    expect(hasKids.response.status).toBe(409);
    expect(hasKids.error?.msg).toBe('该分类下有子分类，不能删除');
    unwrap(
      await shop().POST('/api/v1/web/sp/product/category/save', {
        body: { id, parentId: parent.id, name: '缓控释肥', status: 0 },
      }),
    );
    const reordered = [id, ...before];
    unwrap(
      await shop().POST('/api/v1/web/sp/product/category/sort', {
        body: { parentId: parent.id, ids: reordered },
      }),
    );
    const now = await children(parent.id);
    expect(now.map((c) => c.id)).toEqual(reordered);
    expect(now[0]).toMatchObject({ name: '缓控释肥', status: 0, hasChildren: true });
    const partial = await shop().POST('/api/v1/web/sp/product/category/sort', {
      body: { parentId: parent.id, ids: before },
    });
    expect(partial.response.status).toBe(400);
    unwrap(await shop().POST('/api/v1/web/sp/product/category/delete', { body: { id: third } }));
    unwrap(await shop().POST('/api/v1/web/sp/product/category/delete', { body: { id } }));
    expect((await children(parent.id)).map((c) => c.id)).toEqual(before);
  });

  const item = {
    name: '湘丰 复合肥 48%（16-16-16）',
    categoryCode: '0102',
    brandId: 1,
    supplierId: 1,
    manufacturer: '湖南湘丰化肥有限公司',
    registrationNo: '湘农肥（2021）准字 3321号',
    specAttrs: [{ name: '规格', values: ['40kg/袋', '25kg/袋'] }],
    images: [],
    description: '',
    status: 1 as const,
  };
  const spec = (s: string, barcode: string | null, priceCents: number) => ({
    spec: s,
    specValues: [s],
    barcode,
    unit: '袋',
    priceCents,
    marketPriceCents: priceCents + 1500,
    costPriceCents: priceCents - 2000,
    warningStock: 30,
    status: 1 as const,
  });

  it('items: two specs saved with the item; wrong registration, barcode and category refused naming the tab', async () => {
    const before = await checksums(sandbox.url);
    const specs = [spec('40kg/袋', ean('692777000001'), 15800), spec('25kg/袋', ean('692777000002'), 9900)];
    const refusals: [Record<string, unknown>, string][] = [
      [{ registrationNo: 'PD20060033' }, '登记证号格式不正确'],
      [{ categoryCode: '0201', registrationNo: null }, '【基本信息】农药必须填写登记证号'],
      [{ categoryCode: '9999' }, '【基本信息】农资分类不存在'],
      [{ brandId: 9999 }, '【基本信息】品牌不存在'],
      [{ specs: [] }, '【规格库存】至少包含一个规格'],
      [
        { specs: [specs[0], spec('25kg/袋', wrongCheck('692777000002'), 9900)] },
        '【规格库存】第2行条码校验失败',
      ],
      [{ specs: [specs[0], specs[0]] }, '【规格库存】第2行规格重复'],
      [{ specs: [specs[0], { ...specs[1], barcode: specs[0]?.barcode }] }, '【规格库存】第2行条码重复'],
    ];
    for (const [change, msg] of refusals) {
      const res = await shop().POST('/api/v1/web/sp/sku/save', {
        body: { ...item, specs, ...change } as never,
      });
      expect(res.response.status).toBe(400);
      expect(res.error?.msg).toBe(msg);
    }
    expect(await checksums(sandbox.url)).toEqual(before);

    const { id } = unwrap(await shop().POST('/api/v1/web/sp/sku/save', { body: { ...item, specs } }));
    const detail = unwrap(await shop().GET('/api/v1/web/sp/sku/detail', { params: { query: { id } } }));
    expect(detail).toMatchObject({
      name: item.name,
      categoryName: '复合肥',
      brandName: '史丹利',
      supplierName: '湖南丰收农资有限公司',
      specCount: 2,
      minPriceCents: 9900,
    });
    expect(detail.specs.map((s) => [s.spec, s.barcode, s.priceCents, s.sort])).toEqual([
      ['40kg/袋', specs[0]?.barcode, 15800, 1],
      ['25kg/袋', specs[1]?.barcode, 9900, 2],
    ]);
    // A seeded barcode is taken.
    const taken = await shop().POST('/api/v1/web/sp/sku/save', {
      body: { ...item, name: '另一个', specs: [spec('50kg/袋', SEED_SKU_SPECS[0]?.barcode ?? null, 5000)] },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.msg).toBe('条码已存在');

    // Edit: drop the 25kg spec, change the 40kg price, add a 50kg one.
    const [first] = detail.specs;
    unwrap(
      await shop().POST('/api/v1/web/sp/sku/save', {
        body: {
          ...item,
          id,
          specs: [
            { ...spec('40kg/袋', first?.barcode ?? null, 16200), id: first?.id },
            spec('50kg/袋', null, 19800),
          ],
        },
      }),
    );
    const edited = unwrap(await shop().GET('/api/v1/web/sp/sku/detail', { params: { query: { id } } }));
    expect(edited.specs.map((s) => [s.id === first?.id, s.spec, s.priceCents])).toEqual([
      [true, '40kg/袋', 16200],
      [false, '50kg/袋', 19800],
    ]);
    const pesticides = unwrap(
      await shop().POST('/api/v1/web/sp/sku/page', { body: { categoryCode: '02', page: 1, pageSize: 50 } }),
    );
    expect(pesticides.records.length).toBeGreaterThan(0);
    expect(pesticides.records.every((r) => r.categoryCode.startsWith('02'))).toBe(true);
    const options = unwrap(
      await shop().POST('/api/v1/web/sp/sku/spec/options', { body: { keyword: '湘丰' } }),
    );
    expect(options.list.map((o) => o.spec)).toEqual(['40kg/袋', '50kg/袋']);
    unwrap(await shop().POST('/api/v1/web/sp/sku/delete', { body: { id } }));
    expect(
      (await shop().GET('/api/v1/web/sp/sku/detail', { params: { query: { id } } })).response.status,
    ).toBe(404);
  });

  it('packages: totals and saving in cents, duplicate specs refused, flagged when an item is disabled', async () => {
    const a = SEED_SKU_SPECS[0] as { id: number; priceCents: number; skuId: number };
    const b = SEED_SKU_SPECS[2] as { id: number; priceCents: number; skuId: number };
    const body = {
      name: '秋冬油菜用肥套餐',
      priceCents: 40000,
      status: 1 as const,
      description: '',
      items: [
        { skuSpecId: a.id, quantity: 2 },
        { skuSpecId: b.id, quantity: 1 },
      ],
    };
    const dupItem = await shop().POST('/api/v1/web/sp/setmeal/save', {
      body: { ...body, items: [body.items[0], body.items[0]] } as never,
    });
    expect(dupItem.error?.msg).toBe('套餐中有重复的规格');
    const empty = await shop().POST('/api/v1/web/sp/setmeal/save', { body: { ...body, items: [] } });
    expect(empty.error?.msg).toBe('套餐至少包含一个单品规格');
    const missing = await shop().POST('/api/v1/web/sp/setmeal/save', {
      body: { ...body, items: [{ skuSpecId: 99_999, quantity: 1 }] },
    });
    expect(missing.error?.msg).toBe('规格 99999 不存在');

    const { id } = unwrap(await shop().POST('/api/v1/web/sp/setmeal/save', { body }));
    const total = a.priceCents * 2 + b.priceCents;
    const detail = unwrap(await shop().GET('/api/v1/web/sp/setmeal/detail', { params: { query: { id } } }));
    expect(detail).toMatchObject({
      itemsTotalCents: total,
      savingCents: total - 40000,
      itemCount: 2,
      disabledCount: 0,
    });
    const inUse = await shop().POST('/api/v1/web/sp/sku/delete', { body: { id: a.skuId } });
    expect(inUse.response.status).toBe(409);
    expect(inUse.error?.msg).toBe('该单品的规格已用于套餐，不能删除');

    unwrap(await shop().POST('/api/v1/web/sp/sku/status', { body: { id: b.skuId, status: 0 } }));
    const flagged = unwrap(
      await shop().POST('/api/v1/web/sp/setmeal/page', { body: { flagged: true, page: 1, pageSize: 10 } }),
    );
    expect(flagged.records.map((m) => [m.name, m.disabledCount])).toContainEqual(['秋冬油菜用肥套餐', 1]);
    const items = unwrap(
      await shop().GET('/api/v1/web/sp/setmeal/detail', { params: { query: { id } } }),
    ).items;
    expect(items.map((i) => [i.skuSpecId, i.disabled])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    unwrap(await shop().POST('/api/v1/web/sp/sku/status', { body: { id: b.skuId, status: 1 } }));
    unwrap(await shop().POST('/api/v1/web/sp/setmeal/delete', { body: { id } }));
    expect(
      (await shop().GET('/api/v1/web/sp/setmeal/detail', { params: { query: { id } } })).response.status,
    ).toBe(404);
  });
});
