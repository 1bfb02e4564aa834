import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, login, resetSandbox } from './support';

// 公文管理 (issue 15 §3): the operator drafts an official document and submits it on the flow
// 公文审批; the approver that flow resolves to (the general manager 王志强, 领导签发) approves it in
// 待办; the document shows 已通过 and prints in the red-header layout (GB/T 9704-2012).

test.describe.configure({ timeout: 300_000 });

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const SCREEN = '/xtbgxt/index/gwgl';
const GM = { username: 'zongjingli', password: 'Hnnz@123456', realName: '王志强' } as const;
const TITLE = '关于加强春季农资质量监管工作的通知';

/** A separate browser session of one account, landing on `to`. */
async function signIn(browser: Browser, baseURL: string, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('用户名').fill(GM.username);
  await page.getByLabel('密码').fill(GM.password);
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === to);
  await expect(page.getByRole('button', { name: GM.realName })).toBeVisible();
  return page;
}

test('a document drafted, submitted on 公文审批, approved in 待办, printed with the red header', async ({
  page,
  browser,
  sandboxUrl,
}, testInfo) => {
  await login(page, 'operator', SCREEN);
  await page.getByRole('button', { name: '新建公文' }).click();
  const form = page.locator('.document-form-drawer');
  const docNo = form.getByLabel('发文字号');
  // the drawer proposes the next 发文字号 of 湘农资 this year
  await expect(docNo).toHaveValue(/^湘农资〔\d{4}〕\d+号$/);
  const number = await docNo.inputValue();
  await form.getByLabel('签发人').fill(GM.realName);
  await form.getByLabel('标题', { exact: true }).fill(TITLE);
  await form.getByLabel('主送机关').fill('各分公司、各门店');
  await form.locator('.tiptap').click();
  await page.keyboard.type('请各分公司加强春季农资质量抽检，发现问题及时上报。');
  await form.getByLabel('抄送机关').fill('集团领导');
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.locator('.document-table tbody tr.ant-table-row', { hasText: TITLE });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText(number);

  await row.getByRole('button', { name: '提交审批' }).click();
  const submit = page.locator('.document-submit-dialog');
  await expect(submit).toContainText('公文审批（公文）');
  await submit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('已提交审批').last()).toBeVisible();
  await expect(row).toContainText('审批中');
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);

  // the general manager finds it in 待办 with its title as the summary and approves it
  const gm = await signIn(browser, sandboxUrl, '/xtbgxt/index/audit');
  const task = gm.locator('.todo-table tbody tr.ant-table-row', { hasText: TITLE });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('公文审批');
  await expect(task).toContainText('领导签发');
  await task.getByRole('button', { name: /办\s*理/ }).click();
  const drawer = gm.locator('.request-drawer');
  await expect(drawer.locator('.request-timeline')).toContainText('发起申请');
  await drawer.getByLabel('审批意见').fill('同意印发');
  await drawer.getByRole('button', { name: /同\s*意/ }).click();
  await expect(gm.getByText('审批已同意')).toBeVisible();
  await gm.context().close();

  // the operator sees 已通过, the timeline under 查看, and the red-header print layout
  await page.reload();
  await expect(row).toContainText('已通过');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.locator('.document-view');
  await expect(view.locator('.request-timeline')).toContainText('王志强');
  await expect(view.locator('.request-timeline')).toContainText('同意印发');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: '打印' }).click();
  const paper = page.locator('.gw-print-modal .gw-paper');
  const issuer = paper.locator('.gw-issuer');
  await expect(issuer).toHaveText('湖南省农业生产资料集团有限公司文件');
  await expect(issuer).toHaveCSS('color', 'rgb(212, 0, 0)');
  await expect(paper.locator('.gw-doc-no-text')).toHaveText(number);
  await expect(paper.locator('.gw-signer')).toHaveText(`签发人：${GM.realName}`);
  await expect(paper.locator('.gw-red-line')).toHaveCSS('border-top-color', 'rgb(212, 0, 0)');
  await expect(paper.locator('.gw-title')).toHaveText(TITLE);
  await expect(paper.locator('.gw-main-to')).toHaveText('各分公司、各门店：');
  await expect(paper.locator('.gw-cc')).toHaveText('抄送：集团领导。');
  await page.locator('.gw-print-modal').screenshot({ path: testInfo.outputPath('document-print.png') });

  // on paper only the layout is printed: the shell is hidden
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > .print-copy .gw-issuer')).toBeVisible();
  await expect(page.locator('.gw-print-modal')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('document-paper.png'), fullPage: true });
});

test("the administrator's 绝密 draft is not in the operator's list, and a hand-made call to it is refused", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'admin');
  const year = new Date().getFullYear();
  const saved = await request.post('/system/api/v1/officialDoc/save', {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    data: {
      title: '关于绝密物资调拨的请示',
      docNo: `湘农资〔${year}〕901号`,
      issuer: '湖南省农业生产资料集团有限公司文件',
      mainTo: '集团领导',
      body: '<p>绝密事项。</p>',
      secrecy: 3,
      secrecyTerm: '长期',
    },
  });
  const id = ((await saved.json()) as { code: number; data: { id: number } }).data.id;
  expect(id).toBeGreaterThan(0);

  await login(page, 'operator', SCREEN);
  const table = page.locator('.document-table');
  await expect(page.getByText('共查询到 0 条记录')).toBeVisible();
  await expect(table).not.toContainText('绝密物资调拨');
  await page.getByLabel('标题/发文字号').fill('绝密');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('共查询到 0 条记录')).toBeVisible();

  // the same request the page would make, by hand with the operator's session: as if it did not exist
  const refused = await page.evaluate(async (docId) => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('agrimap_token='));
    const res = await fetch('/system/api/v1/officialDoc/detail', {
      method: 'POST',
      headers: {
        Appid: 'agrimap-web',
        client: '3',
        Authorization: decodeURIComponent(cookie?.slice('agrimap_token='.length) ?? ''),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: docId }),
    });
    return { status: res.status, body: await res.json() };
  }, id);
  expect(refused).toEqual({ status: 404, body: { code: 404, msg: '公文不存在', data: null } });
});
