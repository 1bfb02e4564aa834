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
import { expect, test } from './fixtures';
import { apiLogin, chooseOption, injectFault, resetSandbox, submitLogin } from './support';

// The IoT device management screen (/wlwyzt/index/asset) against the sandbox. Every expectation
// about data comes from the sandbox itself, asked through the SDK with the same filter.

type CameraDevice = BaseComponents['schemas']['CameraDevice'];
type ListDeviceRequest = BaseComponents['schemas']['ListDeviceRequest'];

const SCREEN = '/wlwyzt/index/asset';
const EXAMPLE = '43010400001';
const DEFAULTS = { deviceName: '', organization: '', status: -1 } as const;

// The machine running these may be busy: give each test room.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request }) => {
  await resetSandbox(request); // restores the seed and clears every fault
});

/** An SDK client logged in as `account`, talking to the sandbox directly. */
async function sdk(
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

async function sdkList(client: PlatformClient, filter: Partial<ListDeviceRequest>, page = 1) {
  const data = unwrap(
    await client.base.POST('/api/v1/camera/listDevice', {
      body: { ...DEFAULTS, ...filter, page, pageSize: 10 },
    }),
  );
  return { records: data?.records ?? [], total: data?.total ?? 0 };
}

async function sdkDevice(client: PlatformClient, code: string): Promise<CameraDevice> {
  const data = unwrap(
    await client.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: code } } }),
  );
  if (!data) throw new Error(`no device ${code}`);
  return data;
}

async function sdkRegions(client: PlatformClient, parent: string) {
  return (
    unwrap(await client.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: parent } } })) ?? []
  );
}

const typeLabel = (d: CameraDevice) => (d.type === 1 ? 'DVR' : 'IPC');
const statusLabel = (d: CameraDevice) => (d.status === 0 ? '离线' : '在线');
const orgLabel = (d: CameraDevice) => d.ckmc || d.mdmc || '-';
const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

/** What one table row should read, cell by cell, for a device at position `n` (from 1). */
function expectedRow(d: CameraDevice, n: number): string[] {
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

function rows(page: Page): Locator {
  return page.locator('.device-table tbody tr.ant-table-row');
}

function total(page: Page): Locator {
  return page.locator('.query-table-total');
}

/** The table shows exactly these devices, numbered from `first`. */
async function expectRows(page: Page, devices: CameraDevice[], first = 1) {
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(devices.map((d) => dash(d.name)));
  const cells = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent ?? '')),
  );
  expect(cells).toEqual(devices.map((d, i) => expectedRow(d, first + i)));
}

async function expectAnswer(page: Page, answer: { records: CameraDevice[]; total: number }, first = 1) {
  await expect(total(page)).toHaveText(`共查询到 ${answer.total} 条记录`);
  await expectRows(page, answer.records, first);
}

/** The listDevice body of the next list request the page sends. */
function nextListBody(page: Page): Promise<ListDeviceRequest> {
  return page
    .waitForRequest((r) => r.url().includes('/base/api/v1/camera/listDevice') && r.method() === 'POST')
    .then((r) => r.postDataJSON() as ListDeviceRequest);
}

/**
 * Logs in on the login page with the device screen as the redirect target (so the heavy map page
 * is never loaded) and waits for the first device list.
 */
async function openScreen(page: Page, account: 'admin' | 'operator' = 'admin', search = '') {
  await page.goto(`/login?redirect=${encodeURIComponent(`${SCREEN}${search}`)}`);
  const listed = page.waitForResponse((r) => r.url().includes('/camera/listDevice'), { timeout: 45_000 });
  await submitLogin(page, account);
  await expect(page).toHaveURL((url) => url.pathname === SCREEN, { timeout: 30_000 });
  await listed;
  await expect(page.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
}

const filterBox = (page: Page) => page.locator('.device-table form.query-table-filter');
const nameBox = (page: Page) => filterBox(page).getByLabel('设备名称');
const orgBox = (page: Page) => filterBox(page).getByLabel('所属组织');
/** A button by its text; antd spaces two-character labels and an icon adds its own name first. */
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) });

