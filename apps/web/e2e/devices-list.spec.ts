// The IoT device management screen (/wlwyzt/index/asset) against the sandbox: The device list: columns, filters, the URL, paging and the operator's buttons.
// Helpers: helpers/devices.ts.
import { expect, test } from './fixtures';
import {
  button,
  chooseStatus,
  DEFAULTS,
  deviceSpecSetup,
  expectAnswer,
  filterBox,
  nameBox,
  nextListBody,
  openScreen,
  orgBox,
  pager,
  rows,
  SCREEN,
  sdk,
  sdkList,
} from './helpers/devices';

deviceSpecSetup();

test.describe('device list', () => {
  test('the first page, its columns and the total match the sandbox', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    const answer = await sdkList(client, {});
    expect(answer.total).toBeGreaterThan(30); // enough for page 3 and the jumper
    await openScreen(page);
    await expect(page.locator('.device-table thead th')).toHaveText([
      '序号',
      '设备名称',
      '设备类型',
      '设备序列号',
      '所属组织',
      '安装位置',
      '生产厂家',
      '设备状态',
      '操作',
    ]);
    await expectAnswer(page, answer);
    await expect(rows(page).first().locator('td').last()).toHaveText(/详\s*情\s*编\s*辑/);
  });

  test('Enter in 设备名称 queries by name', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    const sent = nextListBody(page);
    await nameBox(page).fill('岳麓');
    await nameBox(page).press('Enter');
    expect(await sent).toEqual({ deviceName: '岳麓', organization: '', status: -1, page: 1, pageSize: 10 });
    const answer = await sdkList(client, { deviceName: '岳麓' });
    expect(answer.total).toBeGreaterThan(0);
    await expectAnswer(page, answer);
  });

  test('filter and page live in the URL: reload, back and a shared link restore them', async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    await chooseStatus(page, '在线');
    await button(filterBox(page), '查询').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === '1');
    await pager(page).getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    const online2 = await sdkList(client, { status: 1 }, 2);
    await expectAnswer(page, online2, 11);

    await page.reload();
    await expectAnswer(page, online2, 11);
    await expect(filterBox(page).locator('.ant-select')).toContainText('在线');

    await page.goBack();
    await expectAnswer(page, await sdkList(client, { status: 1 }), 1);
    await page.goBack();
    await expectAnswer(page, await sdkList(client, {}), 1);
    await expect(filterBox(page).locator('.ant-select')).toContainText('全部');

    // A shared link opens on its filter.
    await page.goto(`${SCREEN}?deviceName=${encodeURIComponent(JSON.stringify('岳麓'))}`);
    await expectAnswer(page, await sdkList(client, { deviceName: '岳麓' }));
    await expect(nameBox(page)).toHaveValue('岳麓');
  });

  test('Enter in 所属组织 queries by organisation (warehouse or store)', async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await sdk(request, baseURL);
    // A warehouse name from the sandbox's own data.
    let warehouse: string | undefined;
    for (let p = 1; !warehouse && p <= 10; p++) {
      warehouse = (await sdkList(client, {}, p)).records.find((d) => d.ckmc)?.ckmc ?? undefined;
    }
    expect(warehouse, 'the seed holds warehouses').toBeTruthy();
    await openScreen(page);
    await orgBox(page).fill(warehouse ?? '');
    await orgBox(page).press('Enter');
    const byWarehouse = await sdkList(client, { organization: warehouse ?? '' });
    await expectAnswer(page, byWarehouse);
    expect(
      byWarehouse.records.every((d) => `${d.ckmc ?? ''}|${d.mdmc ?? ''}`.includes(warehouse ?? '')),
    ).toBe(true);

    await orgBox(page).fill('麓谷');
    await orgBox(page).press('Enter');
    await expectAnswer(page, await sdkList(client, { organization: '麓谷' }));
  });

  test('each status with 查询, then 重置 restores the defaults', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    for (const [label, status] of [
      ['离线', 0],
      ['在线', 1],
      ['全部', -1],
    ] as const) {
      await chooseStatus(page, label);
      const sent = nextListBody(page);
      await button(filterBox(page), '查询').click();
      expect(await sent).toMatchObject({ status, page: 1 });
      const answer = await sdkList(client, { status });
      await expectAnswer(page, answer);
      if (status !== -1) expect(answer.records.every((d) => (d.status === 0 ? 0 : 1) === status)).toBe(true);
    }

    await nameBox(page).fill('门店');
    await orgBox(page).fill('农资');
    await chooseStatus(page, '离线');
    await button(filterBox(page), '查询').click();
    await expectAnswer(page, await sdkList(client, { deviceName: '门店', organization: '农资', status: 0 }));

    const sent = nextListBody(page);
    await button(filterBox(page), '重置').click();
    expect(await sent).toEqual({ ...DEFAULTS, page: 1, pageSize: 10 });
    await expect(nameBox(page)).toHaveValue('');
    await expect(orgBox(page)).toHaveValue('');
    await expect(filterBox(page).locator('.ant-select')).toContainText('全部');
    await expectAnswer(page, await sdkList(client, {}));
  });

  test('收起 hides the other fields and 展开 brings them back', async ({ page }) => {
    await openScreen(page);
    await button(filterBox(page), '收起').click();
    await expect(orgBox(page)).toBeHidden();
    await expect(filterBox(page).locator('.ant-select')).toBeHidden();
    await expect(nameBox(page)).toBeVisible();
    await button(filterBox(page), '展开').click();
    await expect(orgBox(page)).toBeVisible();
  });

  test('paging: page 3, the jumper and prev/next', async ({ page, request, baseURL }) => {
    const client = await sdk(request, baseURL);
    await openScreen(page);
    await expect(pager(page).locator('.ant-pagination-options-size-changer')).toHaveCount(0);
    await expect(pager(page).locator('.ant-pagination-options-quick-jumper input')).toBeVisible();

    let sent = nextListBody(page);
    await pager(page).getByTitle('3', { exact: true }).click();
    expect(await sent).toMatchObject({ page: 3, pageSize: 10 });
    await expectAnswer(page, await sdkList(client, {}, 3), 21);
    await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText('3');

    sent = nextListBody(page);
    await pager(page).locator('.ant-pagination-options-quick-jumper input').fill('5');
    await pager(page).locator('.ant-pagination-options-quick-jumper input').press('Enter');
    expect(await sent).toMatchObject({ page: 5 });
    await expectAnswer(page, await sdkList(client, {}, 5), 41);

    await pager(page).locator('.ant-pagination-prev').click();
    await expectAnswer(page, await sdkList(client, {}, 4), 31);
    await pager(page).locator('.ant-pagination-next').click();
    await expectAnswer(page, await sdkList(client, {}, 5), 41);
  });

  test('the operator sees 详情 but neither 编辑 nor 同步', async ({ page }) => {
    await openScreen(page, 'operator');
    await expect(rows(page).first()).toBeVisible();
    await expect(button(rows(page).first(), '详情')).toBeVisible();
    await expect(page.locator('.device-table').getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
    await expect(button(page, '同步')).toHaveCount(0);
  });
});
