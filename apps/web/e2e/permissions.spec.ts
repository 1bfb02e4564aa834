import { expect, test } from './fixtures';
import { ACCOUNTS, apiMenuTree, buttonUrls, login, menuPath, SHELL_PAGE, sideNav } from './support';

test.describe('permissions from the menu tree', () => {
  test('the admin sees 运营支撑系统 and may open role management', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    await expect(sideNav(page).getByRole('menuitem', { name: /运营支撑系统$/ })).toBeVisible();
    await page.goto('/yxzcxt/index/roleManager');
    await expect(page.getByRole('heading', { level: 2, name: '角色管理' })).toBeVisible();
  });

  test('the operator has no 运营支撑系统: no menu, and its pages are refused', async ({ page }) => {
    await login(page, 'operator', SHELL_PAGE);
    await expect(page.getByRole('button', { name: ACCOUNTS.operator.realName })).toBeVisible();
    await expect(sideNav(page).getByRole('menuitem').first()).toBeVisible();
    await expect(sideNav(page).getByRole('menuitem', { name: /运营支撑系统$/ })).toHaveCount(0);
    await expect(sideNav(page).getByText('角色管理')).toHaveCount(0);
    for (const path of ['/yxzcxt/index/roleManager', '/yxzcxt']) {
      await page.goto(path);
      await expect(page.getByText('抱歉，您没有访问此页面的权限。')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '角色管理' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/main_map');
  });

  test('the operator lacks the device:edit button; the admin has it', async ({ page, request }) => {
    const adminTree = await apiMenuTree(request, 'admin');
    const operatorTree = await apiMenuTree(request, 'operator');
    expect(buttonUrls(menuPath(adminTree, '/wlwyzt/index/asset').at(-1)?.menuVoList ?? [])).toContain(
      'device:edit',
    );
    expect(buttonUrls(menuPath(operatorTree, '/wlwyzt/index/asset').at(-1)?.menuVoList ?? [])).not.toContain(
      'device:edit',
    );
    // What the app stored for the operator is what drives its permission checks.
    await login(page, 'operator', SHELL_PAGE);
    const stored = await page.evaluate(() => localStorage.getItem('agrimap_auth_list') ?? '');
    expect(stored).not.toContain('device:edit');
    expect(stored).toContain('设备管理');
  });

  test('the 同步 button shows only for users with device:sync', async ({ page, request }) => {
    for (const account of ['admin', 'operator'] as const) {
      const tree = await apiMenuTree(request, account);
      const hasSync = buttonUrls(menuPath(tree, '/wlwyzt/index/asset').at(-1)?.menuVoList ?? []).includes(
        'device:sync',
      );
      await login(page, account, '/wlwyzt/index/asset');
      await expect(page.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
      await expect(page.getByRole('button', { name: /同\s*步/ })).toHaveCount(hasSync ? 1 : 0);
      await page.context().clearCookies();
    }
  });
});