async function chooseStatus(page: Page, label: '全部' | '在线' | '离线') {
  await chooseOption(page, filterBox(page).locator('.ant-select input[role="combobox"]'), label);
}

const toast = (page: Page) => page.locator('.ant-message');
const pager = (page: Page) => page.locator('.device-table .ant-pagination');

test.describe('device list', () => {
  test('the first page, its columns and the total match the sandbox', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    const answer = await sdkList(client, {});
    expect(answer.total).toBeGreaterThan(30); // enough for page 3 and the jumper
    await openScreen(page);
    await expect(page.locator('.device-table thead th')).toHaveText([
      '序号',
      '设备名称',
      '设备类型',
      '设备序列号',
      '所属组织',
      '安装位置',
      '生产厂家',
      '设备状态',
      '操作',
    ]);
    await expectAnswer(page, answer);
    await expect(rows(page).first().locator('td').last()).toHaveText(/详\s*情\s*编\s*辑/);
  });

  test('Enter in 设备名称 queries by name', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    const sent = nextListBody(page);
    await nameBox(page).fill('岳麓');
    await nameBox(page).press('Enter');
    expect(await sent).toEqual({ deviceName: '岳麓', organization: '', status: -1, page: 1, pageSize: 10 });
    const answer = await sdkList(client, { deviceName: '岳麓' });
    expect(answer.total).toBeGreaterThan(0);
    await expectAnswer(page, answer);
  });

  test('filter and page live in the URL: reload, back and a shared link restore them', async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    await chooseStatus(page, '在线');
    await button(filterBox(page), '查询').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === '1');
    await pager(page).getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    const online2 = await sdkList(client, { status: 1 }, 2);
    await expectAnswer(page, online2, 11);

    await page.reload();
    await expectAnswer(page, online2, 11);
    await expect(filterBox(page).locator('.ant-select')).toContainText('在线');

    await page.goBack();
    await expectAnswer(page, await sdkList(client, { status: 1 }), 1);
    await page.goBack();
    await expectAnswer(page, await sdkList(client, {}), 1);
    await expect(filterBox(page).locator('.ant-select')).toContainText('全部');

    // A shared link opens on its filter.
    await page.goto(`${SCREEN}?deviceName=${encodeURIComponent(JSON.stringify('岳麓'))}`);
    await expectAnswer(page, await sdkList(client, { deviceName: '岳麓' }));
    await expect(nameBox(page)).toHaveValue('岳麓');
  });

  test('Enter in 所属组织 queries by organisation (warehouse or store)', async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await sdk(request, baseURL);
    // A warehouse name from the sandbox's own data.
    let warehouse: string | undefined;
    for (let p = 1; !warehouse && p <= 10; p++) {
      warehouse = (await sdkList(client, {}, p)).records.find((d) => d.ckmc)?.ckmc ?? undefined;
    }
    expect(warehouse, 'the seed holds warehouses').toBeTruthy();
    await openScreen(page);
    await orgBox(page).fill(warehouse ?? '');
    await orgBox(page).press('Enter');
    const byWarehouse = await sdkList(client, { organization: warehouse ?? '' });
    await expectAnswer(page, byWarehouse);
    expect(
      byWarehouse.records.every((d) => `${d.ckmc ?? ''}|${d.mdmc ?? ''}`.includes(warehouse ?? '')),
    ).toBe(true);

    await orgBox(page).fill('麓谷');
    await orgBox(page).press('Enter');
    await expectAnswer(page, await sdkList(client, { organization: '麓谷' }));
  });

  test('each status with 查询, then 重置 restores the defaults', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    for (const [label, status] of [
      ['离线', 0],
      ['在线', 1],
      ['全部', -1],
    ] as const) {
      await chooseStatus(page, label);
      const sent = nextListBody(page);
      await button(filterBox(page), '查询').click();
      expect(await sent).toMatchObject({ status, page: 1 });
      const answer = await sdkList(client, { status });
      await expectAnswer(page, answer);
      if (status !== -1) expect(answer.records.every((d) => (d.status === 0 ? 0 : 1) === status)).toBe(true);
    }

    await nameBox(page).fill('门店');
    await orgBox(page).fill('农资');
    await chooseStatus(page, '离线');
    await button(filterBox(page), '查询').click();
    await expectAnswer(page, await sdkList(client, { deviceName: '门店', organization: '农资', status: 0 }));

    const sent = nextListBody(page);
    await button(filterBox(page), '重置').click();
    expect(await sent).toEqual({ ...DEFAULTS, page: 1, pageSize: 10 });
    await expect(nameBox(page)).toHaveValue('');
    await expect(orgBox(page)).toHaveValue('');
    await expect(filterBox(page).locator('.ant-select')).toContainText('全部');
    await expectAnswer(page, await sdkList(client, {}));
  });

  test('收起 hides the other fields and 展开 brings them back', async ({ page }) => {
    await openScreen(page);
    await button(filterBox(page), '收起').click();
    await expect(orgBox(page)).toBeHidden();
    await expect(filterBox(page).locator('.ant-select')).toBeHidden();
    await expect(nameBox(page)).toBeVisible();
    await button(filterBox(page), '展开').click();
    await expect(orgBox(page)).toBeVisible();
  });

  test('paging: page 3, the jumper and prev/next', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    await expect(pager(page).locator('.ant-pagination-options-size-changer')).toHaveCount(0);
    await expect(pager(page).locator('.ant-pagination-options-quick-jumper input')).toBeVisible();

    let sent = nextListBody(page);
    await pager(page).getByTitle('3', { exact: true }).click();
    expect(await sent).toMatchObject({ page: 3, pageSize: 10 });
    await expectAnswer(page, await sdkList(client, {}, 3), 21);
    await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText('3');

    sent = nextListBody(page);
    await pager(page).locator('.ant-pagination-options-quick-jumper input').fill('5');
    await pager(page).locator('.ant-pagination-options-quick-jumper input').press('Enter');
    expect(await sent).toMatchObject({ page: 5 });
    await expectAnswer(page, await sdkList(client, {}, 5), 41);

    await pager(page).locator('.ant-pagination-prev').click();
    await expectAnswer(page, await sdkList(client, {}, 4), 31);
    await pager(page).locator('.ant-pagination-next').click();
    await expectAnswer(page, await sdkList(client, {}, 5), 41);
  });

  test('the operator sees 详情 but neither 编辑 nor 同步', async ({ page }) => {
    await openScreen(page, 'operator');
    await expect(rows(page).first()).toBeVisible();
    await expect(button(rows(page).first(), '详情')).toBeVisible();
    await expect(page.locator('.device-table').getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
    await expect(button(page, '同步')).toHaveCount(0);
  });
});

