import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiMenuTree,
  login,
  type MenuEntry,
  menuPath,
  pathnameOf,
  SHELL_PAGE,
  SHELL_PAGE_TITLE,
  sideNav,
} from './support';

let tree: MenuEntry[] = [];
test.beforeAll(async ({ request }) => {
  tree = await apiMenuTree(request, 'admin');
});

function trailTo(menuUrl: string): MenuEntry[] {
  const trail = menuPath(tree, menuUrl);
  expect(trail.length, `the admin menu leads to ${menuUrl}`).toBeGreaterThan(0);
  return trail;
}

/** A submenu title of the side navigation (its text exactly `name`). */
function submenu(page: Page, name: string) {
  return sideNav(page).locator(`.ant-menu-submenu-title:has(> .ant-menu-title-content:text-is("${name}"))`);
}

/** A visible leaf item of the side navigation (its text exactly `name`). */
function leaf(page: Page, name: string) {
  return sideNav(page)
    .locator(`li.ant-menu-item:has(.ant-menu-title-content:text-is("${name}"))`)
    .filter({ visible: true });
}

/** Opens the submenus along `trail` (all but the last entry) and clicks the leaf. */
async function openByMenu(page: Page, trail: MenuEntry[]) {
  for (const entry of trail.slice(0, -1)) {
    const title = submenu(page, entry.name);
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  }
  const last = trail[trail.length - 1];
  if (last) await leaf(page, last.name).click();
}

