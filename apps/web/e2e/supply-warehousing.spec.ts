import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAddDialog, row } from './helpers/screen';
import { chooseOption, chooseRegion, login, resetSandbox } from './support';

/*
 * The supply-chain and warehousing journey: the administrator registers a supplier (a wrong credit
 * code refused), a SKU with two specs (a wrong registration number refused) and a warehouse; an
 * inbound of 100 goes 待审核 → 已审核 and the stock shows 100; an outbound of 120 is refused, one of
 * 30 passes, the stock shows 70 and its ledger both movements; the warehouse is on 仓库地图 and its
 * popup says 在库 70.
 */

const SUPPLIER = { name: '望城春耕农资有限公司', badCode: '91350100M000100Y44', code: '91350100M000100Y43' };
const SKU = { name: '春耕 复合肥 45%（15-15-15）', specs: ['40kg/袋', '25kg/袋'] };
const WAREHOUSE = { name: '望城春耕前置仓', code: 'WH-WC-88', lon: '112.82', lat: '28.35' };
const BATCH = 'CG-20260501';

/** Chooses `option` in the antd select labelled `label` inside `scope`, typing `search` first. */
async function pick(page: Page, scope: Locator, label: string, option: string | RegExp, search?: string) {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option, { search });
}

/** Clicks the row action `label`, confirming its question when it asks one. */
async function rowAction(page: Page, target: Locator, label: RegExp, confirm = false) {
  await target.getByRole('button', { name: label }).click();
  if (confirm) {
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
  }
}

/** A stock document saved and submitted for review from its list page. */
async function submitDoc(
  page: Page,
  direction: 'in' | 'out',
  quantity: number,
): Promise<{ dialog: Locator; save: () => Promise<void> }> {
  await page.goto(`/warehousing/${direction === 'in' ? 'inbound' : 'outbound'}/index`);
  const doc = await openAddDialog(page, direction === 'in' ? '新增入库单' : '新增出库单');
  await expect(doc).toBeVisible();
  await pick(page, doc, '仓库', WAREHOUSE.name);
  await pick(page, doc, '商品1', `${SKU.name} ${SKU.specs[0]}`, '春耕');
  if (direction === 'in') await doc.getByLabel('批次1', { exact: true }).fill(BATCH);
  else await expect(doc.getByLabel('批次1', { exact: true })).toHaveValue(BATCH);
  await doc.getByLabel('数量1', { exact: true }).fill(String(quantity));
  if (direction === 'in') await doc.getByLabel('单价（元）1', { exact: true }).fill('120.5');
  await doc.getByLabel('保存后提交审核').check();
  return { dialog: doc, save: () => doc.getByRole('button', { name: /保\s*存/ }).click() };
}

/** Approves the pending document of the warehouse on its 审核 page. */
async function approve(page: Page, direction: 'in' | 'out') {
  await page.goto(`/warehousing/${direction === 'in' ? 'inbound' : 'outbound'}/verify`);
  const pending = row(page, WAREHOUSE.name);
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('待审核');
  await rowAction(page, pending, /^审核通过$/, true);
  await expect(page.getByText(/审核通过，库存已更新/)).toBeVisible();
  await expect(row(page, WAREHOUSE.name)).toHaveCount(0);
}

/** The stock row of the journey's batch, filtered to the SKU. */
async function stockRow(page: Page): Promise<Locator> {
  await page.goto('/warehousing/index/stock');
  await page.getByLabel('商品', { exact: true }).fill('春耕');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const found = row(page.locator('.stock-table'), BATCH);
  await expect(found).toHaveCount(1);
  return found;
}

/** The 在库 / 可用 cells of a stock row (by their column headers). */
async function quantities(page: Page, stock: Locator): Promise<{ onHand: string; available: string }> {
  const headers = await page.locator('.stock-table thead th').allInnerTexts();
  const cells = await stock.locator('td').allInnerTexts();
  const at = (title: string) => cells[headers.findIndex((h) => h.trim() === title)]?.trim() ?? '';
  return { onHand: at('在库'), available: at('可用') };
}

