import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, injectFault, login } from './support';

/*
 * The IoT one-map cockpit (/wlwyzt_cockpit) in Chromium: per-type counts equal the sandbox's
 * getDeviceCollect, toggles hide markers on the map, device panels, track replay, chart tooltips
 * under the pointer at small and large windows and device scale factors, a fault on the weather
 * call marks only that panel 数据已过期, drilling to a city re-scopes the counts.
 */

declare global {
  interface Window {
    __agrimapMapHooks?: { maps: Record<string, import('maplibre-gl').Map> };
  }
}

async function openCockpit(page: Page, search = ''): Promise<void> {
  await page.addInitScript(() => {
    window.__agrimapMapHooks = { maps: {} };
  });
  await login(page, 'admin', `/wlwyzt_cockpit${search}`);
  await expect(page.locator('.cockpit-panel[data-state="fresh"]').first()).toBeVisible({ timeout: 30_000 });
}

async function collect(page: Page, qhdm: string) {
  const token = await apiLogin(page.request, 'admin');
  const res = await page.request.post('/area/api/v1/areaImage/getDeviceCollect', {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    data: { qhdm },
  });
  return (await res.json()).data as { total: number; types: { deviceType: number; total: number }[] };
}

const legendCount = (page: Page, type: number) => page.getByTestId(`type-count-${type}`);

/** Features in the points map's source, by group (device type). */
async function mapGroups(page: Page): Promise<Record<string, number>> {
  await page.waitForFunction(() => window.__agrimapMapHooks?.maps.cockpit?.getSource('agrimap-points'));
  return page.evaluate(async () => {
    const map = window.__agrimapMapHooks?.maps.cockpit;
    const source = map?.getSource('agrimap-points') as unknown as {
      getData(): Promise<GeoJSON.FeatureCollection>;
    };
    const data = await source.getData();
    const out: Record<string, number> = {};
    for (const f of data.features) {
      const g = String(f.properties?.group);
      out[g] = (out[g] ?? 0) + 1;
    }
    return out;
  });
}

test('per-type counts equal getDeviceCollect; a toggle hides its markers; a city re-scopes the counts', async ({
  page,
}) => {
  await openCockpit(page);
  const province = await collect(page, '43');
  for (const t of province.types) await expect(legendCount(page, t.deviceType)).toHaveText(String(t.total));
  await expect.poll(async () => (await mapGroups(page))['1']).toBe(province.types[0]?.total);

  await page
    .getByRole('group', { name: '设备类型' })
    .getByRole('button', { name: /视频监控/ })
    .click();
  await expect.poll(async () => (await mapGroups(page))['1'] ?? 0).toBe(0);
  expect((await mapGroups(page))['4']).toBe(province.types[3]?.total);

  const city = await collect(page, '4301');
  await page.getByRole('combobox', { name: '下钻到' }).click();
  await page.getByRole('option', { name: '长沙市' }).click();
  // the router writes a digits-only string JSON-quoted (qhdm=%224301%22) and reads it back as text
  await expect(page).toHaveURL(/qhdm=(%22)?4301(%22)?(&|$)/);
  for (const t of city.types) await expect(legendCount(page, t.deviceType)).toHaveText(String(t.total));
  await expect(page.getByTestId('iot-total')).toHaveText(String(city.total));
});

