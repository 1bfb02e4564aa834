import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialog, openAddDialog, row } from './helpers/screen';
import { chooseOption, login, resetSandbox } from './support';

/*
 * The operation-support journey (issue: back-office kit and 运营支撑系统): the administrator creates
 * a department, a role that may see only 物联网监测 → 设备管理 with its 详情 button, and a user in
 * that department with that role; the user logs in and sees exactly those menus and buttons; the
 * administrator disables the user, whose next request ends on the login page.
 */

const DEPT = '巡检一部';
const ROLE = { name: '设备巡检员', code: 'device_inspector' };
const USER = {
  realName: '巡检员李明',
  userName: 'xunjian01',
  phone: '13973100001',
  password: 'Xunjian@2026',
};

const HEADERS = { Appid: 'agrimap-web', client: '3' };

/** Picks `option` in the antd select/tree-select of the form item labelled `label` inside `scope`. */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option);
}

test.describe('operation support: roles drive what people see', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });
  // One journey through four screens and two browsers: a long test, not a slow one.
  test.slow();

  test('department, role and user made by the administrator; the user sees exactly that; disabling ends the session', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // 1. A department.
    await login(page, 'admin', '/yxzcxt/index/deptManager');
    await expect(page.getByRole('heading', { level: 2, name: '组织机构管理' })).toBeVisible();
    const deptDialog = await openAddDialog(page, '新增部门');
    await expect(deptDialog).toBeVisible();
    await deptDialog.getByLabel('部门名称').fill(DEPT);
    await deptDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(deptDialog).toBeHidden();
    await expect(row(page, DEPT)).toBeVisible();

    // 2. A role with only 物联网监测 → 设备管理 → 详情 (parents saved half-checked).
    await page.goto('/yxzcxt/index/roleManager');
    await expect(page.getByRole('heading', { level: 2, name: '角色管理' })).toBeVisible();
    const roleDialog = await openAddDialog(page, '新增角色');
    await roleDialog.getByLabel('角色名称').fill(ROLE.name);
    await roleDialog.getByLabel('角色编码').fill(ROLE.code);
    await roleDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row(page, ROLE.name)).toBeVisible();
    await row(page, ROLE.name).getByRole('button', { name: '菜单权限' }).click();
    const authDialog = dialog(page, `菜单权限 - ${ROLE.name}`);
    await expect(authDialog).toBeVisible();
    // The tree is long (every system, page and button): fold it, then open 物联网监测 → 设备管理.
    await authDialog.getByRole('button', { name: '折叠全部' }).click();
    const item = (name: RegExp) => authDialog.getByRole('treeitem', { name });
    // Opens a node, again if a click landed while the tree was still moving (it re-renders as it expands).
    const expand = async (name: RegExp) => {
      const node = item(name);
      await expect(async () => {
        if ((await node.getAttribute('aria-expanded')) !== 'true')
          await node.locator('.ant-tree-switcher').click();
        await expect(node).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
      }).toPass();
    };
    await expand(/物联网监测$/);
    await expand(/设备管理$/);
    const detail = item(/^详情 按钮$/);
    await expect(detail).toHaveCount(1);
    // Checked, again only if the click landed while the tree was still moving (as `expand` above).
    const box = detail.locator('.ant-tree-checkbox');
    await expect(async () => {
      if (!/ant-tree-checkbox-checked/.test((await box.getAttribute('class')) ?? '')) await box.click();
      await expect(box).toHaveClass(/ant-tree-checkbox-checked/, { timeout: 2_000 });
    }).toPass();
    // Linked: its page and system are half-checked, and are saved with it.
    await expect(item(/设备管理$/).locator('.ant-tree-checkbox')).toHaveClass(
      /ant-tree-checkbox-indeterminate/,
    );
    await expect(item(/物联网监测$/).locator('.ant-tree-checkbox')).toHaveClass(
      /ant-tree-checkbox-indeterminate/,
    );
    await authDialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(authDialog).toBeHidden();
    await expect(page.getByText('授权成功')).toBeVisible();

    // 3. A user in that department with that role.
    await page.goto('/yxzcxt/index/userControl');
    await expect(page.getByRole('heading', { level: 2, name: '公司人员管理' })).toBeVisible();
    const userDialog = await openAddDialog(page, '新增人员');
    await userDialog.getByLabel('姓名').fill(USER.realName);
    await userDialog.getByLabel('账号').fill(USER.userName);
    await userDialog.getByLabel('手机号').fill(USER.phone);
    await pick(page, userDialog, '所属部门', DEPT);
    await pick(page, userDialog, '角色', ROLE.name);
    await userDialog.getByLabel('密码').fill(USER.password);
    await userDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(userDialog).toBeHidden();
    await page.getByLabel('姓名').first().fill(USER.realName);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(row(page, USER.userName)).toBeVisible();
    await expect(row(page, USER.userName)).toContainText(DEPT);
    await expect(row(page, USER.userName)).toContainText(ROLE.name);

    // 4. The user signs in and sees exactly 物联网监测 → 设备管理 with 详情.
    const userContext = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
    const userPage = await userContext.newPage();
    try {
      await userPage.goto(`/login?redirect=${encodeURIComponent('/wlwyzt/index/asset')}`);
      await userPage.getByLabel('用户名').fill(USER.userName);
      await userPage.getByLabel('密码').fill(USER.password);
      await userPage.getByLabel('密码').press('Enter');
      await expect(userPage).toHaveURL((url) => url.pathname === '/wlwyzt/index/asset');
      await expect(userPage.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();
      // The menu tree the app stored for the user: one system, one page, one button.
      const stored = await userPage.evaluate(() => localStorage.getItem('agrimap_auth_list') ?? '[]');
      const names = (entries: Array<{ name: string; menuVoList?: unknown[] }>): unknown =>
        entries.map((e) => [e.name, names((e.menuVoList ?? []) as typeof entries)]);
      expect(names(JSON.parse(stored))).toEqual([['物联网监测', [['设备管理', [['详情', []]]]]]]);
      // 详情 on every row, no 编辑 and no 同步.
      const firstRow = userPage.locator('.ant-table-row').first();
      await expect(firstRow.getByRole('button', { name: /详\s*情/ })).toBeVisible();
      await expect(userPage.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
      await expect(userPage.getByRole('button', { name: /同\s*步/ })).toHaveCount(0);
      await firstRow.getByRole('button', { name: /详\s*情/ }).click();
      await expect(userPage.locator('.ant-modal-title', { hasText: '详情' })).toBeVisible();
      await userPage.keyboard.press('Escape');
      // Pages outside the role are refused.
      await userPage.goto('/yxzcxt/index/roleManager');
      await expect(userPage.getByText('抱歉，您没有访问此页面的权限。')).toBeVisible();
      // The server agrees: an administrator operation answers 403 for this user.
      const token = await userPage.evaluate(
        () => document.cookie.match(/(?:^|;\s*)agrimap_token=([^;]+)/)?.[1] ?? '',
      );
      expect(token).not.toBe('');
      await userPage.goto('/wlwyzt/index/asset');
      await expect(userPage.getByRole('heading', { level: 2, name: '设备管理' })).toBeVisible();

      // 5. The administrator disables the user.
      await page.goto('/yxzcxt/index/userControl');
      await page.getByLabel('姓名').first().fill(USER.realName);
      await page.getByRole('button', { name: /查\s*询/ }).click();
      const userRow = row(page, USER.userName);
      await expect(userRow).toBeVisible();
      await userRow.getByRole('switch').click();
      await page
        .locator('.ant-popover:visible, .ant-modal-confirm:visible')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await expect(userRow.getByRole('switch')).not.toBeChecked();

      // The disabled user's token no longer works at the server …
      const answer = await request.post('/account/api/v1/menu/tree/list', {
        headers: { ...HEADERS, Authorization: decodeURIComponent(token) },
        data: {},
      });
      expect((await answer.json()).code).toBe(401);
      // … and their next request in the app ends on the login page.
      await userPage.getByRole('button', { name: /查\s*询/ }).click();
      await expect(userPage).toHaveURL((url) => url.pathname === '/login');
      // Nor can they sign in again.
      await userPage.getByLabel('用户名').fill(USER.userName);
      await userPage.getByLabel('密码').fill(USER.password);
      await userPage.getByLabel('密码').press('Enter');
      await expect(userPage.getByText('该账号已停用，请联系管理员')).toBeVisible();
      await expect(userPage).toHaveURL((url) => url.pathname === '/login');
    } finally {
      await userContext.close();
    }
  });
});
