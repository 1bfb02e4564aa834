import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { writeCustomerFile } from './helpers/customer-file';
import { beijingDay, injectFault, login, resetSandbox } from './support';

/*
 * 导出 and 导入 at scale, in Chromium against the sandbox: the server writes the workbook while
 * the page shows its progress, 取消 stops it, and a 10,000-row customer file is read in a worker and
 * saved with its progress shown.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Today in Beijing time, as the server dates the file (`yyyyMMdd`), whatever this machine's zone. */
const today = () => beijingDay().replaceAll('-', '');

/** The list's 共查询到 N 条记录. */
async function listTotal(page: Page): Promise<number> {
  const text = page.locator('.query-table-total');
  await expect(text).toHaveText(/共查询到 \d+ 条记录/, { timeout: 20_000 });
  return Number(/(\d+)/.exec((await text.textContent()) ?? '')?.[1]);
}

/**
 * Every text `selector` shows until the page shows `until` (a task may take less than a second,
 * too short for polling assertions to see each of its steps).
 */
function textsUntil(page: Page, selector: string, until: string): Promise<string> {
  return page.evaluate(
    ({ selector, until }) =>
      new Promise<string>((resolve) => {
        const texts: string[] = [];
        const observer = new MutationObserver(() => {
          const t = document.querySelector(selector)?.textContent;
          if (t && texts[texts.length - 1] !== t) texts.push(t);
          if (document.body.textContent?.includes(until)) {
            observer.disconnect();
            resolve(texts.join(' | '));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    { selector, until },
  );
}

async function exportedRows(page: Page, name: string, total: number): Promise<ExcelJS.Worksheet> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  const shown = textsUntil(page, '.export-progress', '导出完成');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  // the progress notification, with 取消, while the server writes the file
  expect(await shown).toMatch(
    new RegExp(`正在导出${name}.*已写入 [\\d,]+ / ${total.toLocaleString('en-US')} 行取 消`),
  );
  const notice = page.locator('.export-progress');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}_${today()}.xlsx`);
  await expect(notice).toContainText('导出完成');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) as string);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

test('订单明细 and 市场价格: 导出 shows progress and saves the whole filtered list', async ({
  page,
  request,
}) => {
  // The server holds each export a moment before writing it, as a long one would: 24 orders are
  // written in a few milliseconds, and on a busy machine the finished notice replaced the progress
  // before it was ever drawn (one notification, one key), so the progress was never seen.
  for (const operationId of ['orderExport', 'priceExport'])
    await injectFault(request, { operationId, mode: 'stall', stallMs: 1_500, times: 1 });
  await login(page, 'admin', '/nzywsjgl/gylglzxt/orderList');
  const orders = await listTotal(page);
  expect(orders).toBeGreaterThan(10);
  const orderSheet = await exportedRows(page, '订单明细', orders);
  expect(orderSheet.actualRowCount).toBe(orders + 1);
  expect(orderSheet.getRow(1).getCell(1).text).toBe('订单号');
  // the first row of the list is the first row of the file
  const firstOrderNo =
    (await page.locator('.order-table tbody tr.ant-table-row').first().textContent()) ?? '';
  expect(firstOrderNo).toContain(orderSheet.getRow(2).getCell(1).text);

  await page.goto('/policyNews/index/marketPrice');
  const prices = await listTotal(page);
  expect(prices).toBeGreaterThan(10_000);
  const priceSheet = await exportedRows(page, '市场价格', prices);
  expect(priceSheet.actualRowCount).toBe(prices + 1);
  expect(priceSheet.getRow(1).getCell(5).text).toBe('价格（元）');
});

test('取消 stops an export: no file is saved and the notice says so', async ({ page, request }) => {
  await login(page, 'admin', '/policyNews/index/marketPrice');
  await listTotal(page);
  // the server holds the export a while, as a long one would
  await injectFault(request, { operationId: 'priceExport', mode: 'stall', stallMs: 10_000, times: 1 });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const notice = page.locator('.export-progress');
  await expect(notice).toContainText('正在导出市场价格');
  await notice.getByRole('button', { name: /取\s*消/ }).click();
  await expect(notice).toContainText('已取消导出');
  await page.waitForTimeout(500);
  expect(downloaded).toBe(false);
  await expect(page.getByRole('button', { name: /导\s*出/ })).toBeEnabled();
});

test('导入 of a 10,000-row customer file shows its progress and lands', async ({ page }, testInfo) => {
  const file = testInfo.outputPath('customers-10000.xlsx');
  await writeCustomerFile(file, 10_000);

  await login(page, 'admin', '/yxglxt/index/khgl');
  const before = await listTotal(page);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.customer-import');
  // Every text the progress shows until the import lands (it may take only a few seconds).
  const seen = textsUntil(page, '.import-progress', '成功导入');
  await dialog.locator('input[type=file]').setInputFiles(file);
  const shown = await seen;
  expect(shown).toMatch(/正在读取文件：已读取 [\d,]+ \/ 10,001 行/);
  expect(shown).toMatch(/已提交 10,000 行，服务器正在校验并保存|正在保存：已保存/);
  await expect(dialog).toContainText('成功导入 10000 位客户', { timeout: 60_000 });
  await expect(dialog.locator('.import-progress')).toBeHidden();
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(page.locator('.query-table-total')).toHaveText(`共查询到 ${before + 10_000} 条记录`, {
    timeout: 20_000,
  });
});
