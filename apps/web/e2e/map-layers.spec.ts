// The map workbench (/main_map) in Chromium against the sandbox: the basemap, device clusters and popups, the 2D screen and the layer tree.
// Helpers: helpers/map.ts.
import { expect, test } from './fixtures';
import { allDevices, type LngLat, openMap, settledZoom, waitIdle } from './helpers/map';
import { resetSandbox } from './support';

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

  test('a device cluster expands on click and a device opens its popup', async ({ page, request }) => {
    const devices = await allDevices<{
      code: string;
      name: string;
      lon: number;
      lat: number;
      qhmc: string;
      status: number;
      ckmc: string | null;
      mdmc: string | null;
      enterpriseName: string | null;
    }>(request);
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
