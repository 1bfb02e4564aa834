import { plotArea } from '@agrimap/geo';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, resetSandbox } from './support';

/*
 * 地块列表 (/agroService/massif/list) in Chromium against the sandbox: a plot drawn with the
 * shared drawing tools shows its area in 亩 and is saved; a self-intersecting boundary is refused.
 * The maps register themselves under `plots` and `plotEditor` (components/map/engine/test-hooks).
 */

type LngLat = [number, number];

declare global {
  interface Window {
    __agrimapMapHooks?: { maps: Record<string, import('maplibre-gl').Map> };
  }
}

/** Client pixels at canvas offsets of a map, and the positions maplibre computes under them. */
async function pointsAt(page: Page, mapName: string, offsets: Array<[number, number]>) {
  return page.evaluate(
    ({ name, offs }) => {
      const map = window.__agrimapMapHooks?.maps[name];
      if (!map) throw new Error(`no map ${name}`);
      const el = map.getCanvas();
      const rect = el.getBoundingClientRect();
      const client = offs.map(
        ([x, y]) => [Math.round(rect.left + x), Math.round(rect.top + y)] as [number, number],
      );
      const lngLat = client.map(([cx, cy]) => {
        const p = map.unproject([cx - rect.left - el.clientLeft, cy - rect.top - el.clientTop]);
        return [p.lng, p.lat] as [number, number];
      });
      return { client, lngLat };
    },
    { name: mapName, offs: offsets },
  );
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '绘制地块' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('section[aria-label="地块边界"][data-ready="true"]')).toBeVisible({
    timeout: 60_000,
  });
  return dialog;
}

async function drawPolygon(page: Page, offsets: Array<[number, number]>): Promise<LngLat[]> {
  await page.getByRole('button', { name: /^(绘制边界|重新绘制)$/ }).click();
  // The editor marks its map once the drawing mode takes clicks (the button turns primary); on a
  // busy machine the first clicks could otherwise land before it.
  await expect(page.locator('section[aria-label="地块边界"][data-drawing="true"]')).toBeVisible();
  const { client, lngLat } = await pointsAt(page, 'plotEditor', offsets);
  for (const [x, y] of client) await page.mouse.click(x, y);
  await page.keyboard.press('Enter');
  return lngLat;
}

test.describe('地块列表', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await page.addInitScript(() => {
      window.__agrimapMapHooks = { maps: {} };
    });
    await login(page, 'admin', '/agroService/massif/list');
    await expect(page.locator('section[aria-label="地块地图"][data-ready="true"]')).toBeVisible({
      timeout: 60_000,
    });
  });

  test('draws a plot on the map, sees its 亩 and saves it', async ({ page }) => {
    const dialog = await openEditor(page);
    await dialog.getByLabel('地块名称').fill('端到端测试田');
    await dialog.getByLabel('合作社名称').fill('端到端测试合作社');
    const ring = await drawPolygon(page, [
      [120, 120],
      [420, 130],
      [400, 360],
      [140, 330],
    ]);
    const { mu, squareMetres } = plotArea({ type: 'Polygon', coordinates: [[...ring, ring[0] as LngLat]] });
    const expected = `${mu.toFixed(2)} 亩（${squareMetres.toFixed(2)} 平方米）`;
    await expect(dialog.getByTestId('plot-area')).toHaveText(`面积：${expected}`);
    // The shared measuring labels the drawn shape on the map too (m², SPEC §4).
    const labels = await page.evaluate(() => {
      const source = window.__agrimapMapHooks?.maps.plotEditor?.getSource('agrimap-measure-labels') as
        | { serialize(): { data: { features: Array<{ properties: { text: string } }> } } }
        | undefined;
      return source?.serialize().data.features.map((f) => f.properties.text);
    });
    expect(labels).toEqual([`面积：${squareMetres.toFixed(2)} 平方米`]);

    await dialog
      .getByRole('button', { name: '保 存' })
      .or(dialog.getByRole('button', { name: '保存' }))
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    const row = page.locator('.plots-table tbody tr', { hasText: '端到端测试田' });
    await expect(row).toContainText(mu.toFixed(2));
    await expect(row).toContainText('端到端测试合作社');
    // The new plot is selected: its row is marked (and the map draws it in the highlight).
    await expect(row).toHaveClass(/plots-row-selected/);
  });

  test('refuses a self-intersecting boundary', async ({ page }) => {
    const dialog = await openEditor(page);
    await dialog.getByLabel('地块名称').fill('蝴蝶田');
    await dialog.getByLabel('合作社名称').fill('端到端测试合作社');
    // A bow-tie: the second edge crosses the fourth.
    await drawPolygon(page, [
      [120, 120],
      [400, 360],
      [400, 120],
      [120, 360],
    ]);
    await expect(dialog.getByText('地块边界不能自相交')).toBeVisible();
    await expect(dialog.getByTestId('plot-area')).toHaveText('面积：—');
    await dialog
      .getByRole('button', { name: '保 存' })
      .or(dialog.getByRole('button', { name: '保存' }))
      .click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('地块边界不能自相交')).toBeVisible();
    await expect(page.locator('.plots-table tbody tr', { hasText: '蝴蝶田' })).toHaveCount(0);
  });
});
