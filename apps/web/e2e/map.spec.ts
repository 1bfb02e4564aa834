import {
  circlePolygon,
  DEFAULT_CIRCLE_RADIUS_METRES,
  gkToLonLat,
  lonLatToGk,
  measureArea,
  measureLine,
  measurePoint,
  rectanglePolygon,
} from '@agrimap/geo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, chooseOption, login, resetSandbox } from './support';

/*
 * The map workbench (/main_map) in Chromium (WebGL through SwiftShader) against the sandbox.
 * Tests read the live map through the opt-in hook `window.__agrimapMapHooks` (see
 * components/map/engine/test-hooks.ts), defined before the app loads.
 */

type LngLat = [number, number];

declare global {
  interface Window {
    __agrimapMapHooks?: { maps: Record<string, import('maplibre-gl').Map> };
  }
}

async function openMap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__agrimapMapHooks = { maps: {} };
  });
  await login(page, 'admin', '/main_map');
  await expect(page.locator('.map-workbench[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await waitIdle(page);
}

/** Resolves when the map has rendered everything it has loaded and stopped moving. */
async function waitIdle(page: Page, name = 'main'): Promise<void> {
  await page.evaluate(
    (mapName) =>
      new Promise<void>((resolve) => {
        const map = window.__agrimapMapHooks?.maps[mapName];
        if (!map) throw new Error(`no map ${mapName}`);
        map.once('idle', () => resolve());
        map.triggerRepaint();
      }),
    name,
  );
}

/**
 * Client pixels (integers) at canvas offsets, and the map position under each exactly as
 * maplibre computes it for a mouse event there (DOM.mousePos on the canvas, then unproject).
 */
async function pointsAt(
  page: Page,
  offsets: Array<[number, number]>,
): Promise<{ client: LngLat[]; lngLat: LngLat[] }> {
  return page.evaluate((offs) => {
    const map = window.__agrimapMapHooks?.maps.main;
    if (!map) throw new Error('no map');
    const el = map.getCanvas();
    const rect = el.getBoundingClientRect();
    const sx = rect.width / el.offsetWidth || 1;
    const sy = rect.height / el.offsetHeight || 1;
    const client = offs.map(
      ([x, y]) => [Math.round(rect.left + x), Math.round(rect.top + y)] as [number, number],
    );
    const lngLat = client.map(([cx, cy]) => {
      const p = map.unproject([(cx - rect.left) / sx - el.clientLeft, (cy - rect.top) / sy - el.clientTop]);
      return [p.lng, p.lat] as [number, number];
    });
    return { client, lngLat };
  }, offsets);
}

async function drawnFeatureCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = window.__agrimapMapHooks?.maps.main;
    return map ? map.queryRenderedFeatures().filter((f) => f.source.startsWith('mapbox-gl-draw')).length : -1;
  });
}

async function zoomOf(page: Page, name = 'main'): Promise<number> {
  return page.evaluate((n) => window.__agrimapMapHooks?.maps[n]?.getZoom() ?? Number.NaN, name);
}

async function settledZoom(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const map = window.__agrimapMapHooks?.maps.main;
    return map && !map.isMoving();
  });
  await waitIdle(page);
  return zoomOf(page);
}

/**
 * A client pixel inside the drill-down region `code` where a click reaches the map canvas (no
 * panel, device or cluster on top), or null.
 */
