import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Designing approval flows in the flow designer (/xtbgxt/index/approverFlow), step by step as a
 * user does it. Shared by the designer's spec and the approval journey.
 */

export const APPROVER_FLOW_SCREEN = '/xtbgxt/index/approverFlow';

/** The designer's step tabs: 基础设置, 表单设计, 流程设计, 高级设置. */
export async function openStep(page: Page, title: '基础设置' | '表单设计' | '流程设计' | '高级设置') {
  await page.locator('.flow-designer .ant-steps-item').filter({ hasText: title }).click();
}

/** The open node-settings drawer. */
export function nodeDrawer(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: `${title}设置` });
}

/** The card of a node in 流程设计 (its title), e.g. 发起人, 审批人, 条件1. */
export function nodeCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: '流程设计' }).getByRole('article', { name: title, exact: true });
}

/** The "+" after a node (or after a branch group: `条件分支`), then the kind of node to add. */
export async function addAfter(page: Page, after: string, kind: '审批人' | '抄送人' | '条件分支') {
  const designer = page.getByRole('region', { name: '流程设计' });
  await designer
    .getByRole('button', { name: `在「${after}」之后添加节点` })
    .first()
    .click();
  await designer.getByRole('button', { name: kind, exact: true }).click();
}

/** Opens a node's settings by clicking its card. */
export async function openNode(page: Page, title: string): Promise<Locator> {
  await nodeCard(page, title).locator('button').last().click();
  const drawer = nodeDrawer(page, title);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** In an open org picker: searches `name` and ticks the first match, then 确定. */
export async function pickInOrgPicker(page: Page, name: string, tab?: string) {
  const picker = page.getByRole('dialog', { name: '选择' });
  await expect(picker).toBeVisible();
  if (tab) await picker.getByRole('tab', { name: tab }).click();
  await picker.getByRole('textbox', { name: '搜索' }).fill(name);
  await picker
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(picker.getByRole('region', { name: '已选' })).toContainText(name);
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
}

/** Saves a node's settings and waits for its drawer to close. */
export async function confirmNode(drawer: Locator) {
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer).toBeHidden();
}

export interface ExpenseFlowOptions {
  /** The flow's name (default 费用报销). */
  name?: string;
  /** The member who approves amounts over 5000 as 总经理 (default 王志强, the seeded 总经理). */
  manager?: string;
  /** The member cc'd at the end (default 刘桂英, the seeded 财务). */
  cc?: string;
}

/**
 * Designs and publishes the 费用报销 flow: a form with 金额 (required, a condition); a branch
 * 金额 > 5000 → 总经理审批 (指定成员), otherwise 部门主管审批 (直接主管); then 抄送财务. Starts on
 * any page of a signed-in administrator and ends on the designer with the flow published.
 */
export async function designExpenseFlow(page: Page, options: ExpenseFlowOptions = {}) {
  const { name = '费用报销', manager = '王志强', cc = '刘桂英' } = options;
  await page.goto(APPROVER_FLOW_SCREEN);
  await page.getByRole('button', { name: '新建流程' }).click();
  await expect(page).toHaveURL(/design=new/);

  // 基础设置
  await page.getByRole('textbox', { name: '流程名称' }).fill(name);
  const group = page.getByRole('combobox', { name: '分组' });
  await group.fill('财务');
  await group.press('Escape');
  await page.getByRole('radiogroup', { name: '图标' }).locator('label').nth(1).click();
  await page.getByRole('textbox', { name: '说明' }).fill('日常费用报销，金额超过 5000 元由总经理审批');

  // 表单设计: 金额, required, offered as a condition
  await openStep(page, '表单设计');
  await page.getByRole('button', { name: '添加金额' }).click();
  const properties = page.getByRole('complementary', { name: '字段属性' });
  await properties.getByLabel('标题').fill('金额');
  await properties.getByRole('checkbox', { name: '必填' }).check();
  await properties.getByRole('checkbox', { name: '作为审批条件' }).check();

  // 流程设计
  await openStep(page, '流程设计');
  await addAfter(page, '发起人', '条件分支');

  // 条件1: 金额 > 5000
  let drawer = await openNode(page, '条件1');
  await drawer.getByRole('checkbox', { name: '金额' }).check();
  await expect(drawer.getByRole('combobox', { name: '金额 比较方式' })).toBeVisible();
  await drawer.getByRole('spinbutton', { name: '金额 条件值' }).fill('5000');
  await confirmNode(drawer);
  await expect(nodeCard(page, '条件1')).toContainText('金额 > 5000');

  // 条件1 → 总经理审批 (指定成员)
  await addAfter(page, '条件1', '审批人');
  drawer = await openNode(page, '审批人');
  await drawer.getByRole('textbox', { name: '节点名称' }).fill('总经理审批');
  await drawer.getByRole('button', { name: '选择成员' }).click();
  await pickInOrgPicker(page, manager);
  await expect(drawer).toContainText(manager);
  await confirmNode(drawer);
  await expect(nodeCard(page, '总经理审批')).toContainText(manager);

  // otherwise → 部门主管审批 (直接主管)
  await addAfter(page, '其他情况进入此流程', '审批人');
  drawer = await openNode(page, '审批人');
  await drawer.getByRole('textbox', { name: '节点名称' }).fill('部门主管审批');
  await drawer.getByRole('radio', { name: '主管' }).check();
  await confirmNode(drawer);
  await expect(nodeCard(page, '部门主管审批')).toContainText('直接主管');

  // after the branches: 抄送财务
  await addAfter(page, '条件分支', '抄送人');
  drawer = await openNode(page, '抄送人');
  await drawer.getByRole('textbox', { name: '节点名称' }).fill('抄送财务');
  await drawer.getByRole('button', { name: '选择抄送人' }).click();
  await pickInOrgPicker(page, cc, '指定人员');
  await confirmNode(drawer);
  await expect(nodeCard(page, '抄送财务')).toContainText(cc);

  // 发布 (saves the draft first)
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page).toHaveURL(/design=\d+/);
  await expect(page.locator('.flow-designer').getByText('已发布', { exact: true })).toBeVisible();
}
