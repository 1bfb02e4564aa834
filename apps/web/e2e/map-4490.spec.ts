import { measureArea, ZOOM_BANDS } from '@agrimap/geo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allDevices } from './helpers/map';
import { login } from './support';

/*
 * The map workbench with the EPSG setting 4490 (runtime configuration of the sandbox): the
 * OpenLayers engine on the CGCS2000 geographic tile grid. Tests read the live OpenLayers map
 * through the opt-in hook `window.__agrimapMapHooks` (components/map/engine/test-hooks.ts).
 */

test.use({ mapEpsg: 4490 });

type LonLat = [number, number];

interface OlLike {
  getPixelFromCoordinate(c: number[]): number[] | null;
  getView(): { setCenter(c: number[]): void; setZoom(z: number): void; getZoom(): number | undefined };
  getTargetElement(): HTMLElement;
  getLayers(): {
    getArray(): Array<{
      getSource(): { getFeatures?: () => Array<{ get(k: string): unknown; getGeometry(): unknown }> } | null;
    }>;
  };
  once(type: string, listener: () => void): void;
  render(): void;
}

async function openMap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __agrimapMapHooks: unknown }).__agrimapMapHooks = { maps: {} };
  });
  await login(page, 'admin', '/main_map');
  await expect(page.locator('.map-workbench[data-ready="true"][data-engine="openlayers"]')).toBeVisible({
    timeout: 60_000,
  });
  await rendered(page);
}

/** Resolves once the OpenLayers map has rendered everything it has loaded. */
async function rendered(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as { __agrimapMapHooks: { maps: Record<string, OlLike> } })
          .__agrimapMapHooks.maps.main;
        if (!map) throw new Error('no map');
        map.once('rendercomplete', () => resolve());
        map.render();
      }),
  );
}

/** Client pixels of map positions. */
async function pixelsOf(page: Page, positions: LonLat[]): Promise<LonLat[]> {
  return page.evaluate((pos) => {
    const map = (window as unknown as { __agrimapMapHooks: { maps: Record<string, OlLike> } })
      .__agrimapMapHooks.maps.main as OlLike;
    const rect = map.getTargetElement().getBoundingClientRect();
    return pos.map((p) => {
      const px = map.getPixelFromCoordinate(p) as [number, number];
      return [Math.round(rect.left + px[0]), Math.round(rect.top + px[1])] as [number, number];
    });
  }, positions);
}

async function jumpTo(page: Page, center: LonLat, zoom: number): Promise<void> {
  await page.evaluate(
    ([c, z]) => {
      const map = (window as unknown as { __agrimapMapHooks: { maps: Record<string, OlLike> } })
        .__agrimapMapHooks.maps.main as OlLike;
      map.getView().setCenter(c as number[]);
      map.getView().setZoom(z as number);
    },
    [center, zoom] as const,
  );
  await rendered(page);
}

async function zoomNow(page: Page): Promise<number> {
  return Number(await page.getByTestId('map-zoom').getAttribute('data-zoom'));
}

/**
 * A drawn drill-down region whose code starts with `prefix` and has `length` digits, with a point
 * inside it where no device is drawn (a click there is for the region).
 */
async function regionTarget(
  page: Page,
  prefix: string,
  length: number,
): Promise<{ code: string; name: string; at: LonLat } | null> {
  return page.evaluate(
    ([pre, len]) => {
      const map = (window as unknown as { __agrimapMapHooks: { maps: Record<string, OlLike> } })
        .__agrimapMapHooks.maps.main as OlLike & {
        getFeaturesAtPixel(p: number[], o?: { hitTolerance: number }): Array<{ get(k: string): unknown }>;
      };
      for (const layer of map.getLayers().getArray()) {
        const features = layer.getSource()?.getFeatures?.() ?? [];
        for (const f of features) {
          const code = f.get('qhdm');
          if (typeof code !== 'string' || !code.startsWith(pre as string) || code.length !== len) continue;
          const g = f.getGeometry() as { getExtent(): number[]; intersectsCoordinate(c: number[]): boolean };
          const [w, s, e, n] = g.getExtent() as [number, number, number, number];
          for (let i = 1; i < 12; i++)
            for (let j = 1; j < 12; j++) {
              const c = [w + ((e - w) * i) / 12, s + ((n - s) * j) / 12];
              if (!g.intersectsCoordinate(c)) continue;
              const px = map.getPixelFromCoordinate(c);
              if (!px) continue;
              const hits = map.getFeaturesAtPixel(px, { hitTolerance: 8 });
              if (hits.some((h) => h.get('features') !== undefined || h.get('code') !== undefined)) continue;
              // Every drawn boundary of that level agrees on the region under this pixel.
              const codes = hits
                .map((h) => h.get('qhdm'))
                .filter((q) => typeof q === 'string' && q.length === len);
              if (codes.length === 0 || codes.some((q) => q !== code)) continue;
              const rect = map.getTargetElement().getBoundingClientRect();
              const [x = 0, y = 0] = px;
              if (x < 40 || y < 200 || x > rect.width - 360 || y > rect.height - 40) continue;
              return { code, name: String(f.get('qhmc')), at: [c[0], c[1]] as [number, number] };
            }
        }
      }
      return null;
    },
    [prefix, length] as const,
  );
}

