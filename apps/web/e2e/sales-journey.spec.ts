import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialog, openAddDialog, row } from './helpers/screen';
import { chooseOption, chooseRegion, login, resetSandbox } from './support';

/*
 * The sales journey, through the screens as a user works them: two customers are registered (the
 * second first with the first one's phone, refused); a SKU in the warehouse is put on sale; the
 * first customer's demand is registered and a group offer (minimum 2) is built from it; both
 * customers book; the sandbox clock passes the deadline and the offer has become two orders. One
 * order is paid and shipped (its stock reserved, its outbound document waiting in 出库审核, then
 * approved), the other closed with a note (an empty note refused). A return of the shipped order
 * is registered, agreed and received: the stock is back where it started.
 */

const STAMP = String(Date.now()).slice(-6);
const FIRST = { name: `望城稻香家庭农场${STAMP}`, contact: '彭稻香', phone: `139${STAMP}01` };
const SECOND = { name: `靖港蔬菜合作社${STAMP}`, contact: '李靖港', phone: `139${STAMP}02` };
const OFFER = `春耕拼团${STAMP}`;
const HOUR_MS = 60 * 60 * 1000;

const ok = /确\s*定/;

/** Confirms the open popconfirm. */
async function confirmPopover(page: Page) {
  await page.locator('.ant-popover:visible').getByRole('button', { name: ok }).click();
}

/** Chooses the option holding `option` in the antd select labelled `label` inside `scope`, typing `search` first. */
async function pick(page: Page, scope: Locator, label: string, option: string | RegExp, search?: string) {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option, { search, exact: false });
}

/** The cell texts of a table row keyed by its column headers. */
async function cells(table: Locator, target: Locator): Promise<Record<string, string>> {
  const headers = await table.locator('thead th').allInnerTexts();
  const values = await target.locator('td').allInnerTexts();
  return Object.fromEntries(headers.map((h, i) => [h.trim(), (values[i] ?? '').trim()]));
}

/** The 可用库存 of the journey's SKU on 单品上架 (all warehouses). */
async function available(page: Page, sku: string): Promise<number> {
  await page.goto(`/nzywsjgl/gylglzxt/goodLaunch?name=${encodeURIComponent(sku)}`);
  const table = page.locator('.launch-page .ant-table').first();
  const target = row(table, sku).first();
  await expect(target).toBeVisible();
  return Number.parseInt((await cells(table, target)).可用库存 ?? '', 10);
}

async function saveCustomer(page: Page, c: { name: string; contact: string; phone: string }) {
  const form = await openAddDialog(page, '新增客户');
  await form.getByLabel('客户名称', { exact: true }).fill(c.name);
  await pick(page, form, '客户类型', '家庭农场');
  await form.getByLabel('联系人', { exact: true }).fill(c.contact);
  await form.getByLabel('手机', { exact: true }).fill(c.phone);
  await chooseRegion(page, form, ['湖南省', '长沙市', '望城区']);
  await form.getByRole('button', { name: ok }).click();
  return form;
}

