// The map workbench (/main_map) in Chromium against the sandbox: regions: drill-down, search within the region, locating by code and by coordinates.
// Helpers: helpers/map.ts.
import { gkToLonLat, lonLatToGk } from '@agrimap/geo';
import { expect, test } from './fixtures';
import {
  highlightedRegion,
  type LngLat,
  openMap,
  pixelInsideRegion,
  settledZoom,
  showHunan,
  toast,
} from './helpers/map';
import { chooseOption, resetSandbox } from './support';

test.describe('map workbench', () => {
  // Software WebGL on a shared 2-core machine: map tests get more time than page tests.
  test.describe.configure({ timeout: 240_000 });
  test('drills into a city and a county within their zoom bands; the breadcrumb goes back', async ({
    page,
  }) => {
    await openMap(page);
    const crumbs = page.getByRole('navigation', { name: '行政区划' });
    await expect(crumbs.locator('[aria-current="location"]')).toHaveText('湖南省');
    await showHunan(page);

    await expect
      .poll(() => pixelInsideRegion(page, '4301'), { message: 'a clickable pixel inside 长沙市' })
      .not.toBeNull();
    const city = (await pixelInsideRegion(page, '4301')) as LngLat;
    await page.mouse.click(...city);
    await expect(crumbs.locator('[aria-current="location"]')).toHaveText('长沙市');
    const cityZoom = await settledZoom(page);
    expect(cityZoom).toBeGreaterThanOrEqual(5);
    expect(cityZoom).toBeLessThanOrEqual(7);
    expect(await highlightedRegion(page)).toBe('4301');

    await expect
      .poll(() => pixelInsideRegion(page, '430104'), { message: 'a clickable pixel inside 岳麓区' })
      .not.toBeNull();
    const county = (await pixelInsideRegion(page, '430104')) as LngLat;
    await page.mouse.click(...county);
    await expect(crumbs.locator('[aria-current="location"]')).toHaveText('岳麓区');
    const countyZoom = await settledZoom(page);
    expect(countyZoom).toBeGreaterThanOrEqual(7);
    expect(countyZoom).toBeLessThanOrEqual(9);
    expect(await highlightedRegion(page)).toBe('430104');
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('agrimap_map_state') ?? '{}').region),
    ).toEqual({ code: '430104', name: '岳麓区' });

    await crumbs.locator('a[data-code="4301"]').click();
    await expect(crumbs.locator('[aria-current="location"]')).toHaveText('长沙市');
    const backZoom = await settledZoom(page);
    expect(backZoom).toBeGreaterThanOrEqual(5);
    expect(backZoom).toBeLessThanOrEqual(7);
    expect(await highlightedRegion(page)).toBe('4301');
  });

  test('region search is limited to the current region’s code prefix', async ({ page }) => {
    await openMap(page);
    const search = page.getByRole('combobox', { name: /内搜索区划$/ });
    const options = page.locator('.ant-select-item-option [data-code]');

    // Province: 区 matches districts of several cities.
    await search.fill('区');
    await expect(options.first()).toBeVisible();
    const provinceCodes = await options.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-code') ?? ''),
    );
    expect(provinceCodes.some((c) => !c.startsWith('4301'))).toBe(true);
    await page.keyboard.press('Escape');

    await showHunan(page);
    await expect.poll(() => pixelInsideRegion(page, '4301')).not.toBeNull();
    const city = (await pixelInsideRegion(page, '4301')) as LngLat;
    await page.mouse.click(...city);
    await expect(
      page.getByRole('navigation', { name: '行政区划' }).locator('[aria-current="location"]'),
    ).toHaveText('长沙市');
    const request = page.waitForRequest(
      (r) => r.url().includes('/area/search') && r.url().includes('prefix=4301'),
    );
    await search.fill('区');
    await request;
    await expect(options.first()).toBeVisible();
    const codes = await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? ''));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code.startsWith('4301')).toBe(true);
  });

  test('converts a zone 38 coordinate and locates it on the map', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: '坐标转换', exact: true }).click();
    const panel = page.getByRole('region', { name: '坐标转换' });
    const [e, n] = lonLatToGk(112.9388, 28.2282, { zone: 38 });
    await panel.getByLabel('X（横坐标）').fill(e.toFixed(3));
    await panel.getByLabel('Y（纵坐标）').fill(n.toFixed(3));
    await panel.getByRole('button', { name: '转换', exact: true }).click();
    const [lon, lat] = gkToLonLat(Number(e.toFixed(3)), Number(n.toFixed(3)));
    await expect(panel.locator('[data-system="WGS84"]')).toHaveText(`${lon.toFixed(8)}, ${lat.toFixed(8)}`);
    await expect(panel.locator('[data-system="GK39"]')).toHaveText(/^39\d{6}\.\d{3}, \d+\.\d{3}$/);

    await panel.getByRole('button', { name: '在地图上定位' }).click();
    const marked = () =>
      page.evaluate(() => {
        const source = window.__agrimapMapHooks?.maps.main?.getSource('agrimap-highlight-point') as
          | { serialize(): { data: { features: Array<{ geometry: { coordinates: number[] } }> } } }
          | undefined;
        return source?.serialize().data.features[0]?.geometry.coordinates ?? [];
      });
    await expect.poll(async () => (await marked()).length).toBe(2);
    const [mx, my] = await marked();
    expect(mx).toBeCloseTo(lon, 9);
    expect(my).toBeCloseTo(lat, 9);
    await page.waitForFunction(() => !window.__agrimapMapHooks?.maps.main?.isMoving());
    const centre = await page.evaluate(() => window.__agrimapMapHooks?.maps.main?.getCenter().toArray());
    expect(centre?.[0]).toBeCloseTo(lon, 6);
    expect(centre?.[1]).toBeCloseTo(lat, 6);
  });

  test.describe('warnings', () => {
    test.afterEach(async ({ request }) => {
      await resetSandbox(request);
    });

    test('locating and querying regions warn for their cases', async ({ page, request }) => {
      await openMap(page);
      await page.getByRole('button', { name: '定位', exact: true }).click();
      const panel = page.getByRole('region', { name: '定位' });
      await panel.getByRole('tab', { name: '按区划定位' }).click();
      await panel.getByLabel('区划代码').fill('430104');
      const locate = panel.getByRole('button', { name: '定位', exact: true }).last();
      // The year picker offers the year dictionary with its default year (2024) selected.
      const yearField = panel.locator('.ant-select:has(#locate-region-year)');
      await expect(yearField).toContainText('2024');

      // Without a year (cleared) and without a version, both actions warn.
      await yearField.hover();
      await yearField.locator('.ant-select-clear').click();
      await expect(yearField).not.toContainText('2024');
      await locate.click();
      await expect(toast(page, '按区划代码定位需要年份或版本')).toBeVisible();

      await panel.getByRole('button', { name: '按年份查询区划' }).click();
      await expect(toast(page, '年份不能为空')).toBeVisible();

      // With a year it locates: the camera fits the county and the area is highlighted.
      await chooseOption(page, panel.getByLabel('年份'), '2024');
      await locate.click();
      await expect.poll(() => highlightedRegion(page)).toBe('430104');
      const zoom = await settledZoom(page);
      expect(zoom).toBeGreaterThan(7);

      // A region without extent (a sandbox state: a province with no parent to borrow one from).
      const state = await request.post('/__sandbox/state', {
        data: { state: 'a region with code 99 exists' },
      });
      expect(state.ok()).toBe(true);
      await panel.getByLabel('区划代码').fill('99');
      await locate.click();
      await expect(toast(page, '区域范围数据为空，定位失败')).toBeVisible();
    });
  });
});
