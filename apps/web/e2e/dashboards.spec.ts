import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, login } from './support';

/*
 * The supplier (/gxsfb_cockpit) and customer (/khfb_cockpit) dashboards in Chromium: the figures
 * shown equal the sandbox's own sums for the province, read in the test through the list
 * operations (counts) and the aggregate operations (money in fen), and again after drilling down
 * to a city with 下钻到.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and checked here
type Any = any;

async function post(page: Page, path: string, data: unknown): Promise<Any> {
  const token = await apiLogin(page.request, 'admin');
  const res = await page.request.post(`/shop${path}`, {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    data,
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.data;
}

/** 1234567 fen → "12,345.67" (integer arithmetic, as the screen shows it). */
function yuan(fen: number): string {
  const int = String(Math.trunc(fen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${int}.${String(fen % 100).padStart(2, '0')}`;
}

async function drillToChangsha(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: '下钻到' }).click();
  await page.getByRole('option', { name: '长沙市' }).click();
  await expect(page).toHaveURL(/qhdm=(%22)?4301(%22)?(&|$)/);
}

async function expectSupplierFigures(page: Page, qhdm: string): Promise<void> {
  const suppliers = await post(page, '/api/v1/web/sp/supplier/page', {
    qhdm,
    status: 1,
    page: 1,
    pageSize: 1,
  });
  const expired = await post(page, '/api/v1/web/sp/supplier/page', {
    qhdm,
    status: 1,
    licence: 'expired',
    page: 1,
    pageSize: 1,
  });
  const expiring = await post(page, '/api/v1/web/sp/supplier/page', {
    qhdm,
    status: 1,
    licence: 'expiring',
    page: 1,
    pageSize: 1,
  });
  const dashboard = await post(page, '/api/v1/web/dashboard/supplier', { qhdm });
  await expect(page.getByTestId('supplier-total')).toHaveText(String(suppliers.total));
  await expect(page.getByTestId('indicator-gysl-value')).toHaveText(String(suppliers.total));
  await expect(page.getByTestId('indicator-gysl')).toHaveAttribute('data-source', 'live');
  await expect(page.getByTestId('licence-expired')).toHaveText(String(expired.total));
  await expect(page.getByTestId('licence-expiring')).toHaveText(String(expiring.total));
  await expect(page.getByTestId('supply-quantity')).toHaveText(String(dashboard.supply.quantity));
  await expect(page.getByTestId('supply-amount')).toHaveText(yuan(dashboard.supply.amount));
  const ranking = page.getByRole('list', { name: '供应商供货排行' });
  for (const s of dashboard.topSuppliers) await expect(ranking).toContainText(`¥${yuan(s.amount)}`);
}

async function expectCustomerFigures(page: Page, qhdm: string): Promise<void> {
  const customers = await post(page, '/api/v1/web/crm/customer/page', { qhdm, page: 1, pageSize: 1 });
  const coops = await post(page, '/api/v1/web/crm/customer/page', { qhdm, type: 2, page: 1, pageSize: 1 });
  const dashboard = await post(page, '/api/v1/web/dashboard/customer', { qhdm });
  await expect(page.getByTestId('indicator-khsl-value')).toHaveText(String(customers.total));
  await expect(page.getByTestId('indicator-hzssl-value')).toHaveText(String(coops.total));
  await expect(page.getByTestId('indicator-hzssl')).toHaveAttribute('data-source', 'live');
  await expect(page.getByTestId('conversion-demands')).toHaveText(String(dashboard.conversion.demands));
  await expect(page.getByTestId('conversion-converted')).toHaveText(String(dashboard.conversion.converted));
  const amount = dashboard.byMonth.reduce((s: number, m: Any) => s + m.orderAmount, 0);
  await expect(page.getByTestId('order-amount')).toHaveText(yuan(amount));
}

test('supplier dashboard: the figures of Hunan, then of Changsha after drilling down', async ({ page }) => {
  await login(page, 'admin', '/gxsfb_cockpit');
  await expectSupplierFigures(page, '43');
  await drillToChangsha(page);
  await expectSupplierFigures(page, '4301');
});

test('customer dashboard: the figures of Hunan, then of Changsha after drilling down', async ({ page }) => {
  await login(page, 'admin', '/khfb_cockpit');
  await expectCustomerFigures(page, '43');
  await drillToChangsha(page);
  await expectCustomerFigures(page, '4301');
});

test('customer dashboard: an entered figure is shown as 录入, the live ones as 实时', async ({ page }) => {
  await login(page, 'admin', '/khfb_cockpit?year=2024');
  const token = await apiLogin(page.request, 'admin');
  const res = await page.request.get('/system/api/v1/cockpit/figure?year=2024&qhdm=43', {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
  });
  const rows = (await res.json()).data.rows as { indicatorCode: string; value: number | null }[];
  const hzssl = rows.find((r) => r.indicatorCode === 'hzssl');
  await expect(page.getByTestId('indicator-hzssl')).toHaveAttribute('data-source', 'input');
  await expect(page.getByTestId('indicator-hzssl')).toContainText('录入');
  await expect(page.getByTestId('indicator-hzssl-value')).toHaveAttribute('title', String(hzssl?.value));
  await expect(page.getByTestId('indicator-khsl')).toHaveAttribute('data-source', 'live');
  await expect(page.getByTestId('indicator-khsl')).toContainText('实时');
});