async function pixelInsideRegion(page: Page, code: string): Promise<LngLat | null> {
  return page.evaluate((qhdm) => {
    const map = window.__agrimapMapHooks?.maps.main;
    if (!map) return null;
    const parts = map.querySourceFeatures('agrimap-drill-regions', { filter: ['==', ['get', 'qhdm'], qhdm] });
    const coords = parts.flatMap(
      (f) => JSON.stringify(f.geometry).match(/-?\d+(\.\d+)?,-?\d+(\.\d+)?/g) ?? [],
    );
    const points = coords.map((c) => c.split(',').map(Number) as [number, number]);
    if (points.length === 0) return null;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [w, e, s, n] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const rect = map.getCanvas().getBoundingClientRect();
    const overlays = ['agrimap-device-clusters', 'agrimap-device-points'].filter((id) => map.getLayer(id));
    const candidates: Array<[number, number, number]> = [];
    for (let i = 1; i < 30; i++) {
      for (let j = 1; j < 30; j++) {
        const lng = w + ((e - w) * i) / 30;
        const lat = s + ((n - s) * j) / 30;
        const p = map.project([lng, lat]);
        candidates.push([Math.round(p.x), Math.round(p.y), Math.hypot(i - 15, j - 15)]);
      }
    }
    candidates.sort((a, b) => a[2] - b[2]);
    for (const [x, y] of candidates) {
      if (x < 0 || y < 0 || x >= rect.width || y >= rect.height) continue;
      const hits = map.queryRenderedFeatures([x, y], { layers: ['agrimap-drill-fill'] });
      if (hits[0]?.properties?.qhdm !== qhdm) continue;
      if (
        overlays.length &&
        map.queryRenderedFeatures(
          [
            [x - 12, y - 12],
            [x + 12, y + 12],
          ],
          { layers: overlays },
        ).length
      )
        continue;
      const cx = Math.round(rect.left + x);
      const cy = Math.round(rect.top + y);
      if (document.elementFromPoint(cx, cy)?.classList.contains('maplibregl-canvas'))
        return [cx, cy] as [number, number];
    }
    return null;
  }, code);
}

/** Shows Hunan at province scale, where device clusters leave its cities clickable. */
async function showHunan(page: Page): Promise<void> {
  await page.evaluate(() => window.__agrimapMapHooks?.maps.main?.jumpTo({ center: [111.7, 27.6], zoom: 6 }));
  await waitIdle(page);
}

async function highlightedRegion(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const source = window.__agrimapMapHooks?.maps.main?.getSource('agrimap-highlight-area') as
      | { serialize(): { data: { features: Array<{ properties: { qhdm?: string } }> } } }
      | undefined;
    return source?.serialize().data.features[0]?.properties.qhdm;
  });
}

function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

