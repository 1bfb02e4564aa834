import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  injectFault,
  login,
  pathnameOf,
  resetSandbox,
  SHELL_PAGE,
  sideNav,
  submitLogin,
} from './support';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

async function sessionCookie(page: import('@playwright/test').Page) {
  return (await page.context().cookies()).find((c) => c.name === 'agrimap_token');
}

async function storedUserKeys(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('agrimap_'))
      .sort(),
  );
}

/** Logs the admin out through the user menu (退出登录, then 确定) and waits for the login page. */
async function logOut(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: ACCOUNTS.admin.realName }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

test.describe('login and route guard', () => {
  test('an unauthenticated visit goes to the login page and comes back after login', async ({ page }) => {
    await page.goto('/yxzcxt/index/roleManager');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/yxzcxt/index/roleManager',
    );
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL((url) => url.pathname === '/yxzcxt/index/roleManager');
    await expect(page.getByRole('heading', { level: 2, name: '角色管理' })).toBeVisible();
  });

  test('login stores the token cookie and the user info with the menu tree', async ({ page }) => {
    await login(page, 'admin');
    const cookie = await sessionCookie(page);
    expect(cookie?.value).toBeTruthy();
    // Half a day (SPEC §9), give or take the test's own run time.
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(11.9 * 3600);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600);
    expect(await storedUserKeys(page)).toEqual(
      ['auth_list', 'curLabel', 'real_name', 'token', 'user_id', 'user_name', 'zt_token']
        .map((k) => `agrimap_${k}`)
        .sort(),
    );
    const user = await page.evaluate(() => ({
      token: localStorage.getItem('agrimap_token'),
      realName: localStorage.getItem('agrimap_real_name'),
      menu: JSON.parse(localStorage.getItem('agrimap_auth_list') ?? '[]') as { name: string }[],
    }));
    expect(user.token).toBe(cookie?.value);
    expect(user.realName).toBe(ACCOUNTS.admin.realName);
    expect(user.menu.map((m) => m.name)).toContain('运营支撑系统');
  });

  const payloads = [
    '//evil.example',
    '//evil.example/main_map',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS://evil.example',
    'javascript:alert(document.domain)',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '%252F%252Fevil.example',
    'javascript%3Aalert(1)',
  ];
  for (const payload of payloads) {
    test(`an open-redirect payload ends on /main_map: ${JSON.stringify(payload)}`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(payload)}`);
      await submitLogin(page, 'admin');
      await expect(page).toHaveURL((url) => url.pathname === '/main_map');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    });
  }

  test('a wrong password shows the server message and keeps the user name', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
    await expect(page.getByLabel('用户名')).toHaveValue('admin');
    expect(pathnameOf(page)).toBe('/login');
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test('the form asks for the user name and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await page.getByLabel('用户名').fill('admin');
    await expect(page.getByText('请输入用户名')).toBeHidden();
    await expect(page.getByText('请输入密码')).toBeVisible();
  });

  test('Enter submits and the button shows it is busy while the server answers', async ({
    page,
    request,
  }) => {
    await injectFault(request, { operationId: 'login', mode: 'stall', stallMs: 2500, times: 1 });
    await page.goto('/login');
    await submitLogin(page, 'admin');
    await expect(page.getByRole('button', { name: /登\s*录/ })).toHaveClass(/ant-btn-loading/);
    await expect(page).toHaveURL((url) => url.pathname === '/main_map');
  });

  test('entering the login page clears the stored session', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    expect(await storedUserKeys(page)).not.toEqual([]);
    await page.goto('/login');
    await expect(page.getByLabel('用户名')).toBeVisible();
    expect(await storedUserKeys(page)).toEqual([]);
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto('/main_map');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test.describe('logout', () => {
  test('取消 stays; 确定 goes to the login page and removes cookie and user info', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    await page.getByRole('button', { name: ACCOUNTS.admin.realName }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('提示');
    await expect(dialog).toContainText('确定退出吗?');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    expect(pathnameOf(page)).toBe(SHELL_PAGE);
    expect(await sessionCookie(page)).toBeDefined();

    await logOut(page);
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await storedUserKeys(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('退出登录 ends the session on the server: the old token is refused afterwards', async ({ page }) => {
    await login(page, 'admin', SHELL_PAGE);
    const token = (await sessionCookie(page))?.value ?? '';
    expect(token).not.toBe('');
    const headers = { Appid: 'agrimap-web', client: '3', Authorization: token };
    const before = await page.request.post('/account/api/v1/menu/tree/list', { headers, data: {} });
    expect((await before.json()).code).toBe(200);

    const loggedOut = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/account/api/auth/logout' && r.request().method() === 'POST',
    );
    await logOut(page);
    const answer = await loggedOut;
    expect(answer.request().headers().authorization).toBe(token);
    expect(await answer.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
    // The login page shows no 登录已过期 warning: the user asked to leave.
    await expect(page.getByText('登录已过期，请重新登录')).toHaveCount(0);

    // The old token, replayed by hand, is refused.
    const after = await page.request.post('/account/api/v1/menu/tree/list', { headers, data: {} });
    const body = await after.json();
    expect(after.status() === 401 || body.code === 401).toBe(true);
    expect(body.msg).toBe('登录已过期，请重新登录');
  });

  test('退出登录 still leaves for the login page when the server call fails', async ({ page, request }) => {
    await login(page, 'admin', SHELL_PAGE);
    await injectFault(request, { operationId: 'logout', mode: 'http500' });
    await logOut(page);
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await storedUserKeys(page)).toEqual([]);
    await page.goto('/main_map');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test.describe('session ended by the server', () => {
  test('expired sessions: the next call answers 401 and the user lands on the login page', async ({
    page,
    request,
  }) => {
    await login(page, 'admin', '/yxzcxt/index/roleManager');
    await expect(page.getByRole('heading', { level: 2, name: '角色管理' })).toBeVisible();
    expect((await request.post('/__sandbox/expire-sessions')).ok()).toBe(true);
    // Opening a page from the menu records the visit in the operation log: that call gets 401.
    const nav = sideNav(page);
    const leaf = nav.locator('.ant-menu-item').filter({ visible: true, hasNotText: '角色管理' }).first();
    await leaf.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && Boolean(url.searchParams.get('redirect')),
    );
    await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await storedUserKeys(page)).toEqual([]);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL((url) => url.pathname === back.split('?')[0]);
  });

  test('a reload after the sessions expired goes to the login page', async ({ page, request }) => {
    await login(page, 'admin', '/xtbgxt/index/gzt');
    await expect(page.getByRole('heading', { level: 2, name: '工作台' })).toBeVisible();
    expect((await request.post('/__sandbox/expire-sessions')).ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/xtbgxt/index/gzt',
    );
  });

  test('a body code 401 on the menu call ends the session', async ({ page, request }) => {
    await login(page, 'admin', SHELL_PAGE);
    await injectFault(request, { operationId: 'menuTreeList', mode: 'unauthorized' });
    await page.goto('/policyNews/index/agroNews');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/policyNews/index/agroNews',
    );
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test('a body code 403 from an action ends the session too', async ({ page, request }) => {
    await login(page, 'admin', '/wlwyzt/index/asset');
    await injectFault(request, { operationId: 'flushCamera', mode: 'forbidden' });
    await page.getByRole('button', { name: /同\s*步/ }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/wlwyzt/index/asset',
    );
    expect(await sessionCookie(page)).toBeUndefined();
  });
});
