import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APPROVER_FLOW_SCREEN, designExpenseFlow } from './helpers/approval';
import { login, resetSandbox } from './support';

// The approval journey (issue 15, Done when): the 费用报销 flow designed and published (金额 > 5000
// → 总经理审批, otherwise 部门主管审批; 抄送财务); the operator starts 3,000 and 8,000; each
// approver sees exactly their task in 待办 and decides it (驳回 without a reason is refused with a
// clear message); the initiator sees the results; the cc member sees 抄送我的.

test.describe.configure({ timeout: 300_000 });

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The seeded approval accounts (staff password). */
const STAFF = {
  gm: { username: 'zongjingli', realName: '王志强' },
  manager: { username: 'zhuguan', realName: '周海燕' },
  finance: { username: 'caiwu', realName: '刘桂英' },
} as const;
const STAFF_PASSWORD = 'Hnnz@123456';

/** A separate browser session of one account, landing on `to`. */
async function signIn(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
  realName: string,
  to: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === to);
  await expect(page.getByRole('button', { name: realName })).toBeVisible();
  return page;
}

/** A separate browser session of one of the seeded approval accounts, landing on `to`. */
function signInStaff(browser: Browser, baseURL: string, who: keyof typeof STAFF, to: string) {
  return signIn(browser, baseURL, STAFF[who].username, STAFF_PASSWORD, STAFF[who].realName, to);
}

/** The data rows of a list whose 流程 cell is exactly `flow`. */
function flowRows(page: Page, table: string, flow: string): Locator {
  return page
    .locator(`${table} tbody tr.ant-table-row`)
    .filter({ has: page.getByRole('cell', { name: flow, exact: true }) });
}

async function startExpense(page: Page, amount: string) {
  await page.getByRole('button', { name: '费用报销', exact: true }).click();
  const dialog = page.locator('.start-dialog');
  await expect(dialog.getByLabel('金额')).toBeVisible();
  await dialog.getByLabel('金额').fill(amount);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('提交成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.workbench-recent')).toContainText(`金额：${amount}.00`);
}

test('费用报销: routed by amount, decided by each approver, seen by the initiator and the cc member', async ({
  page,
  browser,
  sandboxUrl,
}) => {
  await login(page, 'admin', APPROVER_FLOW_SCREEN);
  await designExpenseFlow(page);

  // the operator starts 3,000 and 8,000 on 工作台
  const operator = await signIn(
    browser,
    sandboxUrl,
    'operator',
    'Operator@123',
    '运营专员',
    '/xtbgxt/index/gzt',
  );
  await startExpense(operator, '3000');
  await startExpense(operator, '8000');
  await expect(operator.locator('.workbench-recent')).toContainText('金额：8000.00');

  // 部门主管 sees exactly the 3,000 request and approves it
  const manager = await signInStaff(browser, sandboxUrl, 'manager', '/xtbgxt/index/audit');
  const managerRows = flowRows(manager, '.todo-table', '费用报销');
  await expect(managerRows).toHaveCount(1);
  await expect(managerRows).toContainText('金额：3000.00');
  await expect(managerRows).toContainText('部门主管审批');
  await managerRows.getByRole('button', { name: /办\s*理/ }).click();
  const managerDrawer = manager.locator('.request-drawer');
  await expect(managerDrawer.locator('.request-timeline')).toContainText('发起申请');
  await managerDrawer.getByLabel('审批意见').fill('情况属实，同意报销');
  await managerDrawer.getByRole('button', { name: /同\s*意/ }).click();
  await expect(manager.getByText('审批已同意')).toBeVisible();
  await expect(flowRows(manager, '.todo-table', '费用报销')).toHaveCount(0);

  // 总经理 sees exactly the 8,000 request; 驳回 without a reason is refused, then with one it goes
  const gm = await signInStaff(browser, sandboxUrl, 'gm', '/xtbgxt/index/audit');
  const gmRows = flowRows(gm, '.todo-table', '费用报销');
  await expect(gmRows).toHaveCount(1);
  await expect(gmRows).toContainText('金额：8000.00');
  await expect(gmRows).toContainText('总经理审批');
  await gmRows.getByRole('button', { name: /办\s*理/ }).click();
  const gmDrawer = gm.locator('.request-drawer');
  await expect(gmDrawer.locator('.request-timeline')).toContainText('发起申请');
  await gmDrawer.getByRole('button', { name: /驳\s*回/ }).click();
  await expect(gmDrawer.getByText('请填写驳回理由')).toBeVisible();
  await expect(gmRows).toHaveCount(1);
  await gmDrawer.getByLabel('审批意见').fill('超出部门预算，请拆分后重新提交');
  await gmDrawer.getByRole('button', { name: /驳\s*回/ }).click();
  await expect(gm.getByText('审批已驳回')).toBeVisible();
  await expect(flowRows(gm, '.todo-table', '费用报销')).toHaveCount(0);

  // the initiator sees both results under 已办 → 我发起的
  await operator.goto('/xtbgxt/index/process?tab=mine');
  const mine = flowRows(operator, '.mine-table', '费用报销');
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: '金额：3000.00' })).toContainText('已通过');
  await expect(mine.filter({ hasText: '金额：8000.00' })).toContainText('已驳回');
  await mine
    .filter({ hasText: '金额：8000.00' })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(operator.locator('.request-timeline')).toContainText('超出部门预算，请拆分后重新提交');

  // 财务 sees the approved request (only it) in 抄送我的, unread
  const finance = await signInStaff(browser, sandboxUrl, 'finance', '/xtbgxt/index/copy');
  const copies = flowRows(finance, '.copy-table', '费用报销');
  await expect(copies).toHaveCount(1);
  await expect(copies).toContainText('金额：3000.00');
  await expect(copies).toContainText('未读');
  await expect(copies).toContainText('已通过');
});