test.describe('map workbench', () => {
  // Software WebGL on a shared 2-core machine: map tests get more time than page tests.
  test.describe.configure({ timeout: 240_000 });
  test('loads the offline basemap from the sandbox alone and draws it', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        hosts.add(url.host);
        paths.push(url.pathname);
      }
    });
    await openMap(page);
    expect([...hosts]).toEqual([new URL(baseURL as string).host]);
    expect(paths.some((p) => p.startsWith('/map/styles/v1/agrimap/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/map/datasets/v1/agrimap/')).length).toBeGreaterThanOrEqual(3);
    expect(paths.some((p) => p.startsWith('/map/fonts/'))).toBe(false); // labels are drawn locally

    // Read the WebGL canvas back and count pixels that differ from the background colour.
    const stats = await page.evaluate(async () => {
      const map = window.__agrimapMapHooks?.maps.main;
      if (!map) throw new Error('no map');
      const img = new Image();
      img.src = map.getCanvas().toDataURL('image/png');
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, img.width, img.height);
      const bg = [0xee, 0xf3, 0xf7]; // the style's background
      let different = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i] as number;
        const g = data[i + 1] as number;
        const b = data[i + 2] as number;
        if (
          Math.abs(r - (bg[0] as number)) +
            Math.abs(g - (bg[1] as number)) +
            Math.abs(b - (bg[2] as number)) >
          12
        )
          different++;
        colours.add((r << 16) | (g << 8) | b);
      }
      return { total: data.length / 4, different, colours: colours.size };
    });
    expect(stats.total).toBeGreaterThan(100_000);
    expect(stats.different / stats.total).toBeGreaterThan(0.1); // China, Hunan's cities, the devices
    expect(stats.colours).toBeGreaterThan(20);
  });

  test('measures a polygon drawn by clicks, a line per segment and a point', async ({ page }) => {
    await openMap(page);
    const results = page.getByTestId('measure-results');

    // Polygon: three clicks, Enter finishes.
    await page.getByRole('button', { name: '面', exact: true }).click();
    const tri = await pointsAt(page, [
      [420, 420],
      [640, 430],
      [520, 600],
    ]);
    for (const [x, y] of tri.client) await page.mouse.click(x, y);
    await page.keyboard.press('Enter');
    const expectedArea = measureArea(tri.lngLat).label;
    await expect(results.locator('[data-kind="area"]')).toHaveText(expectedArea);

    // The label is a map layer, not DOM.
    const mapLabels = await page.evaluate(() => {
      const source = window.__agrimapMapHooks?.maps.main?.getSource('agrimap-measure-labels') as
        | { serialize(): { data: { features: Array<{ properties: { text: string } }> } } }
        | undefined;
      return source?.serialize().data.features.map((f) => f.properties.text);
    });
    expect(mapLabels).toEqual([expectedArea]);

    // Escape mid-draw leaves no feature.
    const before = await drawnFeatureCount(page);
    await page.getByRole('button', { name: '面', exact: true }).click();
    const cancelled = await pointsAt(page, [
      [700, 420],
      [800, 430],
      [760, 520],
    ]);
    for (const [x, y] of cancelled.client) await page.mouse.click(x, y);
    await waitIdle(page);
    expect(await drawnFeatureCount(page)).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await waitIdle(page);
    expect(await drawnFeatureCount(page)).toBe(before);
    await expect(results.locator('li')).toHaveCount(1);

    // Line: one label per segment.
    await page.getByRole('button', { name: '线', exact: true }).click();
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
    await page.getByRole('button', { name: '点', exact: true }).click();
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

    await page.getByRole('button', { name: '矩形', exact: true }).click();
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
    await page.getByRole('button', { name: '圆', exact: true }).click();
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
    await page.getByRole('button', { name: '圆', exact: true }).click();
    const click = await pointsAt(page, [[480, 660]]);
    await page.mouse.click(...(click.client[0] as LngLat));
    await expect(results.locator('li[data-shape="circle"] [data-kind="area"]').nth(1)).toHaveText(
      measureArea(circlePolygon(click.lngLat[0] as LngLat, DEFAULT_CIRCLE_RADIUS_METRES, 64)).label,
    );
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

  test('a device cluster expands on click and a device opens its popup', async ({ page, request }) => {
    const token = await apiLogin(request, 'admin');
    const list = await request.post('/base/api/v1/camera/listDevice', {
      headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
      data: { status: -1, page: 1, pageSize: 10000 },
    });
    const devices = (await list.json()).data.records as Array<{
      code: string;
      name: string;
      lon: number;
      lat: number;
      qhmc: string;
      status: number;
      ckmc: string | null;
      mdmc: string | null;
      enterpriseName: string | null;
    }>;
    await openMap(page);

    const cluster = await page.evaluate(async () => {
      const map = window.__agrimapMapHooks?.maps.main;
      if (!map) return null;
      const rect = map.getCanvas().getBoundingClientRect();
      const clusters = map.queryRenderedFeatures({ layers: ['agrimap-device-clusters'] });
      for (const f of clusters) {
        const [lng, lat] = (f.geometry as unknown as { coordinates: [number, number] }).coordinates;
        const p = map.project([lng, lat]);
        const cx = Math.round(rect.left + p.x);
        const cy = Math.round(rect.top + p.y);
        if (!document.elementFromPoint(cx, cy)?.classList.contains('maplibregl-canvas')) continue;
        const source = map.getSource('agrimap-devices') as unknown as {
          getClusterExpansionZoom(id: number): Promise<number>;
        };
        const expansion = await source.getClusterExpansionZoom(f.properties.cluster_id as number);
        return { cx, cy, expansion, zoom: map.getZoom() };
      }
      return null;
    });
    expect(cluster, 'a clickable cluster').not.toBeNull();
    const { cx, cy, expansion, zoom } = cluster as {
      cx: number;
      cy: number;
      expansion: number;
      zoom: number;
    };
    expect(expansion).toBeGreaterThan(zoom);
    await page.mouse.click(cx, cy);
    await expect.poll(() => settledZoom(page)).toBeCloseTo(expansion, 5);

    // Zoom in on one device until it stands alone, then click it.
    // A device with a place of its own (cameras of one store share a position).
    const alone = devices.filter(
      (d) =>
        devices.filter((o) => Math.abs(o.lon - d.lon) < 1e-4 && Math.abs(o.lat - d.lat) < 1e-4).length === 1,
    );
    const device = alone[0] as (typeof devices)[number];
    expect(device, 'a device alone at its position').toBeDefined();
    await page.evaluate(
      ([lng, lat]) => window.__agrimapMapHooks?.maps.main?.jumpTo({ center: [lng, lat], zoom: 17 }),
      [device.lon, device.lat] as [number, number],
    );
    await waitIdle(page);
    const at = await page.evaluate((code) => {
      const map = window.__agrimapMapHooks?.maps.main;
      if (!map) return null;
      const rect = map.getCanvas().getBoundingClientRect();
      const f = map
        .queryRenderedFeatures({ layers: ['agrimap-device-points'] })
        .find((x) => x.properties.code === code);
      if (!f) return null;
      const p = map.project((f.geometry as unknown as { coordinates: [number, number] }).coordinates);
      return [Math.round(rect.left + p.x), Math.round(rect.top + p.y)] as [number, number];
    }, device.code);
    expect(at, 'the device is drawn on its own').not.toBeNull();
    await page.mouse.click(...(at as LngLat));

    const popup = page.locator('.maplibregl-popup .device-popup');
    await expect(popup).toBeVisible();
    const value = (term: string) =>
      popup.locator('dt', { hasText: `${term}：` }).locator('xpath=following-sibling::dd[1]');
    await expect(value('设备名称')).toHaveText(device.name);
    await expect(value('设备编号')).toHaveText(device.code);
    await expect(value('所属单位')).toHaveText(device.ckmc || device.mdmc || device.enterpriseName || '-');
    await expect(value('所在地区')).toHaveText(device.qhmc);
    await expect(value('设备状态')).toHaveText(device.status === 0 ? '离线' : '在线');

    await popup.getByRole('button', { name: device.code }).click();
    // The device screen opens with that device's details (the router keeps `detail` as a string
    // in its own URL form).
    await expect(page).toHaveURL((url) => {
      const detail = url.searchParams.get('detail');
      return (
        url.pathname === '/wlwyzt/index/asset' &&
        (detail === device.code || detail === JSON.stringify(device.code))
      );
    });
    const dialog = page.getByRole('dialog', { name: '详情' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(device.name);
  });

  test('/TwoDMapMain shows the same workbench on a 2D map without device markers', async ({ page }) => {
    await openMap(page);
    await page.goto('/TwoDMapMain');
    await expect(page.locator('.map-workbench[data-screen="TwoDMapMain"][data-ready="true"]')).toBeVisible({
      timeout: 30_000,
    });
    await waitIdle(page, 'twoD');
    const state = await page.evaluate(() => {
      const map = window.__agrimapMapHooks?.maps.twoD;
      return {
        devices: Boolean(map?.getLayer('agrimap-device-clusters')),
        drill: Boolean(map?.getLayer('agrimap-drill-fill')),
        pitch: map?.getPitch(),
        screen: JSON.parse(sessionStorage.getItem('agrimap_map_state') ?? '{}').screenName,
      };
    });
    expect(state).toEqual({ devices: false, drill: true, pitch: 0, screen: 'TwoDMapMain' });
    await page.getByRole('button', { name: '图层', exact: true }).click();
    const layers = page.getByRole('region', { name: '图层' });
    await expect(layers.getByText('农资门店分布（2024年）')).toBeVisible();
    await expect(layers.getByText('三维')).toHaveCount(0);
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

    test("a missing layer is logged as 'no such layer' without breaking the map", async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.addInitScript(() => sessionStorage.removeItem('agrimap_map_state'));
      await openMap(page);
      await page.getByRole('button', { name: '图层', exact: true }).click();
      const panel = page.getByRole('region', { name: '图层' });
      // 农资门店分布 (2024) is on by default; take its maplibre layers away behind the tree's back.
      const ids = await page.evaluate(() => {
        const map = window.__agrimapMapHooks?.maps.main;
        const layers = (map?.getStyle().layers ?? []).filter((l) => l.id.startsWith('agrimap-layer-2241-'));
        for (const l of layers) map?.removeLayer(l.id);
        return layers.map((l) => l.id);
      });
      expect(ids.length).toBeGreaterThan(0);
      await panel.getByText('农资门店分布（2024年）').click();
      await expect.poll(() => warnings.filter((w) => w.startsWith('no such layer')).length).toBe(ids.length);
      // The map still works: another layer switches on.
      await panel.getByText('农资仓库分布（2024年）').click();
      await expect
        .poll(() =>
          page.evaluate(() => Boolean(window.__agrimapMapHooks?.maps.main?.getSource('agrimap-layer-2242'))),
        )
        .toBe(true);
    });
  });
});
