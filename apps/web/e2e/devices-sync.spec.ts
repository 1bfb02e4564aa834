// The IoT device management screen (/wlwyzt/index/asset) against the sandbox: 同步 and the list's failures.
// Helpers: helpers/devices.ts.
import { expect, test } from './fixtures';
import {
  button,
  chooseStatus,
  DEFAULTS,
  deviceSpecSetup,
  expectAnswer,
  filterBox,
  nameBox,
  nextListBody,
  openScreen,
  pager,
  sdk,
  sdkList,
  toast,
} from './helpers/devices';
import { injectFault } from './support';

deviceSpecSetup();

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
    await expect(page.locator('.query-table-error')).toContainText('设备库维护中');
    // Said once: in the table, not again as a toast.
    await expect(page.getByText('设备库维护中')).toHaveCount(1);

    await injectFault(request, { operationId: 'listDevice', mode: 'error', msg: '' });
    await button(page.locator('.query-table-error'), '重试').click();
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
    await expect(page.locator('.query-table-error')).toContainText('查询专家管理列表数据异常');
    await expect(page.getByText('查询专家管理列表数据异常')).toHaveCount(1);
  });
});
