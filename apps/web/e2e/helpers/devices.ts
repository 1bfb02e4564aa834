import {
  type BaseComponents,
  createMemoryCookieJar,
  createPlatformClient,
  type PlatformClient,
  sameOriginBaseUrls,
  setToken,
  unwrap,
} from '@agrimap/sdk';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiLogin, chooseOption, resetSandbox, submitLogin } from '../support';

/*
 * The IoT device management screen (/wlwyzt/index/asset) as its specs drive it (devices-*.spec.ts):
 * the sandbox asked through the SDK with the same filter (every expectation about data comes from
 * the sandbox itself), the table, the filter form, the pager and the device dialog.
 */

export type CameraDevice = BaseComponents['schemas']['CameraDevice'];
export type ListDeviceRequest = BaseComponents['schemas']['ListDeviceRequest'];

export const SCREEN = '/wlwyzt/index/asset';
export const EXAMPLE = '43010400001';
export const DEFAULTS = { deviceName: '', organization: '', status: -1 } as const;

/**
 * What every devices-*.spec.ts sets up, called at the top of the spec: room for each test (the
 * machine running these may be busy), and after each test the seed restored and every fault
 * cleared.
 */
export function deviceSpecSetup(): void {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await resetSandbox(request);
  });
}

/** An SDK client logged in as `account`, talking to the sandbox directly. */
export async function sdk(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: 'admin' | 'operator' = 'admin',
) {
  const token = await apiLogin(request, account);
  const jar = createMemoryCookieJar();
  setToken('agrimap_', token, { jar });
  return createPlatformClient({
    baseUrls: sameOriginBaseUrls(baseURL ?? ''),
    appId: 'agrimap-web',
    tokenPrefix: 'agrimap_',
    cookies: jar,
  });
}

export async function sdkList(client: PlatformClient, filter: Partial<ListDeviceRequest>, page = 1) {
  const data = unwrap(
    await client.base.POST('/api/v1/camera/listDevice', {
      body: { ...DEFAULTS, ...filter, page, pageSize: 10 },
    }),
  );
  return { records: data?.records ?? [], total: data?.total ?? 0 };
}

export async function sdkDevice(client: PlatformClient, code: string): Promise<CameraDevice> {
  const data = unwrap(
    await client.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: code } } }),
  );
  if (!data) throw new Error(`no device ${code}`);
  return data;
}

export async function sdkRegions(client: PlatformClient, parent: string) {
  return (
    unwrap(await client.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: parent } } })) ?? []
  );
}

export const typeLabel = (d: CameraDevice) => (d.type === 1 ? 'DVR' : 'IPC');
export const statusLabel = (d: CameraDevice) => (d.status === 0 ? '离线' : '在线');
export const orgLabel = (d: CameraDevice) => d.ckmc || d.mdmc || '-';
export const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

/** What one table row should read, cell by cell, for a device at position `n` (from 1). */
export function expectedRow(d: CameraDevice, n: number): string[] {
  return [
    String(n),
    dash(d.name),
    typeLabel(d),
    dash(d.snNumber),
    orgLabel(d),
    dash(d.qhmc),
    dash(d.manufacturer),
    statusLabel(d),
  ];
}

export function rows(page: Page): Locator {
  return page.locator('.device-table tbody tr.ant-table-row');
}

export function total(page: Page): Locator {
  return page.locator('.query-table-total');
}

/** The table shows exactly these devices, numbered from `first`. */
export async function expectRows(page: Page, devices: CameraDevice[], first = 1) {
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(devices.map((d) => dash(d.name)));
  const cells = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent ?? '')),
  );
  expect(cells).toEqual(devices.map((d, i) => expectedRow(d, first + i)));
}

export async function expectAnswer(
  page: Page,
  answer: { records: CameraDevice[]; total: number },
  first = 1,
) {
  await expect(total(page)).toHaveText(`共查询到 ${answer.total} 条记录`);
  await expectRows(page, answer.records, first);
}

/** The listDevice body of the next list request the page sends. */
export function nextListBody(page: Page): Promise<ListDeviceRequest> {
  return page
    .waitForRequest((r) => r.url().includes('/base/api/v1/camera/listDevice') && r.method() === 'POST')
    .then((r) => r.postDataJSON() as ListDeviceRequest);
}

/**
 * Logs in on the login page with the device screen as the redirect target (so the heavy map page
 * is never loaded) and waits for the first device list.
 */
export async function openScreen(page: Page, account: 'admin' | 'operator' = 'admin', search = '') {
  await page.goto(`/login?redirect=${encodeURIComponent(`${SCREEN}${search}`)}`);
  const listed = page.waitForResponse((r) => r.url().includes('/camera/listDevice'), { timeout: 45_000 });
  await submitLogin(page, account);
  await expect(page).toHaveURL((url) => url.pathname === SCREEN, { timeout: 30_000 });
  await listed;
  await expect(page.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
}

export const filterBox = (page: Page) => page.locator('.device-table form.query-table-filter');
export const nameBox = (page: Page) => filterBox(page).getByLabel('设备名称');
export const orgBox = (page: Page) => filterBox(page).getByLabel('所属组织');
/** A button by its text; antd spaces two-character labels and an icon adds its own name first. */
export const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) });

export async function chooseStatus(page: Page, label: '全部' | '在线' | '离线') {
  await chooseOption(page, filterBox(page).locator('.ant-select input[role="combobox"]'), label);
}

export const toast = (page: Page) => page.locator('.ant-message');
export const pager = (page: Page) => page.locator('.device-table .ant-pagination');

/** Filters the list down to one device and opens its dialog with `action`. */
export async function openDialog(page: Page, code: string, name: string, action: '详情' | '编辑') {
  await nameBox(page).fill(name);
  await nameBox(page).press('Enter');
  const row = rows(page)
    .filter({ has: page.locator('td:nth-child(2)', { hasText: name }) })
    .first();
  await expect(row).toBeVisible();
  const detail = page.waitForResponse((r) => r.url().includes(`/camera/getDeviceInfo?number=${code}`));
  await button(row, action).click();
  await detail;
  const dialog = page.locator('.device-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(action);
  return dialog;
}

/**
 * The example device as the sandbox has it, the screen opened as the administrator and the
 * device's 详情 or 编辑 dialog opened from its row.
 */
export async function openExampleDialog(page: Page, client: PlatformClient, action: '详情' | '编辑') {
  const device = await sdkDevice(client, EXAMPLE);
  await openScreen(page);
  const dialog = await openDialog(page, EXAMPLE, device.name, action);
  return { device, dialog };
}

/** Every updateDevice request the page sends from now on. */
export function updateRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/camera/updateDevice')) seen.push(r);
  });
  return seen;
}