test.describe('supply chain and warehousing', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('supplier, SKU and warehouse; inbound 100 approved, outbound 120 refused, 30 approved: stock 70 with its ledger and on the map', async ({
    page,
  }) => {
    // Generous: a shared, busy machine; nothing here measures speed.
    test.setTimeout(600_000);

    // 1. A supplier: the wrong credit code is refused before saving, the right one is saved.
    await login(page, 'admin', '/nzywsjgl/gylglzxt/gysztgl');
    const supplier = await openAddDialog(page, '新增供应商主体');
    await supplier.getByLabel('企业名称', { exact: true }).fill(SUPPLIER.name);
    await supplier.getByLabel('统一社会信用代码', { exact: true }).fill(SUPPLIER.badCode);
    await supplier.getByLabel('联系人', { exact: true }).fill('彭春耕');
    await supplier.getByLabel('手机', { exact: true }).fill('13974805678');
    await chooseRegion(page, supplier, ['湖南省', '长沙市', '望城区']);
    await supplier.getByRole('button', { name: /确\s*定/ }).click();
    await expect(supplier.getByText('统一社会信用代码校验失败')).toBeVisible();
    await expect(supplier).toBeVisible();
    await supplier.getByLabel('统一社会信用代码', { exact: true }).fill(SUPPLIER.code);
    await supplier.getByRole('button', { name: /确\s*定/ }).click();
    await expect(supplier).toBeHidden();
    await expect(row(page, SUPPLIER.name)).toContainText('待审核');

    // 2. A SKU with two specs: a pesticide registration number is refused for a fertiliser.
    await page.goto('/nzywsjgl/gylglzxt/skuManage');
    const sku = await openAddDialog(page, '新增单品');
    await sku.getByLabel('商品名称', { exact: true }).fill(SKU.name);
    await pick(page, sku, '农资分类', '复合肥');
    await sku.getByLabel('登记证号', { exact: true }).fill('PD20060033');
    await sku.getByRole('button', { name: /确\s*定/ }).click();
    await expect(sku.getByText('登记证号格式不正确')).toBeVisible();
    await sku.getByLabel('登记证号', { exact: true }).fill('湘农肥（2021）准字 3321号');
    await sku.getByRole('tab', { name: '规格库存' }).click();
    const values = sku.getByLabel('规格值1', { exact: true });
    for (const value of SKU.specs) {
      await values.fill(value);
      await values.press('Enter');
    }
    await expect(sku.locator('.sku-grid tbody tr.ant-table-row')).toHaveCount(2);
    await sku.getByLabel('批量设置售价（元）', { exact: true }).fill('158');
    await sku.getByLabel('批量设置市场价（元）', { exact: true }).fill('175');
    await sku.getByLabel('批量设置成本价（元）', { exact: true }).fill('138');
    await sku.getByLabel('批量设置单位', { exact: true }).fill('袋');
    await sku.getByRole('button', { name: '应用到全部规格' }).click();
    await expect(sku.getByLabel('售价（元）2', { exact: true })).toHaveValue('158');
    await sku.getByRole('button', { name: /确\s*定/ }).click();
    await expect(sku).toBeHidden();
    await expect(row(page, SKU.name)).toBeVisible();

    // 3. A warehouse with a map point.
    await page.goto('/warehousing/index/warehouse');
    const warehouse = await openAddDialog(page, '新增仓库');
    await warehouse.getByLabel('仓库名称', { exact: true }).fill(WAREHOUSE.name);
    await warehouse.getByLabel('仓库编码', { exact: true }).fill(WAREHOUSE.code);
    await chooseRegion(page, warehouse, ['湖南省', '长沙市', '望城区']);
    await warehouse.getByLabel('详细地址', { exact: true }).fill('高塘岭街道 8 号');
    await warehouse.getByLabel('经度', { exact: true }).fill(WAREHOUSE.lon);
    await warehouse.getByLabel('纬度', { exact: true }).fill(WAREHOUSE.lat);
    await pick(page, warehouse, '负责人', /^运营专员/, '运营');
    await warehouse.getByRole('button', { name: /确\s*定/ }).click();
    await expect(warehouse).toBeHidden();
    await expect(row(page, WAREHOUSE.code)).toContainText(WAREHOUSE.name);

    // 4. An inbound of 100: 待审核, then 已审核; the stock shows 100.
    const inbound = await submitDoc(page, 'in', 100);
    await inbound.save();
    await expect(inbound.dialog).toBeHidden();
    await expect(row(page, WAREHOUSE.name).first()).toContainText('待审核');
    await approve(page, 'in');
    await page.goto('/warehousing/inbound/index');
    await expect(row(page, WAREHOUSE.name).first()).toContainText('已审核');
    expect(await quantities(page, await stockRow(page))).toEqual({ onHand: '100', available: '100' });

    // 5. An outbound of 120 is refused naming the line; nothing is saved.
    const tooMany = await submitDoc(page, 'out', 120);
    await tooMany.save();
    await expect(
      page.getByText(`第1行 ${SKU.name} ${SKU.specs[0]} 批次 ${BATCH} 可用库存不足`),
    ).toBeVisible();
    await expect(tooMany.dialog).toBeVisible();
    await tooMany.dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(row(page, WAREHOUSE.name)).toHaveCount(0);

    // 6. An outbound of 30 passes review: the stock shows 70.
    const thirty = await submitDoc(page, 'out', 30);
    await thirty.save();
    await expect(thirty.dialog).toBeHidden();
    await approve(page, 'out');
    const stock = await stockRow(page);
    expect(await quantities(page, stock)).toEqual({ onHand: '70', available: '70' });

    // 7. Its ledger has both movements with before / after.
    await rowAction(page, stock, /^流\s*水$/);
    const ledger = page.locator('.stock-ledger');
    await expect(ledger.locator('.ant-table-row')).toHaveCount(2);
    await expect(row(ledger, '入库')).toContainText(/100.*0.*100/);
    await expect(row(ledger, '出库')).toContainText(/30.*100.*70/);

    // 8. The warehouse on 仓库地图: its popup says 在库 70.
    await page.addInitScript(() => {
      window.__agrimapMapHooks = { maps: {} };
    });
    await page.goto('/warehousing/index/map');
    await page.waitForFunction(() => Boolean(window.__agrimapMapHooks?.maps.warehouses?.loaded()));
    const at = await page.evaluate(
      async ([lon, lat]) => {
        const map = window.__agrimapMapHooks?.maps.warehouses;
        if (!map) return null;
        map.jumpTo({ center: [lon, lat], zoom: 14 });
        await new Promise((resolve) => map.once('idle', resolve));
        const p = map.project([lon, lat]);
        const rect = map.getCanvas().getBoundingClientRect();
        return [rect.left + p.x, rect.top + p.y] as [number, number];
      },
      [Number(WAREHOUSE.lon), Number(WAREHOUSE.lat)] as const,
    );
    expect(at).not.toBeNull();
    await page.mouse.click(...(at as [number, number]));
    const popup = page.locator('.warehouse-map-popup');
    await expect(popup).toContainText(WAREHOUSE.name);
    await expect(popup.locator('.ant-descriptions-item').filter({ hasText: '在库' })).toContainText('70');
  });
});
