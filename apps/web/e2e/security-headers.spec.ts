import { contentSecurityPolicy } from '@agrimap/sandbox';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectCanaryReported, expectPolicyOnPages, mapReady, watch } from './helpers/csp';
import { apiLogin, login, publishArticle, resetSandbox } from './support';

/*
 * The served app under its Content-Security-Policy (issue: HTTP hardening): every page answers
 * with the policy the sandbox builds from its web configuration, and the features that need more
 * than plain same-origin scripts — maplibre's worker and tiles, echarts in the cockpit, a reader
 * view and the rich-text editor with an uploaded image, the 农技 video player, an Excel export
 * (exceljs), the video wall's probe of the plugin's local WebSocket — run without one violation.
 * How violations are collected: helpers/csp.ts. EPSG:4490 (OpenLayers):
 * security-headers-4490.spec.ts (the projection is a setting of the worker's sandbox).
 */

/** The map hook defined by `watch` (components/map/engine/test-hooks.ts). */
type MapHooks = { __agrimapMapHooks: { maps: Record<string, unknown> } };

const HEADERS = { Appid: 'agrimap-web', client: '3' };
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The maplibre map has rendered everything it loaded (tiles decoded by its worker). */
async function maplibreIdle(page: Page, name: string): Promise<void> {
  await mapReady(page, name);
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as MapHooks).__agrimapMapHooks.maps[n] as {
          once(type: string, cb: () => void): void;
          triggerRepaint(): void;
        };
        map.once('idle', () => resolve());
        map.triggerRepaint();
      }),
    name,
  );
}

/** A camera with video channels, from the device list. */
async function videoDevice(request: APIRequestContext): Promise<{ name: string; snNumber?: string }> {
  const token = await apiLogin(request, 'admin');
  const res = await request.post('/base/api/v1/camera/listDevice', {
    headers: { ...HEADERS, Authorization: token },
    data: { deviceName: '', organization: '', status: -1, page: 1, pageSize: 50 },
  });
  const records = (await res.json()).data.records as {
    name: string;
    snNumber?: string;
    unitsObj?: { channels?: number };
  }[];
  const device = records.find((d) => (d.unitsObj?.channels ?? 0) > 0);
  if (!device) throw new Error('the seed has no camera with video channels on the first page');
  return device;
}

test.describe('under the Content-Security-Policy (EPSG:3857, maplibre)', () => {
  test.afterEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test('the login page, the map, the cockpit, rich text, videos, an export and the video wall report no violation', async ({
    page,
    request,
  }) => {
    const policy = contentSecurityPolicy({});
    const w = await watch(page);

    // The login page answers with the policy and its headers.
    const loginPage = await page.goto('/login');
    expect(loginPage?.headers()['content-security-policy']).toBe(policy);
    expect(loginPage?.headers()['x-content-type-options']).toBe('nosniff');
    expect(loginPage?.headers()['referrer-policy']).toBe('same-origin');

    // Sign in: the home page is the map workbench — maplibre, its worker, vector tiles, glyphs.
    await login(page, 'admin');
    await expect(page.locator('.map-workbench[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
    await maplibreIdle(page, 'main');
    await expect
      .poll(() => page.workers().map((wk) => wk.url()))
      .toContainEqual(expect.stringContaining('maplibre-gl-worker'));

    // The cockpit: echarts panels and a points map.
    await page.goto('/wlwyzt_cockpit');
    await expect(page.locator('.cockpit-panel[data-state="fresh"]').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.cockpit-panel svg').first()).toBeVisible();

    // Rich text: an article whose body names an outside image (the server drops it) in the reader,
    // then the editor with an uploaded image inserted.
    await publishArticle(request, {
      channel: 'agroNews',
      title: '外链图片的资讯',
      content: '<p>春耕<img src="https://tracker.example/pixel.png" alt="外链"></p>',
    });
    await page.goto('/policyNews/index/agroNews');
    await page
      .locator('.article-table tr', { hasText: '外链图片的资讯' })
      .getByRole('button', { name: '阅读' })
      .click();
    const article = page.getByRole('article', { name: '外链图片的资讯' });
    await expect(article).toContainText('春耕');
    await expect(article.locator('img')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.entity-dialog');
    await expect(dialog.getByText('新增文章')).toBeVisible({ timeout: 20_000 });
    await dialog.locator('.tiptap').click();
    await page.keyboard.type('春耕备肥。');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles({
      name: '图.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    });
    const inserted = dialog.locator('.tiptap img');
    await expect(inserted).toHaveAttribute('src', /^\/system\/api\/v1\/news\/image\/n/);
    await expect.poll(() => inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // 农技视频: the player loads a seeded video from the media operation.
    await page.goto('/agroService/agrotechnicalVideo/index');
    await page.getByRole('button', { name: '播放', exact: true }).first().click();
    const player = page.getByLabel('视频播放器');
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // 导出: the list as an xlsx workbook built in the page by exceljs, saved from an object URL.
    await page.goto('/warehousing/index/warehouse');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // The video wall from the device screen: it probes the plugin's ports 8000–8004 (nothing
    // listens here, so it says so) — the WebSocket connections themselves are allowed.
    const device = await videoDevice(request);
    await page.goto('/wlwyzt/index/asset');
    const name = page.getByLabel('设备名称');
    await name.fill(device.name);
    await name.press('Enter');
    const row = page.getByRole('row').filter({ hasText: device.snNumber ?? device.name });
    await row.first().getByRole('button', { name: '实时视频' }).click();
    await expect(page.getByRole('dialog').getByRole('status', { name: '插件状态' })).toHaveText(
      '未检测到视频插件',
      { timeout: 30_000 },
    );

    expect(w.violations).toEqual([]);
    expectPolicyOnPages(w, policy);
    await expectCanaryReported(page, w);
  });
});