test.describe('side navigation', () => {
  test('three levels: system → group → page, with the page active and in the breadcrumb', async ({
    page,
  }) => {
    const trail = trailTo('/yxzcxt/index/roleManager');
    expect(trail).toHaveLength(3);
    await login(page, 'admin', SHELL_PAGE);
    await openByMenu(page, trail);
    await expect(page).toHaveURL((url) => url.pathname === '/yxzcxt/index/roleManager');
    await expect(leaf(page, trail[2]?.name ?? '')).toHaveClass(/ant-menu-item-selected/);
    const crumbs = page.locator('.shell-breadcrumb');
    for (const entry of trail) await expect(crumbs).toContainText(entry.name);
    // Buttons (type 2) are permissions, never menu entries.
    await expect(sideNav(page).getByText('role:add')).toHaveCount(0);
    for (const button of (trail[2]?.menuVoList ?? []).filter((e) => e.type === 2)) {
      await expect(leaf(page, button.name)).toHaveCount(0);
    }
  });

  test('unique-opened: opening another submenu closes the open one', async ({ page }) => {
    const support = trailTo('/yxzcxt/index/roleManager');
    const office = trailTo('/xtbgxt/index/gzt');
    await login(page, 'admin', SHELL_PAGE);
    await openByMenu(page, support);
    await expect(submenu(page, support[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await submenu(page, office[0]?.name ?? '').click();
    await expect(submenu(page, office[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu(page, support[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'false');
    // Only the office system is open now.
    await expect(sideNav(page).locator('.ant-menu-submenu-open')).toHaveCount(1);
  });

  test('collapse and expand', async ({ page }) => {
    const support = trailTo('/yxzcxt/index/roleManager');
    await login(page, 'admin', SHELL_PAGE);
    const sider = page.locator('.app-shell-sider');
    await expect(sider).toHaveAttribute('data-collapsed', 'false');
    const wide = (await sider.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(sider).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(wide);
    // Collapsed: a system opens as a pop-up; its pages are still reachable.
    await submenu(page, support[0]?.name ?? '').hover();
    await expect(page.locator('.ant-menu-submenu-popup').filter({ visible: true }).first()).toContainText(
      support[1]?.name ?? '',
    );
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(sider).toHaveAttribute('data-collapsed', 'false');
    await expect(sideNav(page).getByRole('menuitem', { name: support[0]?.name })).toContainText(
      support[0]?.name ?? '',
    );
  });

  test('after a reload the same submenu is open and the same item active', async ({ page }) => {
    const support = trailTo('/yxzcxt/index/roleManager');
    const office = trailTo('/xtbgxt/index/gzt');
    await login(page, 'admin', SHELL_PAGE);
    await openByMenu(page, support);
    await page.reload();
    await expect(submenu(page, support[1]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(leaf(page, support[2]?.name ?? '')).toHaveClass(/ant-menu-item-selected/);

    // An open submenu the user chose (not the active page's) survives a reload too.
    await submenu(page, office[0]?.name ?? '').click();
    await expect(submenu(page, office[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(submenu(page, office[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu(page, support[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'false');
    expect(pathnameOf(page)).toBe('/yxzcxt/index/roleManager');
    const saved = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('agrimap_menu_state') ?? 'null'),
    );
    expect(saved).toMatchObject({ activePath: '/yxzcxt/index/roleManager' });
    expect(saved.openKeys).toContain(office[0]?.menuUrl);
  });

  test('the collapsed state survives a reload', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.reload();
    await expect(page.locator('.app-shell-sider')).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.locator('.app-shell-sider')).toHaveAttribute('data-collapsed', 'false');
  });

  test('the menu follows the route, also on back and forward', async ({ page }) => {
    const support = trailTo('/yxzcxt/index/roleManager');
    const office = trailTo('/xtbgxt/index/gzt');
    await login(page, 'admin', SHELL_PAGE);
    await openByMenu(page, support);
    await expect(page).toHaveURL((url) => url.pathname === '/yxzcxt/index/roleManager');
    await openByMenu(page, office);
    await expect(page).toHaveURL((url) => url.pathname === '/xtbgxt/index/gzt');
    await expect(leaf(page, office.at(-1)?.name ?? '')).toHaveClass(/ant-menu-item-selected/);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/yxzcxt/index/roleManager');
    await expect(submenu(page, support[1]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu(page, office[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'false');
    await expect(leaf(page, support[2]?.name ?? '')).toHaveClass(/ant-menu-item-selected/);

    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === '/xtbgxt/index/gzt');
    await expect(submenu(page, office[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(leaf(page, office.at(-1)?.name ?? '')).toHaveClass(/ant-menu-item-selected/);

    // A link outside the menu (the page typed in) is followed as well.
    await page.goto('/yxglxt/index/khgl');
    const operation = trailTo('/yxglxt/index/khgl');
    await expect(submenu(page, operation[0]?.name ?? '')).toHaveAttribute('aria-expanded', 'true');
  });

  test('a leaf click records the visit in the operation log', async ({ page }) => {
    const support = trailTo('/yxzcxt/index/roleManager');
    await login(page, 'admin', SHELL_PAGE);
    const logged = page.waitForRequest(
      (req) => req.url().endsWith('/system/api/v1/log/save') && req.method() === 'POST',
    );
    await openByMenu(page, support);
    const body = (await logged).postDataJSON();
    expect(body).toMatchObject({
      loginname: 'admin',
      realname: '系统管理员',
      operaname: `访问菜单：${support[2]?.name}`,
    });
  });
});

test.describe('banner and top bar', () => {
  test('the logo mark follows the system of the path', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    const banner = page.locator('.logo-banner');
    for (const [path, mark, name] of [
      ['/main_map', 'default', '农资一张图'],
      ['/yxglxt/index/khgl', 'yxglxt', '运营管理系统'],
      ['/yxzcxt/index/sjzd', 'yxzcxt', '运营支撑系统'],
      ['/nzywsjgl/gylglzxt/gysztgl', 'nzywsjgl', '农资业务数据管理'],
      ['/warehousing/inbound', 'default', '农资一张图'],
    ] as const) {
      await page.goto(path);
      await expect(banner.locator('svg')).toHaveAttribute('data-logo', mark);
      await expect(banner).toContainText(name);
    }
  });

  test('the clock shows YYYY年MM月DD日 HH:mm:ss and moves every second', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-06-01T08:30:05+08:00') });
    await login(page, 'admin', SHELL_PAGE);
    const clock = page.getByRole('timer', { name: '当前时间' });
    await expect(clock).toHaveText(/^\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}:\d{2}$/);
    await page.clock.pauseAt(new Date('2024-06-01T09:00:00+08:00'));
    await expect(clock).toHaveText('2024年06月01日 09:00:00');
    await page.clock.runFor(1000);
    await expect(clock).toHaveText('2024年06月01日 09:00:01');
    await page.clock.runFor(1000);
    await expect(clock).toHaveText('2024年06月01日 09:00:02');
  });

  test('the page header shows the title with its line', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    const header = page.locator('.tab-pane-header');
    await expect(header.getByRole('heading', { level: 2 })).toHaveText(SHELL_PAGE_TITLE);
    await expect(header).toHaveCSS('border-bottom-style', 'solid');
    await expect(page).toHaveTitle(`${SHELL_PAGE_TITLE} - 农资一张图`);
  });
});
