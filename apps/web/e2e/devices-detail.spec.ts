// The IoT device management screen (/wlwyzt/index/asset) against the sandbox: The device dialog read-only: 详情, ?detail=, and a detail that fails to load.
// Helpers: helpers/devices.ts.
import { expect, test } from './fixtures';
import {
  button,
  dash,
  deviceSpecSetup,
  EXAMPLE,
  nameBox,
  openDialog,
  openExampleDialog,
  openScreen,
  orgLabel,
  rows,
  SCREEN,
  sdk,
  sdkDevice,
  statusLabel,
  toast,
  typeLabel,
} from './helpers/devices';
import { injectFault } from './support';

deviceSpecSetup();

test.describe('device dialog', () => {
  test('详情 shows every device field and the installation info, read-only', async ({
    page,
    request,
    baseURL,
  }) => {
    const { device, dialog } = await openExampleDialog(page, await sdk(request, baseURL), '详情');
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