test.describe('sync', () => {
  test('同步 says 同步成功 and resets the filter and paging', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    await chooseStatus(page, '在线');
    await button(filterBox(page), '查询').click();
    await expectAnswer(page, await sdkList(client, { status: 1 }));
    await pager(page).getByTitle('3', { exact: true }).click();
    await expectAnswer(page, await sdkList(client, { status: 1 }, 3), 21);

    const flushed = page.waitForResponse((r) => r.url().includes('/base/api/v1/camera/flush'));
    const sent = nextListBody(page);
    await button(page, '同步').click();
    expect((await (await flushed).json()).code).toBe(200);
    await expect(toast(page)).toContainText('同步成功');
    expect(await sent).toEqual({ ...DEFAULTS, page: 1, pageSize: 10 });
    await expect(filterBox(page).locator('.ant-select')).toContainText('全部');
    await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText('1');
    await expectAnswer(page, await sdkList(client, {}));
  });

  for (const mode of ['error', 'http500'] as const) {
    test(`a failed sync (${mode}) shows the server message, or 同步失败 without one`, async ({
      page,
      request,
    }) => {
      await openScreen(page);
      await injectFault(request, { operationId: 'flushCamera', mode, msg: '视频平台连接失败', times: 1 });
      await button(page, '同步').click();
      await expect(toast(page)).toContainText('视频平台连接失败');
      await expect(toast(page)).not.toContainText('同步成功');

      await injectFault(request, { operationId: 'flushCamera', mode, msg: '', times: 1 });
      await button(page, '同步').click();
      await expect(toast(page)).toContainText('同步失败');
    });
  }
});

