// The IoT device management screen (/wlwyzt/index/asset) against the sandbox: The device dialog's 编辑: validation, coordinate inputs, saving and failed saves.
// Helpers: helpers/devices.ts.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  button,
  deviceSpecSetup,
  EXAMPLE,
  expectAnswer,
  nextListBody,
  openDialog,
  openExampleDialog,
  openScreen,
  sdk,
  sdkDevice,
  sdkList,
  sdkRegions,
  toast,
  updateRequests,
} from './helpers/devices';
import { injectFault } from './support';

deviceSpecSetup();

test.describe('device dialog', () => {
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
    // A stored record without a region (the way a stale record would lack it).
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
    const { dialog } = await openExampleDialog(page, await sdk(request, baseURL), '编辑');
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
      const { device, dialog } = await openExampleDialog(page, client, '编辑');
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
});
