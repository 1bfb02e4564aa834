import { expect, test } from './fixtures';
import { expectInert, recordDialogs } from './helpers/inert';
import { apiLogin, login, resetSandbox } from './support';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a notice with script and event-handler payloads shows them as nothing but text; the badge and the reader list follow reading', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'admin');
  const saved = await request.post('/system/api/v1/notice/save', {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    data: {
      title: '含有恶意代码的通知',
      noticeType: 1,
      content:
        '<p>请注意查收<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">附件说明</a></p>',
      audience: { user: [{ type: 'user', id: '2', name: '运营专员' }] },
      publish: true,
    },
  });
  expect((await saved.json()).code).toBe(200);
  const alerts = recordDialogs(page);

  await login(page, 'operator', '/xtbgxt/index/tzgg');
  // the seed's two notices and this one are unread
  await expect(page.getByRole('link', { name: '通知公告，3 条未读' })).toBeVisible();
  await page.locator('.notice-inbox').getByRole('button', { name: '含有恶意代码的通知' }).click();
  const article = page.getByRole('article', { name: '含有恶意代码的通知' });
  await expect(article).toContainText('请注意查收');
  await article.getByText('附件说明').click();
  await expectInert(page, alerts, article);
  await expect(page.getByRole('link', { name: '通知公告，2 条未读' })).toBeVisible();

  // the administrator's reader list: exactly the one person it was sent to, read just now
  await page.context().clearCookies();
  await login(page, 'admin', '/xtbgxt/index/tzgg');
  await page.getByRole('tab', { name: '通知管理' }).click();
  await page
    .locator('.notice-table tr', { hasText: '含有恶意代码的通知' })
    .getByRole('button', { name: '阅读情况' })
    .click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('status')).toHaveText('已读 1 人，未读 0 人');
  await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-row')).toContainText('运营专员');
  await expect(drawer.locator('.ant-table-row')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
});