test.describe('list failures', () => {
  test('error: the server message, or 查询设备列表数据错误 without one; 重试 recovers', async ({
    page,
    request,
    baseURL,
  }) => {
    await openScreen(page);
    await injectFault(request, { operationId: 'listDevice', mode: 'error', msg: '设备库维护中' });
    await button(filterBox(page), '查询').click();
    await expect(toast(page)).toContainText('设备库维护中');
    await expect(page.locator('.query-table-error')).toContainText('设备库维护中');

    await injectFault(request, { operationId: 'listDevice', mode: 'error', msg: '' });
    await button(page.locator('.query-table-error'), '重试').click();
    await expect(toast(page)).toContainText('查询设备列表数据错误');
    await expect(page.locator('.query-table-error')).toContainText('查询设备列表数据错误');

    expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
    await button(page.locator('.query-table-error'), '重试').click();
    await expect(page.locator('.query-table-error')).toHaveCount(0);
    await expectAnswer(page, await sdkList(await sdk(request, baseURL), {}));
  });

  test('http500: 查询专家管理列表数据异常', async ({ page, request }) => {
    await openScreen(page);
    await injectFault(request, { operationId: 'listDevice', mode: 'http500', msg: '网关错误' });
    await nameBox(page).fill('岳麓');
    await nameBox(page).press('Enter');
    await expect(toast(page)).toContainText('查询专家管理列表数据异常');
    await expect(page.locator('.query-table-error')).toContainText('查询专家管理列表数据异常');
  });
});

