// The map workbench (/main_map) in Chromium against the sandbox: drawing and measuring on the map.
// Helpers: helpers/map.ts.
import {
  circlePolygon,
  DEFAULT_CIRCLE_RADIUS_METRES,
  measureArea,
  measureLine,
  measurePoint,
  rectanglePolygon,
} from '@agrimap/geo';
import { expect, test } from './fixtures';
import { chooseTool, drawnFeatureCount, type LngLat, openMap, pointsAt, waitIdle } from './helpers/map';

test.describe('map workbench', () => {
  // Software WebGL on a shared 2-core machine: map tests get more time than page tests.
  test.describe.configure({ timeout: 240_000 });
  test('measures a polygon drawn by clicks, a line per segment and a point', async ({ page }) => {
    await openMap(page);
    const results = page.getByTestId('measure-results');

    // Polygon: three clicks, Enter finishes.
    await chooseTool(page, '面');
    const tri = await pointsAt(page, [
      [420, 420],
      [640, 430],
      [520, 600],
    ]);
    for (const [x, y] of tri.client) await page.mouse.click(x, y);
    await page.keyboard.press('Enter');
    const expectedArea = measureArea(tri.lngLat).label;
    await expect(results.locator('[data-kind="area"]')).toHaveText(expectedArea);

    // The label is a map layer, not DOM (its source is set on a later frame: polled, as a busy
    // machine lags).
    const mapLabels = () =>
      page.evaluate(() => {
        const source = window.__agrimapMapHooks?.maps.main?.getSource('agrimap-measure-labels') as
          | { serialize(): { data: { features: Array<{ properties: { text: string } }> } } }
          | undefined;
        return source?.serialize().data.features.map((f) => f.properties.text);
      });
    await expect.poll(mapLabels).toEqual([expectedArea]);

    // Escape mid-draw leaves no feature.
    const before = await drawnFeatureCount(page);
    await chooseTool(page, '面');
    const cancelled = await pointsAt(page, [
      [700, 420],
      [800, 430],
      [760, 520],
    ]);
    for (const [x, y] of cancelled.client) await page.mouse.click(x, y);
    // (draw re-renders its own source on a later frame: polled, as a busy machine lags)
    await expect.poll(() => drawnFeatureCount(page)).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await waitIdle(page);
    await expect.poll(() => drawnFeatureCount(page)).toBe(before);
    await expect(results.locator('li')).toHaveCount(1);

    // Line: one label per segment.
    await chooseTool(page, '线');
    const line = await pointsAt(page, [
      [380, 650],
      [520, 700],
      [700, 660],
    ]);
    for (const [x, y] of line.client) await page.mouse.click(x, y);
    await page.keyboard.press('Enter');
    const segments = measureLine(line.lngLat).segments.map((s) => s.label);
    expect(segments).toHaveLength(2);
    await expect(results.locator('li[data-shape="line"] [data-kind="segment"]')).toHaveText(segments);
    for (const label of segments) expect(label).toMatch(/^\d+\.\d{2} 米$/);

    // Point: longitude and latitude to 4 decimals.
    await chooseTool(page, '点');
    const pt = await pointsAt(page, [[600, 520]]);
    const [px, py] = pt.client[0] as LngLat;
    await page.mouse.click(px, py);
    const [lon, lat] = pt.lngLat[0] as LngLat;
    await expect(results.locator('li[data-shape="point"] [data-kind="point"]')).toHaveText(
      measurePoint(lon, lat).label,
    );
    await expect(results.locator('li[data-shape="point"] [data-kind="point"]')).toHaveText(
      /^经度：\d+\.\d{4}，纬度：\d+\.\d{4}$/,
    );

    // Clearing removes the shapes and their labels.
    await page.getByRole('button', { name: '清除', exact: true }).click();
    await expect(results.locator('li')).toHaveCount(0);
  });

  test('draws a rectangle by two clicks and circles by dragging or clicking', async ({ page }) => {
    await openMap(page);
    const results = page.getByTestId('measure-results');

    await chooseTool(page, '矩形');
    const rect = await pointsAt(page, [
      [420, 420],
      [600, 560],
    ]);
    for (const [x, y] of rect.client) await page.mouse.click(x, y);
    const [a, b] = rect.lngLat as [LngLat, LngLat];
    await expect(results.locator('li[data-shape="rectangle"] [data-kind="area"]')).toHaveText(
      measureArea(rectanglePolygon(a, b)).label,
    );

    // Drag-circle: the radius is the distance dragged.
    await chooseTool(page, '圆');
    const drag = await pointsAt(page, [
      [700, 520],
      [760, 540],
    ]);
    const [[cx, cy], [ex, ey]] = drag.client as [LngLat, LngLat];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) {
      await page.mouse.move(Math.round(cx + ((ex - cx) * i) / 6), Math.round(cy + ((ey - cy) * i) / 6));
    }
    await page.mouse.up();
    const [center, edge] = drag.lngLat as [LngLat, LngLat];
    const radius = measureLine([center, edge]).total.value;
    await expect(results.locator('li[data-shape="circle"] [data-kind="area"]')).toHaveText(
      measureArea(circlePolygon(center, radius, 64)).label,
    );

    // A click without a drag draws the default 2 km circle.
    await chooseTool(page, '圆');
    const click = await pointsAt(page, [[480, 660]]);
    await page.mouse.click(...(click.client[0] as LngLat));
    await expect(results.locator('li[data-shape="circle"] [data-kind="area"]').nth(1)).toHaveText(
      measureArea(circlePolygon(click.lngLat[0] as LngLat, DEFAULT_CIRCLE_RADIUS_METRES, 64)).label,
    );
  });
});