test.describe('map workbench on EPSG:4490 (OpenLayers)', () => {
  test('the basemap renders from the CGCS2000 tile grid', async ({ page }) => {
    const tiles: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/wmts/c/') && r.status() === 200) tiles.push(r.url());
    });
    await openMap(page);
    expect(tiles.length).toBeGreaterThan(0);
    const colours = await page.evaluate(() => {
      const seen = new Set<number>();
      let painted = 0;
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.map-canvas canvas')) {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0) continue;
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4 * 7) {
          if ((data[i + 3] as number) === 0) continue;
          painted++;
          seen.add(((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number));
        }
      }
      return { painted, distinct: seen.size };
    });
    expect(colours.painted).toBeGreaterThan(1000);
    expect(colours.distinct).toBeGreaterThan(3);
    // Compare mode is Web Mercator only and says so.
    await page.getByRole('button', { name: '对比' }).click();
    await expect(page.getByText('当前坐标系不支持对比模式')).toBeVisible();
  });

  test('the bottom counter counts the devices on the map', async ({ page, request }) => {
    const devices = await allDevices<{ lon: number | null; lat: number | null }>(request);
    const placed = devices.filter((d) => d.lon !== null && d.lat !== null).length;
    expect(placed).toBeGreaterThan(0);
    await openMap(page);
    await expect(page.locator('.map-status-bar')).toContainText(`设备 ${placed} 台`);
  });

  test('a device opens its popup', async ({ page, request }) => {
    const devices = await allDevices<{
      code: string;
      name: string;
      lon: number;
      lat: number;
    }>(request);
    const alone = devices.filter(
      (d) =>
        devices.filter((o) => Math.abs(o.lon - d.lon) < 1e-3 && Math.abs(o.lat - d.lat) < 1e-3).length === 1,
    );
    const device = alone[0];
    expect(device, 'a device alone at its position').toBeDefined();
    if (!device) return;
    await openMap(page);
    await jumpTo(page, [device.lon, device.lat], 17);
    const [at] = await pixelsOf(page, [[device.lon, device.lat]]);
    await page.mouse.click(...(at as LonLat));
    const popup = page.locator('.ol-map-popup .device-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(device.name);
    await expect(popup).toContainText(device.code);
    await page.locator('.ol-map-popup').getByRole('button', { name: '关闭' }).click();
    await expect(popup).toBeHidden();
  });

  test('a drawn polygon is measured as on the Web Mercator engine, and Escape cancels a drawing', async ({
    page,
  }) => {
    await openMap(page);
    await jumpTo(page, [112.95, 28.2], 11);
    const vertices: LonLat[] = [
      [112.9, 28.15],
      [113.0, 28.15],
      [113.0, 28.25],
      [112.92, 28.24],
    ];
    const pixels = await pixelsOf(page, vertices);
    await page.getByRole('button', { name: '面', exact: true }).click();
    await expect(page.getByRole('button', { name: '面', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const p of pixels.slice(0, -1)) await page.mouse.click(...p);
    await page.mouse.dblclick(...(pixels.at(-1) as LonLat));
    const area = page.locator('[data-kind="area"]');
    await expect(area).toHaveCount(1);
    const shown = Number(await area.getAttribute('data-value'));
    // What the Web Mercator engine labels for a polygon through these positions (map.spec.ts holds
    // that engine to @agrimap/geo's measureArea): equal within 0.5 % (pixel rounding of clicks).
    const expected = measureArea({
      type: 'Polygon',
      coordinates: [[...vertices, vertices[0] as LonLat]],
    }).value;
    expect(Math.abs(shown - expected) / expected).toBeLessThan(0.005);

    // Escape cancels a drawing in progress: nothing more is measured.
    await page.getByRole('button', { name: '线', exact: true }).click();
    await expect(page.getByRole('button', { name: '线', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.mouse.click(...(pixels[0] as LonLat));
    await page.mouse.click(...(pixels[1] as LonLat));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '线', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.locator('[data-kind="segment"]')).toHaveCount(0);
    await expect(area).toHaveCount(1);
  });

  test('drills down from the province to a city and a county', async ({ page }) => {
    await openMap(page);
    const city = await regionTarget(page, '43', 4);
    expect(city, 'a city is drawn').not.toBeNull();
    if (!city) return;
    const [cityPx] = await pixelsOf(page, [city.at]);
    await page.mouse.click(...(cityPx as LonLat));
    await expect(page.getByRole('navigation', { name: '行政区划' })).toContainText(city.name);
    await expect.poll(() => zoomNow(page)).toBeGreaterThanOrEqual(ZOOM_BANDS.city.min);
    expect(await zoomNow(page)).toBeLessThanOrEqual(ZOOM_BANDS.city.max);
    await rendered(page);

    await expect.poll(() => regionTarget(page, city.code, 6)).not.toBeNull();
    const county = await regionTarget(page, city.code, 6);
    if (!county) return;
    const [countyPx] = await pixelsOf(page, [county.at]);
    await page.mouse.click(...(countyPx as LonLat));
    await expect(page.getByRole('navigation', { name: '行政区划' })).toContainText(county.name);
    await expect.poll(() => zoomNow(page)).toBeGreaterThanOrEqual(ZOOM_BANDS.county.min);
    expect(await zoomNow(page)).toBeLessThanOrEqual(ZOOM_BANDS.county.max);
  });
});