test.describe('device dialog', () => {
  /** Filters the list down to one device and opens its dialog with `action`. */
  async function openDialog(page: Page, code: string, name: string, action: '详情' | '编辑') {
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

  function updateRequests(page: Page): Request[] {
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/camera/updateDevice')) seen.push(r);
    });
    return seen;
  }

  test('详情 shows every device field and the installation info, read-only', async ({
    page,
    request,
    baseURL,
  }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page);
    const dialog = await openDialog(page, EXAMPLE, device.name, '详情');
    await expect(dialog.locator('.ant-collapse-header')).toHaveText(['设备信息', '安装信息']);
    const info = dialog.locator('.device-info');
    const field = (label: string) =>
      info
        .locator('.ant-descriptions-item-label', { hasText: label })
        .locator('xpath=following-sibling::*[1]');
    await expect(field('设备名称')).toHaveText(device.name);
    await expect(field('设备类型')).toHaveText(typeLabel(device));
    await expect(field('生产厂家')).toHaveText(dash(device.manufacturer));
    await expect(field('设备序列号')).toHaveText(dash(device.snNumber));
    await expect(field('IP地址')).toHaveText(dash(device.deviceIp));
    await expect(field('视频通道')).toHaveText((device.unitsObj?.channelName ?? []).join('、'));
    await expect(field('设备状态')).toHaveText(statusLabel(device));
    await expect(dialog.getByLabel('经度')).toHaveValue(String(device.lon));
    await expect(dialog.getByLabel('纬度')).toHaveValue(String(device.lat));
    await expect(dialog.getByLabel('经度')).toBeDisabled();
    await expect(dialog.locator('.ant-cascader')).toContainText(device.qhmc ?? '');
    await expect(dialog.getByLabel(device.ckmc ? '仓库' : '门店')).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: '所属组织' })).toHaveValue(orgLabel(device));
    await expect(button(dialog, '确定')).toHaveCount(0);
    await expect(button(dialog, '取消')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("?detail=<code> opens that device's details; closing drops the param", async ({
    page,
    request,
    baseURL,
  }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page, 'admin', `?detail=${encodeURIComponent(JSON.stringify(EXAMPLE))}`);
    const dialog = page.locator('.device-dialog');
    await expect(dialog.locator('.ant-modal-title')).toHaveText('详情');
    await expect(dialog.locator('.device-info')).toContainText(device.name);
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === SCREEN && !url.searchParams.has('detail'));
    // A hand-typed, unquoted code works too.
    await page.goto(`${SCREEN}?detail=${EXAMPLE}`);
    await expect(page.locator('.device-dialog .device-info')).toContainText(device.name);
  });

  test('each invalid value shows its message and sends nothing', async ({ page, request, baseURL }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page);
    const updates = updateRequests(page);
    const dialog = await openDialog(page, EXAMPLE, device.name, '编辑');
    await expect(dialog.locator('.ant-collapse-header')).toHaveText(['安装信息']);
    const lon = dialog.getByLabel('经度');
    const lat = dialog.getByLabel('纬度');
    const errorsShown = dialog.locator('.ant-form-item-explain-error');
    const cases: [Locator, string, string][] = [
      [lon, '', '请输入经度'],
      [lon, '180.1', '请输入合适的经度'],
      [lon, '-200', '请输入合适的经度'],
      [lat, '', '请输入纬度'],
      [lat, '90.5', '请输入合适的纬度'],
      [lat, '-91', '请输入合适的纬度'],
    ];
    for (const [box, value, message] of cases) {
      await lon.fill(String(device.lon));
      await lat.fill(String(device.lat));
      await box.fill(value);
      await button(dialog, '确定').click();
      await expect(errorsShown).toHaveText([message]);
    }
    expect(updates).toHaveLength(0);
    await expect(dialog).toBeVisible();
  });

  test('a device without a region asks 请选择区域 and sends nothing', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    const device = await sdkDevice(client, EXAMPLE);
    await openScreen(page);
    const updates = updateRequests(page);
    // The cascader never offers "no region", so remove it the way a stale record would lack it.
    await page.route('**/base/api/v1/camera/getDeviceInfo*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, qhdm: null, qhmc: null } } });
    });
    const dialog = await openDialog(page, EXAMPLE, device.name, '编辑');
    await button(dialog, '确定').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(['请选择区域']);
    expect(updates).toHaveLength(0);
  });

  test('coordinate inputs keep only digits, a leading minus and one point, at most 9 decimals', async ({
    page,
    request,
    baseURL,
  }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page);
    const dialog = await openDialog(page, EXAMPLE, device.name, '编辑');
    const lon = dialog.getByLabel('经度');
    await lon.fill('');
    await lon.pressSequentially('12a.3.4-5');
    await expect(lon).toHaveValue('12.345');
    await lon.fill('');
    await lon.pressSequentially('-112.12345678912');
    await expect(lon).toHaveValue('-112.123456789');
    // Pasting: the whole text arrives at once.
    await lon.fill('113.1234567891');
    await expect(lon).toHaveValue('113.123456789');
    await lon.fill('abc');
    await expect(lon).toHaveValue('');
    const lat = dialog.getByLabel('纬度');
    await lat.fill('');
    await lat.pressSequentially('2e8.1.2');
    await expect(lat).toHaveValue('28.12');
  });

  test('a valid edit saves, says 编辑成功, refreshes the list and persists', async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await sdk(request, baseURL);
    const device = await sdkDevice(client, EXAMPLE);
    // Another county of the same city, from the sandbox's own regions.
    const city = (device.qhdm ?? '').slice(0, 4);
    const county = (await sdkRegions(client, city)).find((r) => r.qhdm !== device.qhdm);
    const cityName = (await sdkRegions(client, '43')).find((r) => r.qhdm === city)?.qhmc;
    expect(county && cityName).toBeTruthy();
    if (!county || !cityName) return;

    await openScreen(page);
    const updates = updateRequests(page);
    const dialog = await openDialog(page, EXAMPLE, device.name, '编辑');
    await dialog.getByLabel('经度').fill('113.123456789');
    await dialog.getByLabel('纬度').fill('27.987654321');
    await dialog.locator('.ant-cascader').click();
    for (const name of ['湖南省', cityName, county.qhmc]) {
      await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
    }
    await expect(dialog.locator('.ant-cascader')).toContainText(county.qhmc);

    const saved = page.waitForResponse((r) => r.url().includes('/camera/updateDevice'));
    const refreshed = nextListBody(page);
    await button(dialog, '确定').click();
    expect((await (await saved).json()).code).toBe(200);
    expect(updates.map((r) => r.postDataJSON())).toEqual([
      { deviceId: EXAMPLE, lon: 113.123456789, lat: 27.987654321, qhdm: county.qhdm, qhmc: county.qhmc },
    ]);
    await expect(toast(page)).toContainText('编辑成功');
    await expect(dialog).toBeHidden();
    // The list is asked again with the same filter and page.
    expect(await refreshed).toMatchObject({ deviceName: device.name, page: 1 });
    const answer = await sdkList(client, { deviceName: device.name });
    await expectAnswer(page, answer);
    expect(answer.records.find((d) => d.code === EXAMPLE)?.qhmc).toBe(county.qhmc);

    const stored = await sdkDevice(client, EXAMPLE);
    expect(stored).toMatchObject({
      lon: 113.123456789,
      lat: 27.987654321,
      qhdm: county.qhdm,
      qhmc: county.qhmc,
    });
    await page.reload();
    const again = await openDialog(page, EXAMPLE, device.name, '详情');
    await expect(again.getByLabel('经度')).toHaveValue('113.123456789');
    await expect(again.getByLabel('纬度')).toHaveValue('27.987654321');
    await expect(again.locator('.ant-cascader')).toContainText(`${cityName} / ${county.qhmc}`);
  });

  for (const mode of ['error', 'http500'] as const) {
    test(`a failed save (${mode}) warns, keeps the dialog and the values`, async ({
      page,
      request,
      baseURL,
    }) => {
      const client = await sdk(request, baseURL);
      const device = await sdkDevice(client, EXAMPLE);
      await openScreen(page);
      const dialog = await openDialog(page, EXAMPLE, device.name, '编辑');
      await dialog.getByLabel('经度').fill('111.5');
      await dialog.getByLabel('纬度').fill('27.25');

      await injectFault(request, { operationId: 'updateDevice', mode, msg: '设备已被锁定' });
      await button(dialog, '确定').click();
      await expect(toast(page)).toContainText('设备已被锁定');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('经度')).toHaveValue('111.5');
      await expect(dialog.getByLabel('纬度')).toHaveValue('27.25');

      await injectFault(request, { operationId: 'updateDevice', mode, msg: '' });
      await button(dialog, '确定').click();
      await expect(toast(page)).toContainText('编辑失败');
      await expect(dialog.getByLabel('经度')).toHaveValue('111.5');
      expect(await sdkDevice(client, EXAMPLE)).toMatchObject({ lon: device.lon, lat: device.lat });

      expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
      await button(dialog, '确定').click();
      await expect(toast(page)).toContainText('编辑成功');
      await expect(dialog).toBeHidden();
      expect(await sdkDevice(client, EXAMPLE)).toMatchObject({ lon: 111.5, lat: 27.25 });
    });
  }

  test('a failed detail load (error) shows the server message, or 查询设备详情错误', async ({
    page,
    request,
    baseURL,
  }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page);
    await injectFault(request, { operationId: 'getCameraDeviceInfo', mode: 'error', msg: '设备不在线' });
    const dialog = await openDialog(page, EXAMPLE, device.name, '详情');
    await expect(toast(page)).toContainText('设备不在线');
    await expect(dialog.locator('.ant-alert')).toContainText('设备不在线');

    await injectFault(request, { operationId: 'getCameraDeviceInfo', mode: 'error', msg: '' });
    await button(dialog, '重试').click();
    await expect(toast(page)).toContainText('查询设备详情错误');

    expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
    await button(dialog, '重试').click();
    await expect(dialog.locator('.device-info')).toContainText(device.name);
  });

  test('a detail exception (http500) is only logged; the dialog says 查询设备详情错误', async ({
    page,
    request,
    baseURL,
  }) => {
    const device = await sdkDevice(await sdk(request, baseURL), EXAMPLE);
    await openScreen(page);
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('getDeviceInfo')) logged.push(m.text());
    });
    await injectFault(request, { operationId: 'getCameraDeviceInfo', mode: 'http500', msg: '网关错误' });
    await nameBox(page).fill(device.name);
    await nameBox(page).press('Enter');
    await button(rows(page).first(), '详情').click();
    const dialog = page.locator('.device-dialog');
    await expect(dialog.locator('.ant-alert')).toContainText('查询设备详情错误');
    expect(logged.length).toBeGreaterThan(0);
    await expect(page.locator('.ant-message-notice', { hasText: '查询设备详情错误' })).toHaveCount(0);
  });
});
