import { expect, test } from './fixtures';
import { NOT_ROUTED, ROUTES } from './routes-table';
import { ACCOUNTS, login, NOT_BUILT_PAGES, pathnameOf, SHELL_PAGE } from './support';

test.describe('every route of SPEC §2', () => {
  test('each path resolves to its page, redirects land where the spec says', async ({ page }) => {
    test.setTimeout(20 * 60_000); // ~75 full page loads, some with the map engine
    await login(page, 'admin', SHELL_PAGE);
    const problems: string[] = [];
    for (const route of ROUTES) {
      try {
        await page.goto(route.path, { waitUntil: 'commit' });
        await expect(page).toHaveURL((url) => url.pathname === route.lands);
        // The route's own title (the one breadcrumb and page header use), whatever fills the page.
        await expect(page).toHaveTitle(
          route.title === '农资一张图' ? '农资一张图' : `${route.title} - 农资一张图`,
        );
        await expect(page.getByRole('button', { name: ACCOUNTS.admin.realName })).toBeVisible(); // the shell is up
        await expect(page.getByText(/抱歉，您(访问的页面不存在|没有访问此页面的权限)/)).toHaveCount(0);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        problems.push(
          `${route.path}: expected ${route.lands} «${route.title}», got ${pathnameOf(page)} — ${reason}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  test('pages still to be built say so under their title and breadcrumb', async ({ page }) => {
    test.skip(NOT_BUILT_PAGES.length === 0, 'every page is built');
    await login(page, 'admin', SHELL_PAGE);
    for (const path of NOT_BUILT_PAGES) {
      const title = ROUTES.find((r) => r.path === path)?.title ?? '';
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(page.getByText('该功能尚未建成')).toBeVisible();
      await expect(page.locator('.shell-breadcrumb')).toContainText(title);
    }
  });

  test('paths the spec does not route show the 404 page with a way home', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    for (const path of NOT_ROUTED) {
      await page.goto(path);
      await expect(page.getByText('抱歉，您访问的页面不存在。'), path).toBeVisible();
      expect(pathnameOf(page)).toBe(path);
    }
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/main_map');
  });

  test('an unknown path without a session goes to the login page; /404 needs no login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/no/such/page',
    );
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toHaveCount(0);
    await page.goto('/404');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    // Home needs a session: the guard sends the visitor to the login page.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/main_map',
    );
  });
});