test('a weather device shows its values; a trajectory replays and its slider moves', async ({ page }) => {
  await openCockpit(page, '?qhdm=430181');
  const token = await apiLogin(page.request, 'admin');
  const info = await (
    await page.request.get('/area/api/v1/areaImage/getDeviceInfo?deviceId=QX-430181-0001', {
      headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    })
  ).json();
  // open the device the way a click on its marker does (the map's click handler)
  await page.waitForFunction(() => window.__agrimapMapHooks?.maps.cockpit?.loaded());
  const clickDevice = async (id: string) => {
    // The map loads before the devices arrive: wait until the marker's feature is in its source.
    await expect
      .poll(() =>
        page.evaluate(async (deviceId) => {
          const src = window.__agrimapMapHooks?.maps.cockpit?.getSource('agrimap-points') as unknown as
            | { getData(): Promise<GeoJSON.FeatureCollection> }
            | undefined;
          return Boolean((await src?.getData())?.features.some((x) => x.properties?.id === deviceId));
        }, id),
      )
      .toBe(true);
    const point = await page.evaluate(async (deviceId) => {
      const map = window.__agrimapMapHooks?.maps.cockpit;
      if (!map) return null;
      const src = map.getSource('agrimap-points') as unknown as {
        getData(): Promise<GeoJSON.FeatureCollection>;
      };
      const f = (await src.getData()).features.find((x) => x.properties?.id === deviceId);
      if (!f) return null;
      const [lon, lat] = (f.geometry as GeoJSON.Point).coordinates as [number, number];
      map.jumpTo({ center: [lon, lat], zoom: 18 });
      await new Promise((r) => map.once('idle', r));
      const p = map.project([lon, lat]);
      const box = map.getCanvas().getBoundingClientRect();
      return { x: box.left + p.x, y: box.top + p.y };
    }, id);
    expect(point).not.toBeNull();
    await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
  };
  await clickDevice('QX-430181-0001');
  const temp = info.data.readings.find((r: { key: string }) => r.key === 'airTemp');
  await expect(page.getByTestId('reading-airTemp')).toHaveText(`${temp.value}℃`);
  await page.getByRole('button', { name: '关闭' }).click();

  await clickDevice('GJ-430181-0001');
  const slider = page.getByRole('slider', { name: '回放时间' });
  await expect(slider).toBeVisible();
  const start = Number(await slider.getAttribute('aria-valuenow'));
  await page.getByText('8×').click();
  await page.getByRole('button', { name: /播放/ }).click();
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(start);
  await page.getByRole('button', { name: /暂停/ }).click();
});

for (const [width, height, scale] of [
  [1280, 720, 1],
  [1280, 720, 2],
  [3840, 2160, 1],
  [3840, 2160, 2],
] as const) {
  test(`a chart tooltip appears under the pointer at ${width}×${height}, device scale factor ${scale}`, async ({
    browser,
    sandboxUrl,
  }) => {
    const context = await browser.newContext({
      baseURL: sandboxUrl,
      viewport: { width, height },
      deviceScaleFactor: scale,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await openCockpit(page);
    const chart = page.getByTestId('iot-status-chart');
    await expect(chart.locator('svg')).toBeVisible({ timeout: 30_000 });
    const bar = chart.locator('svg path[fill="#52c41a"]').first();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    await page.mouse.move(x, y);
    const tooltip = chart.locator('div').filter({ hasText: '在线' }).last();
    await expect(tooltip).toBeVisible();
    const tip = await tooltip.boundingBox();
    // ECharts draws its tooltip next to the pointer (offset ~20 px): near it, in CSS pixels
    expect(Math.abs((tip?.x ?? 0) - x)).toBeLessThan(Math.max(120, tip?.width ?? 0));
    expect(Math.abs((tip?.y ?? 0) - y)).toBeLessThan(Math.max(120, tip?.height ?? 0));
    await context.close();
  });
}

test('a fault on the weather call marks only the weather panel 数据已过期, and it recovers', async ({
  page,
}) => {
  await openCockpit(page);
  const weather = page.getByRole('region', { name: '实时天气' });
  const status = page.getByRole('region', { name: '设备在线情况' });
  await expect(weather).toHaveAttribute('data-state', 'fresh');
  await injectFault(page.request, { operationId: 'weatherGetRealtimeInfo', mode: 'error' });
  // the tab coming back into view refreshes every panel (the 30 s cadence does the same)
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(weather).toHaveAttribute('data-state', 'stale');
  await expect(weather.getByText('数据已过期')).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'fresh');
  await page.request.delete('/__sandbox/faults');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(weather).toHaveAttribute('data-state', 'fresh');
});
