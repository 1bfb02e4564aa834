import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { expectInert, recordDialogs } from './helpers/inert';
import { login, publishArticle, resetSandbox } from './support';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
  await request.delete('/__sandbox/clock');
});

test('an article scheduled minutes ahead is not visible before its time and visible after', async ({
  page,
  request,
}) => {
  await login(page, 'admin', '/policyNews/index/agroNews');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.locator('.entity-dialog');
  await expect(dialog.getByText('新增文章')).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('标题', { exact: true }).fill('一分钟后发布的春耕通知');
  await dialog.locator('.tiptap').click();
  await page.keyboard.type('春耕备肥工作全面展开。');
  await dialog.getByText('定时发布').click();
  const picker = dialog.getByLabel('发布时间');
  await picker.click();
  // A little ahead of now (the machine may be slow to type), then the sandbox clock moves past it.
  // The browser's own clock and time zone (the picker reads local time).
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 3 * 60_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
  });
  await picker.fill(at);
  // The picker's own 确定 takes the typed time and closes its panel (which covers the dialog's).
  const pickerOk = page.locator(
    '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button',
  );
  await pickerOk.click();
  await expect(pickerOk).toBeHidden();
  await expect(picker).toHaveValue(at);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.article-table tr', { hasText: '一分钟后发布的春耕通知' })).toContainText(
    '待发布',
  );

  await page.getByRole('tab', { name: '读者视图' }).click();
  await expect(page.locator('.news-reader-list')).toContainText('早稻集中育秧');
  await expect(page.locator('.news-reader-list')).not.toContainText('一分钟后发布的春耕通知');

  expect((await request.post('/__sandbox/clock', { data: { advanceMs: 4 * 60_000 } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: '读者视图' }).click();
  await expect(page.locator('.news-reader-list')).toContainText('一分钟后发布的春耕通知');
  await page.locator('.news-reader-list').getByRole('button', { name: '一分钟后发布的春耕通知' }).click();
  await expect(page.getByRole('article', { name: '一分钟后发布的春耕通知' })).toContainText(
    '春耕备肥工作全面展开。',
  );
});

test('a body with script and event-handler payloads shows no alert', async ({ page, request }) => {
  await publishArticle(request, {
    channel: 'marketCondition',
    title: '含有恶意代码的行情',
    content:
      '<p>价格平稳<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">详情</a></p>',
  });
  const alerts = recordDialogs(page);
  await login(page, 'admin', '/policyNews/index/marketCondition');
  const row = page.locator('.article-table tr', { hasText: '含有恶意代码的行情' });
  await row.getByRole('button', { name: '阅读' }).click();
  const article = page.getByRole('article', { name: '含有恶意代码的行情' });
  await expect(article).toContainText('价格平稳');
  await article.getByText('详情').click();
  await expectInert(page, alerts, article);
});

test('a price sheet with one bad row: the row is listed, the others saved, the trend drawn', async ({
  page,
}) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('价格');
  sheet.addRow(['产品', '地区', '日期', '价格（元）', '单位', '市场']);
  sheet.addRow(['氮肥', '长沙市', '2031-03-02', '2450.00', '元/吨', '端到端测试市场']);
  sheet.addRow(['不存在的肥', '长沙市', '2031-03-02', '12', '元/吨', '端到端测试市场']);
  sheet.addRow(['复合肥', '岳阳市', '2031-03-02', '3100.50', '元/吨', '端到端测试市场']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await login(page, 'admin', '/policyNews/index/marketPrice');
  await expect(page.getByText(/共查询到 \d+ 条记录/)).toBeVisible();
  await page.locator('.news-prices input[type=file]').setInputFiles({
    name: '价格表.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const result = page.locator('.price-import-result');
  await expect(result).toContainText('成功导入 2 条，失败 1 条');
  await expect(result).toContainText('第 3 行：产品不存在');
  await result.locator('.ant-modal-footer button').click();
  await page.getByPlaceholder('请输入市场').fill('端到端测试市场');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('共查询到 2 条记录')).toBeVisible();

  const chart = page.getByRole('img', { name: '氮肥价格走势' });
  // ECharts draws SVG paths (a straight grid line has no area, so check they exist, not "visible").
  await expect(chart.locator('svg path')).not.toHaveCount(0, { timeout: 20_000 });
  await expect(chart).toContainText('长沙市');
});