test.describe('sales journey', () => {
  // A step that cannot happen fails at that step, not at the test's end.
  test.use({ actionTimeout: 30_000 });
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
    await request.delete('/__sandbox/clock');
  });
  test.afterEach(async ({ request }) => {
    await request.delete('/__sandbox/clock');
  });

  test('customers, on sale, demand, a group of two, two orders: one shipped and returned, one closed', async ({
    page,
    request,
  }) => {
    test.setTimeout(900_000);

    // 1. Customers: the second one with the first one's phone is refused, without naming the first.
    await login(page, 'admin', '/yxglxt/index/khgl');
    const first = await saveCustomer(page, FIRST);
    await expect(first).toBeHidden();
    await expect(row(page, FIRST.name)).toBeVisible();
    const second = await saveCustomer(page, { ...SECOND, phone: FIRST.phone });
    const refusal = page
      .locator('.ant-message, .ant-notification')
      .filter({ hasText: '该手机号已被其他客户使用' });
    await expect(refusal).toBeVisible();
    // Read once: the toast closes by itself, and on a loaded machine it can be gone before a
    // second look (a `not.toContainText` on a missing toast fails).
    const said = (await refusal.first().textContent()) ?? '';
    expect(said).not.toContain(FIRST.name);
    expect(said).not.toContain(FIRST.contact);
    await expect(second).toBeVisible();
    await second.getByLabel('手机', { exact: true }).fill(SECOND.phone);
    await second.getByRole('button', { name: ok }).click();
    await expect(second).toBeHidden();
    await expect(row(page, SECOND.name)).toBeVisible();

    // 2. A SKU with stock waiting in the warehouse goes on sale.
    await page.goto('/nzywsjgl/gylglzxt/goodLaunch?tab=inStock');
    const launchTable = page.locator('.launch-page .ant-table').first();
    await expect(launchTable.locator('.ant-table-row').first()).toBeVisible();
    let sku = '';
    let spec = '';
    for (const r of await launchTable.locator('.ant-table-row').all()) {
      const c = await cells(launchTable, r);
      if (Number.parseInt(c.可用库存 ?? '', 10) >= 5) {
        sku = c.商品名称 ?? '';
        spec = c.规格 ?? '';
        await r.getByRole('button', { name: /^上\s*架$/ }).click();
        break;
      }
    }
    expect(sku, 'a stocked SKU in 仓库中').not.toBe('');
    await confirmPopover(page);
    await expect(page.getByText('操作成功')).toBeVisible();
    await page.getByRole('tab', { name: /出售中/ }).click();
    await expect(row(launchTable, sku).filter({ hasText: '出售中' }).first()).toBeVisible();
    const before = await available(page, sku);

    // The warehouse that holds it (the stock list, filtered by the SKU).
    await page.goto(`/warehousing/index/stock?keyword=${encodeURIComponent(sku)}`);
    const stockTable = page.locator('.stock-table');
    await expect(stockTable.locator('.ant-table-row').first()).toBeVisible();
    let warehouse = '';
    for (const r of await stockTable.locator('.ant-table-row').all()) {
      const c = await cells(stockTable, r);
      if (c.规格 === spec && Number.parseInt(c.可用 ?? '', 10) >= 2) {
        warehouse = c.仓库 ?? '';
        break;
      }
    }
    expect(warehouse, 'a warehouse holding the SKU').not.toBe('');

    // 3. Demand of the first customer.
    await page.goto('/nzywsjgl/fxcjzxt/requirementRecord');
    await page.getByRole('button', { name: '登记需求' }).click();
    const demand = dialog(page, '登记需求');
    await pick(page, demand, '客户', FIRST.name, FIRST.name);
    await demand.getByLabel('作物', { exact: true }).fill('早稻');
    await demand.getByLabel('种植面积（亩）', { exact: true }).fill('120');
    await chooseOption(page, demand.getByLabel('农资品类', { exact: true }), '化肥');
    await demand.getByLabel('需求数量', { exact: true }).fill('40');
    const wanted = demand.getByLabel('期望到货日期', { exact: true });
    await wanted.click();
    await wanted.fill('2030-03-15');
    await wanted.press('Enter');
    await demand.getByRole('button', { name: ok }).click();
    await expect(demand).toBeHidden();
    await expect(row(page, FIRST.name)).toContainText('早稻');

    // 4. A group offer built from that demand, minimum 2, closing in 20 minutes.
    await page.goto('/nzywsjgl/fxcjzxt/appointmentRecord');
    const offer = await openAddDialog(page, '发起拼团');
    await offer.getByLabel('拼团名称', { exact: true }).fill(OFFER);
    await pick(page, offer, '来源需求', FIRST.name, FIRST.name);
    await page.keyboard.press('Escape');
    await pick(page, offer, '商品规格', `${sku} ${spec}`, sku);
    await expect(offer.getByLabel('单买价（元）', { exact: true })).not.toHaveValue('');
    await expect(offer.getByLabel('成团人数', { exact: true })).toHaveValue('2');
    const deadline = offer.getByLabel('截止时间', { exact: true });
    await deadline.click();
    const at = await page.evaluate(() => {
      const d = new Date(Date.now() + 20 * 60 * 1000);
      const p2 = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}`;
    });
    await deadline.fill(at);
    const pickerOk = page.locator(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button',
    );
    await pickerOk.click();
    await expect(pickerOk).toBeHidden();
    await offer.getByRole('button', { name: ok }).click();
    await expect(offer).toBeHidden();
    const offerRow = row(page, OFFER);
    await expect(offerRow).toContainText('拼团中');
    await expect(offerRow).toContainText('0 / 2');

    // 5. Both customers book.
    for (const c of [FIRST, SECOND]) {
      await offerRow.getByRole('button', { name: /^预\s*约$/ }).click();
      const book = dialog(page, /预约/);
      await pick(page, book, '客户', c.name, c.name);
      await book.getByRole('button', { name: ok }).click();
      await expect(book).toBeHidden();
    }
    await expect(offerRow).toContainText('2 / 2');

    // 6. The deadline passes (sandbox clock): the group is made, an order for each appointment.
    expect((await request.post('/__sandbox/clock', { data: { advanceMs: HOUR_MS } })).ok()).toBe(true);
    await page.reload();
    await expect(row(page, OFFER)).toContainText('已成团');
    await page.goto('/nzywsjgl/fxcjzxt/onlineOrder');
    for (const c of [FIRST, SECOND]) await expect(row(page, c.name)).toContainText('待付款');

    // 7. The first customer's order: paid, then shipped from the warehouse holding the SKU.
    await page.goto(`/nzywsjgl/gylglzxt/orderList?customer=${encodeURIComponent(FIRST.name)}`);
    const firstOrder = row(page, FIRST.name);
    await expect(firstOrder).toHaveCount(1);
    await firstOrder.getByRole('button', { name: '确认付款' }).click();
    const pay = dialog(page, '确认付款');
    await pick(page, pay, '支付方式', '线下转账');
    await pay.getByRole('button', { name: ok }).click();
    await expect(pay).toBeHidden();
    await expect(firstOrder).toContainText('待发货');
    const orderNo =
      (await firstOrder.locator('td').allTextContents()).find((t) => /\d{8,}/.test(t))?.trim() ?? '';

    await page.goto(`/nzywsjgl/gylglzxt/shipmentManage?customer=${encodeURIComponent(FIRST.name)}`);
    const toShip = row(page, FIRST.name);
    await toShip.getByRole('button', { name: /^发\s*货$/ }).click();
    const ship = dialog(page, /^发\s*货$/);
    await pick(page, ship, '发货仓库', warehouse);
    await ship.getByLabel('物流公司', { exact: true }).fill('自有车辆配送');
    await ship.getByRole('textbox', { name: /运单号/ }).fill(`YD${STAMP}`);
    await ship.getByRole('button', { name: ok }).click();
    await expect(page.getByText('发货完成，出库单已生成，待出库审核')).toBeVisible();
    await expect(ship).toBeHidden();

    // Stock reserved: one unit less available on sale.
    expect(await available(page, sku)).toBe(before - 1);

    // The order names its outbound document, which waits in 出库审核; approving it takes the unit
    // out of the warehouse.
    await page.goto(`/nzywsjgl/gylglzxt/orderList?customer=${encodeURIComponent(FIRST.name)}`);
    await firstOrder.getByRole('button', { name: /^详\s*情$/ }).click();
    const shipped = page.locator('.order-drawer');
    const docCell = shipped.locator('th:has-text("出库单") + td');
    await expect(docCell).toHaveText(/^CK/);
    const docNo = ((await docCell.textContent()) ?? '').trim();
    await page.goto('/warehousing/outbound/verify');
    const outbound = row(page, docNo);
    await expect(outbound).toContainText('待审核');
    await expect(outbound).toContainText(warehouse);
    await outbound.getByRole('button', { name: /^审核通过$/ }).click();
    await confirmPopover(page);
    await expect(page.getByText(/审核通过，库存已更新/)).toBeVisible();

    // 8. The second customer's order is closed: a note is required.
    await page.goto(`/nzywsjgl/gylglzxt/orderList?customer=${encodeURIComponent(SECOND.name)}`);
    const secondOrder = row(page, SECOND.name);
    await secondOrder.getByRole('button', { name: /^关\s*闭$/ }).click();
    const close = dialog(page, '关闭订单');
    await close.getByRole('button', { name: ok }).click();
    await expect(close.getByText('操作备注不能为空')).toBeVisible();
    await close.getByLabel('操作备注').fill('客户改为自提，取消本单');
    await close.getByRole('button', { name: ok }).click();
    await expect(close).toBeHidden();
    await expect(secondOrder).toContainText('已关闭');

    // 9. A return of the shipped order: registered, agreed, received — the stock is back.
    await page.goto(`/nzywsjgl/gylglzxt/orderList?customer=${encodeURIComponent(FIRST.name)}`);
    await expect(firstOrder).toContainText('已发货');
    await firstOrder.getByRole('button', { name: /^详\s*情$/ }).click();
    const drawer = page.locator('.order-drawer');
    await expect(drawer).toContainText(orderNo);
    await drawer.getByRole('button', { name: '登记退货' }).click();
    const ret = dialog(page, '登记退货');
    await ret.getByRole('spinbutton', { name: /退货数量/ }).fill('1');
    await expect(ret.getByLabel('退款金额（元）', { exact: true })).not.toHaveValue('0.00');
    await ret.getByLabel('退货原因', { exact: true }).fill('包装破损');
    await ret.getByRole('button', { name: ok }).click();
    await expect(page.getByText('退货申请已登记，待处理')).toBeVisible();
    await expect(ret).toBeHidden();

    await page.goto(`/nzywsjgl/gylglzxt/returnManage?customer=${encodeURIComponent(FIRST.name)}`);
    const request1 = row(page, FIRST.name);
    await expect(request1).toContainText('待处理');
    await request1.getByRole('button', { name: /^同\s*意$/ }).click();
    await confirmPopover(page);
    await expect(request1).toContainText('退货中');
    await request1.getByRole('button', { name: '确认收货' }).click();
    await confirmPopover(page);
    await expect(page.getByText('已确认收货，库存已退回')).toBeVisible();
    await expect(request1).toContainText('已收货');

    expect(await available(page, sku)).toBe(before);
  });
});
