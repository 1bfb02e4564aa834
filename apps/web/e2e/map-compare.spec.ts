import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './support';

/*
 * Comparison on the map workbench: curtains both ways and 2, 3 or 4 synchronised panes, each pane
 * with its own layers. The panes register as `compare-0` … `compare-3` in the opt-in test hook.
 */

declare global {
  interface Window {
    __agrimapMapHooks?: { maps: Record<string, import('maplibre-gl').Map> };
  }
}

async function openMap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__agrimapMapHooks = { maps: {} };
    sessionStorage.removeItem('agrimap_map_state');
  });
  await login(page, 'admin', '/main_map');
  await expect(page.locator('.map-workbench[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

async function openCompare(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: '对比', exact: true }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Waits until `count` pane maps are loaded and idle. */
async function panesReady(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      Array.from({ length: n }, (_, i) => window.__agrimapMapHooks?.maps[`compare-${i}`]).every((m) =>
        m?.loaded(),
      ),
    count,
  );
}

async function centers(page: Page, count: number): Promise<Array<[number, number, number]>> {
  return page.evaluate(
    (n) =>
      Array.from({ length: n }, (_, i) => {
        const map = window.__agrimapMapHooks?.maps[`compare-${i}`];
        const c = map?.getCenter();
        return [c?.lng ?? Number.NaN, c?.lat ?? Number.NaN, map?.getZoom() ?? Number.NaN] as [
          number,
          number,
          number,
        ];
      }),
    count,
  );
}

/** Drags pane `index` by (dx, dy) pixels with the mouse, from its centre. */
async function dragPane(page: Page, index: number, dx: number, dy: number): Promise<void> {
  const box = await page.locator(`.map-compare-pane[data-pane="${index}"]`).boundingBox();
  if (!box) throw new Error(`no pane ${index}`);
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
  await page.waitForFunction((i) => !window.__agrimapMapHooks?.maps[`compare-${i}`]?.isMoving(), index);
}

function expectTogether(all: Array<[number, number, number]>): void {
  const [first, ...rest] = all;
  for (const other of rest) {
    expect(other[0]).toBeCloseTo(first?.[0] ?? Number.NaN, 9);
    expect(other[1]).toBeCloseTo(first?.[1] ?? Number.NaN, 9);
    expect(other[2]).toBeCloseTo(first?.[2] ?? Number.NaN, 9);
  }
}

test.describe('map comparison', () => {
  // Software WebGL on a shared 2-core machine: map tests get more time than page tests.
  test.describe.configure({ timeout: 240_000 });
  test('curtains slide either way and keep both maps together', async ({ page }) => {
    await openMap(page);
    for (const [label, mode, swiper] of [
      ['卷帘（左右）', 'curtain-vertical', '.compare-swiper-vertical'],
      ['卷帘（上下）', 'curtain-horizontal', '.compare-swiper-horizontal'],
    ] as const) {
      await openCompare(page, label);
      const view = page.locator(`.map-compare[data-mode="${mode}"]`);
      await expect(view).toBeVisible();
      await expect(view.locator(swiper)).toBeVisible();
      await expect(view.locator('.map-compare-pane')).toHaveCount(2);
      await panesReady(page, 2);
      const before = await centers(page, 2);
      // The curtain's top map (pane 2) takes the drag on its side of the slider.
      const box = await view.locator('.map-compare-body').boundingBox();
      if (!box) throw new Error('no compare body');
      const x = Math.round(box.x + box.width * 0.75);
      const y = Math.round(box.y + box.height * 0.75);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(x - 12 * i, y - 6 * i);
      await page.mouse.up();
      await page.waitForFunction(() => !window.__agrimapMapHooks?.maps['compare-1']?.isMoving());
      const after = await centers(page, 2);
      expect(after[1]?.[0]).not.toBeCloseTo(before[1]?.[0] ?? Number.NaN, 3);
      expectTogether(after);
      await view.getByRole('button', { name: '退出对比' }).click();
      await expect(view).toHaveCount(0);
    }
  });

  for (const panes of [2, 3, 4]) {
    test(`${panes} split panes move together and choose their own layers`, async ({ page }) => {
      await openMap(page);
      await openCompare(page, `${panes} 分屏`);
      const view = page.locator(`.map-compare[data-mode="split-${panes}"]`);
      await expect(view.locator('.map-compare-pane')).toHaveCount(panes);
      await panesReady(page, panes);

      const before = await centers(page, panes);
      expectTogether(before);
      const last = panes - 1;
      await dragPane(page, last, -150, 60);
      const after = await centers(page, panes);
      expect(after[last]?.[0]).not.toBeCloseTo(before[last]?.[0] ?? Number.NaN, 3);
      expectTogether(after);

      // Pane 2 switches on 农资仓库分布 (2024); pane 1 does not get it.
      await view.getByRole('combobox', { name: '窗口 2 选择图层' }).click();
      await page.locator('.ant-select-item-option', { hasText: '农资仓库分布（2024年）' }).click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page.evaluate(() => [
            Boolean(window.__agrimapMapHooks?.maps['compare-0']?.getSource('agrimap-layer-2242')),
            Boolean(window.__agrimapMapHooks?.maps['compare-1']?.getSource('agrimap-layer-2242')),
          ]),
        )
        .toEqual([false, true]);

      await view.getByRole('button', { name: '退出对比' }).click();
      await expect(view).toHaveCount(0);
      // Leaving compare removes the pane maps.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(window.__agrimapMapHooks?.maps ?? {}).filter((k) => k.startsWith('compare-')),
          ),
        )
        .toEqual([]);
    });
  }
});
