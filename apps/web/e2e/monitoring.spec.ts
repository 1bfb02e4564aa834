import { expect, test } from './fixtures';
import { ACCOUNTS, apiMenuTree, login, menuPath, resetSandbox, SHELL_PAGE } from './support';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('monitoring shell (/wlwyzt)', () => {
  test('banner, user and a menu from the stored menu plus 智能决策 and 物联网一张图', async ({
    page,
    request,
  }) => {
    const tree = await apiMenuTree(request, 'admin');
    const devices = menuPath(tree, '/wlwyzt/index/asset');
    await login(page, 'admin', SHELL_PAGE);
    await page.goto('/wlwyzt_asset');
    await expect(page).toHaveURL((url) => url.pathname === '/wlwyzt/index/asset');
    await expect(page.locator('.logo-banner')).toContainText('物联网监测管理');
    await expect(page.getByRole('button', { name: ACCOUNTS.admin.realName })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '物联网监测菜单' });
    await expect(nav.getByRole('menuitem', { name: devices.at(-1)?.name })).toHaveClass(
      /ant-menu-item-selected/,
    );
    const items = nav.getByRole('menuitem');
    await expect(items.nth((await items.count()) - 2)).toContainText('智能决策');
    await expect(items.last()).toContainText('物联网一张图');

    await nav.getByRole('menuitem', { name: '智能决策' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/main_map');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/wlwyzt/index/asset');
    await page
      .getByRole('navigation', { name: '物联网监测菜单' })
      .getByRole('menuitem', { name: '物联网一张图' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/wlwyzt_cockpit');
  });

  test('the 同步 action syncs the devices and says so', async ({ page }) => {
    await login(page, 'admin', '/wlwyzt/index/asset');
    await expect(page.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
    const synced = page.waitForResponse((res) => res.url().includes('/base/api/v1/camera/flush'));
    await page.getByRole('button', { name: /同\s*步/ }).click();
    expect((await (await synced).json()).code).toBe(200);
    await expect(page.locator('.ant-message')).toContainText('同步成功');
  });

  test('a failed sync shows the server message', async ({ page, request }) => {
    await login(page, 'admin', '/wlwyzt/index/asset');
    await request.post('/__sandbox/faults', {
      data: { operationId: 'flushCamera', mode: 'error', msg: '视频平台连接失败', times: 1 },
    });
    await page.getByRole('button', { name: /同\s*步/ }).click();
    await expect(page.locator('.ant-message')).toContainText('视频平台连接失败');
  });
});
