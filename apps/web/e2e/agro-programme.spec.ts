import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, login, resetSandbox } from './support';

/*
 * 种植方案 in Chromium against the sandbox: growth stages entered on 生育期管理 for a crop that had
 * none (红薯) become the stage calendar of a programme created on 种植方案 — planned dates from the
 * sowing date and each stage's day offset (before sowing too), shown in the table and the timeline.
 */

async function pick(page: Page, field: Locator, option: string) {
  await chooseOption(page, field, option, { exact: false });
}

test.describe('种植方案', () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('a new programme gets the stage calendar of its crop’s growth stages', async ({ page }) => {
    await login(page, 'admin', '/agroService/massif/birth?cropId=8');
    await expect(page.getByText('该作物尚未设置生育期')).toBeVisible();

    const stages: Array<[string, string, string, string]> = [
      ['育苗期', '-30', '25', '温床育苗，苗高 20 厘米剪苗'],
      ['扦插期', '0', '10', '选健壮薯苗斜插，每亩 3500 株'],
      ['收获期', '115', '10', '霜降前选晴天收获'],
    ];
    for (const [name, offset, days, practices] of stages) {
      await page.getByRole('button', { name: '新增生育期' }).click();
      const dialog = page.getByRole('dialog', { name: '新增生育期' });
      await dialog.getByLabel('生育期').fill(name);
      await dialog.getByLabel('起始天数').fill(offset);
      await dialog.getByLabel('持续天数').fill(days);
      await dialog.getByLabel('关键农事').fill(practices);
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.stage-table tbody')).toContainText(name);
    }
    await expect(page.locator('.stage-table tbody')).toContainText('播种前 30 天');

    await page.goto('/agroService/massif/programme');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增种植方案' });
    await dialog.getByLabel('方案名称').fill('宁乡红薯示范方案');
    await pick(page, dialog.getByLabel('作物'), '红薯（旋花科）');
    const sowing = dialog.getByLabel('播种日期');
    await sowing.click();
    await sowing.fill('2026-05-01');
    // Enter takes the typed date and submits the dialog.
    await sowing.press('Enter');
    await expect(dialog).toBeHidden();

    // The new programme opens on its calendar, generated from the three stages.
    const detail = page.locator('.programme-detail');
    await expect(detail).toContainText('种植方案 — 宁乡红薯示范方案');
    const rows = detail.locator('.programme-calendar tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('育苗期');
    await expect(rows.nth(0)).toContainText('2026-04-01 至 2026-04-25');
    await expect(rows.nth(1)).toContainText('2026-05-01 至 2026-05-10');
    await expect(rows.nth(1)).toContainText('选健壮薯苗斜插');
    await expect(rows.nth(2)).toContainText('2026-08-24 至 2026-09-02');
    await expect(detail.getByRole('img', { name: '收获期 计划 2026-08-24 至 2026-09-02' })).toBeVisible();

    await detail
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click();
    await expect(page.locator('.programme-table tbody')).toContainText('宁乡红薯示范方案');
  });
});
