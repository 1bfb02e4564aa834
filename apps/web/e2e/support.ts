import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's seeded accounts (see the sandbox's interface notes). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123', realName: '系统管理员' },
  operator: { username: 'operator', password: 'Operator@123', realName: '运营专员' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** A menu entry as the sandbox sends it. */
export interface MenuEntry {
  id: number;
  name: string;
  menuUrl: string;
  icon: string | null;
  type: number;
  menuVoList?: MenuEntry[];
}

const HEADERS = { Appid: 'agrimap-web', client: '3' };

/** Logs in through the API (no browser) and returns the token. */
export async function apiLogin(request: APIRequestContext, account: AccountName): Promise<string> {
  const { username, password } = ACCOUNTS[account];
  const res = await request.post('/account/api/auth/login', {
    headers: HEADERS,
    data: { username, password },
  });
  const body = await res.json();
  expect(body.code, `login ${account}: ${body.msg}`).toBe(200);
  return body.data.token as string;
}

/** The user's menu tree as the sandbox serves it. */
export async function apiMenuTree(request: APIRequestContext, account: AccountName): Promise<MenuEntry[]> {
  const token = await apiLogin(request, account);
  const res = await request.post('/account/api/v1/menu/tree/list', {
    headers: { ...HEADERS, Authorization: token },
    data: {},
  });
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.data.list as MenuEntry[];
}

/** The chain of menu entries (top → page) whose last entry has `menuUrl`. */
export function menuPath(tree: MenuEntry[], menuUrl: string): MenuEntry[] {
  for (const entry of tree) {
    if (entry.type === 2) continue;
    if (entry.menuUrl === menuUrl) return [entry];
    const below = menuPath(entry.menuVoList ?? [], menuUrl);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

/** Every button url in the tree. */
export function buttonUrls(tree: MenuEntry[]): string[] {
  return tree.flatMap((e) => [...(e.type === 2 ? [e.menuUrl] : []), ...buttonUrls(e.menuVoList ?? [])]);
}

/**
 * Publishes a pinned article as admin through the news API (no summary, author, source or tags)
 * and expects the save to succeed.
 */
export async function publishArticle(
  request: APIRequestContext,
  article: { channel: 'agroNews' | 'marketCondition'; title: string; content: string },
): Promise<void> {
  const token = await apiLogin(request, 'admin');
  const saved = await request.post('/system/api/v1/news/save', {
    headers: { ...HEADERS, Authorization: token },
    data: { ...article, summary: '', author: '', source: '', tags: [], status: 1, pinned: true },
  });
  expect((await saved.json()).code).toBe(200);
}

/** Restores the sandbox's seed and clears every fault. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
}

/** Makes one operation of the sandbox fail (see the sandbox's fault injection). */
export async function injectFault(
  request: APIRequestContext,
  fault: {
    operationId: string;
    mode: 'error' | 'http500' | 'stall' | 'unauthorized' | 'forbidden';
    msg?: string;
    times?: number;
    stallMs?: number;
  },
): Promise<void> {
  expect((await request.post('/__sandbox/faults', { data: fault })).ok()).toBe(true);
}

/** Fills the login form and presses Enter. */
export async function submitLogin(page: Page, account: AccountName): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('密码').press('Enter');
}

/**
 * A page inside the app shell that costs little to render (a short list both seeded accounts may
 * open). Tests that only need a logged-in shell land here: the home page after login is the map
 * workbench, which takes seconds of software WebGL that those tests do not look at.
 */
export const SHELL_PAGE = '/policyNews/index/agroNews';
export const SHELL_PAGE_TITLE = '农业资讯';

/** Pages still to be built (their route renders the not-built notice). Empty once all are built. */
export const NOT_BUILT_PAGES: readonly string[] = [];

/**
 * Logs in through the login page and waits for the page it lands on: the home page (the map
 * workbench), or `to` when given (through the login page's `redirect` parameter).
 */
export async function login(page: Page, account: AccountName = 'admin', to?: string): Promise<void> {
  await page.goto(to ? `/login?redirect=${encodeURIComponent(to)}` : '/login');
  await submitLogin(page, account);
  const landing = new URL(to ?? '/main_map', 'http://localhost').pathname;
  await expect(page).toHaveURL((url) => url.pathname === landing);
  await expect(page.getByRole('button', { name: ACCOUNTS[account].realName })).toBeVisible();
}

/** The side navigation of the app shell. */
export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: '导航菜单' });
}

/**
 * The day of `at` in Beijing time (`yyyy-MM-dd`), as the server and the browser (Asia/Shanghai)
 * date things, whatever the zone of the machine running the tests.
 */
export function beijingDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The pathname of the page. */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Chooses `option` in the antd select (or tree select) whose input is `field`, typing `search`
 * first, and waits until the select shows it. On a loaded machine the dropdown can be clicked
 * before it is placed under its field (Playwright sees it still for two frames), and the click
 * then lands elsewhere and only closes it; such a miss is retried, a wrong choice is not.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: string | RegExp,
  { search, exact = true }: { search?: string; exact?: boolean } = {},
): Promise<void> {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const text =
    typeof option === 'string'
      ? exact
        ? new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
        : option
      : option;
  // What the select shows once chosen: the option's text, wherever it starts.
  const shown =
    typeof option === 'string' ? option : new RegExp(option.source.replace(/^\^/, ''), option.flags);
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    if (search !== undefined) await field.fill(search);
    const item = page
      .locator('.ant-select-dropdown:visible')
      .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
      .filter({ hasText: text })
      .first();
    await item.click({ timeout: 10_000 });
    await expect(select).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [250, 500, 1_000] });
}

/** Walks the region cascader inside `scope` down `names`, again until it shows the last one. */
export async function chooseRegion(page: Page, scope: Locator, names: string[]): Promise<void> {
  const cascader = scope.locator('.ant-cascader');
  await expect(async () => {
    if (!(await page.locator('.ant-cascader-dropdown:visible').count())) await cascader.click();
    for (const name of names) {
      await page
        .locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${name}"]`)
        .click({ timeout: 10_000 });
    }
    await expect(cascader).toContainText(names.at(-1) as string, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [250, 500, 1_000] });
}
