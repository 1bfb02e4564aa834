import { expect, type Page } from '@playwright/test';
import type { RouteCase } from '../routes-table';
import { ACCOUNTS, pathnameOf } from '../support';

/**
 * Opens `route.path` as a deep link (a bookmark, a shared link: a full page load, signed in as the
 * administrator) and checks it lands on `route.lands` under the route's own title (the one the
 * breadcrumb and page header use) inside the shell, with neither the 404 nor the 403 page.
 * Returns what went wrong, or undefined: callers list every broken route before failing.
 */
export async function openRoute(page: Page, route: RouteCase): Promise<string | undefined> {
  try {
    await page.goto(route.path, { waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === route.lands);
    await expect(page).toHaveTitle(
      route.title === '农资一张图' ? '农资一张图' : `${route.title} - 农资一张图`,
    );
    await expect(page.getByRole('button', { name: ACCOUNTS.admin.realName })).toBeVisible(); // the shell is up
    await expect(page.getByText(/抱歉，您(访问的页面不存在|没有访问此页面的权限)/)).toHaveCount(0);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `${route.path}: expected ${route.lands} «${route.title}», got ${pathnameOf(page)} — ${reason}`;
  }
}
