import { expect, test } from './fixtures';
import { ACCOUNTS, apiLogin, apiMenuTree, buttonUrls, login, menuPath, SHELL_PAGE, sideNav } from './support';

const HEADERS = { Appid: 'agrimap-web', client: '3' };

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

  test('the operator sees no 调价 / 审核通过 / 发布, and the same calls made by hand are refused', async ({
    page,
    request,
  }) => {
    // Each screen shows the action to the administrator (so the checks below can fail) …
    const screens = [
      { path: '/nzywsjgl/gylglzxt/orderList', title: '订单明细', action: '调价' },
      { path: '/warehousing/inbound/verify', title: '入库审核', action: '审核通过' },
      { path: '/agroService/agrotechnicalScheme/index', title: '农技方案', action: '发布' },
    ];
    for (const account of ['admin', 'operator'] as const) {
      await login(page, account, screens[0]?.path);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 2, name: screen.title })).toBeVisible();
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
        const actions = page
          .locator('.ant-table-row')
          .getByRole('button', { name: screen.action, exact: true });
        if (account === 'admin') await expect(actions.first()).toBeVisible();
        else await expect(actions).toHaveCount(0);
      }
      await page.context().clearCookies();
    }
    // … and the server refuses the operator's hand-made calls, changing nothing.
    const admin = await apiLogin(request, 'admin');
    const operator = await apiLogin(request, 'operator');
    const post = async (token: string, url: string, data: unknown) =>
      (await request.post(url, { headers: { ...HEADERS, Authorization: token }, data })).json();
    const orders = await post(admin, '/shop/api/v1/web/sp/order/page', { page: 1, pageSize: 1, status: 0 });
    const order = orders.data.records[0] as { id: number; payAmount: number };
    const docs = await post(admin, '/shop/api/v1/web/wms/doc/page', {
      page: 1,
      pageSize: 1,
      direction: 'in',
      statuses: [1],
    });
    const doc = docs.data.records[0] as { id: number; status: number };
    const schemes = await post(admin, '/base/api/v1/agro/scheme/page', { page: 1, pageSize: 50 });
    const draft = (schemes.data.records as { id: number; status: number }[]).find((r) => r.status === 0);
    expect(draft).toBeDefined();
    const refused = { code: 403, msg: '无权访问该资源' };
    expect(
      await post(operator, '/shop/api/v1/web/sp/order/action', {
        id: order.id,
        action: 'adjust',
        adjustAmount: 1 - order.payAmount,
      }),
    ).toMatchObject(refused);
    expect(
      await post(operator, '/shop/api/v1/web/wms/doc/action', { id: doc.id, action: 'approve' }),
    ).toMatchObject(refused);
    expect(
      await post(operator, '/base/api/v1/agro/scheme/status', { id: draft?.id, action: 'publish' }),
    ).toMatchObject(refused);
    const orderAfter = await request.get(`/shop/api/v1/web/sp/order/detail?id=${order.id}`, {
      headers: { ...HEADERS, Authorization: admin },
    });
    expect((await orderAfter.json()).data.payAmount).toBe(order.payAmount);
    const docAfter = await request.get(`/shop/api/v1/web/wms/doc/detail?id=${doc.id}`, {
      headers: { ...HEADERS, Authorization: admin },
    });
    expect((await docAfter.json()).data.status).toBe(doc.status);
  });
});
