import { contentSecurityPolicy } from '@agrimap/sandbox';
import { expect, test } from './fixtures';
import { expectCanaryReported, expectPolicyOnPages, mapReady, watch } from './helpers/csp';
import { login } from './support';

/*
 * The map workbench with the EPSG setting 4490 (OpenLayers on the CGCS2000 tile grid) under the
 * Content-Security-Policy of that configuration: the page carries it and the basemap's tiles
 * load without a violation (security-headers.spec.ts covers the other features on 3857).
 */

/** The map hook defined by `watch` (components/map/engine/test-hooks.ts). */
type MapHooks = { __agrimapMapHooks: { maps: Record<string, unknown> } };

test.use({ mapEpsg: 4490 });

test('the map on the CGCS2000 grid reports no violation', async ({ page }) => {
  const policy = contentSecurityPolicy({ mapEpsg: 4490 });
  const w = await watch(page);
  const tiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/wmts/c/') && r.status() === 200) tiles.push(r.url());
  });
  await login(page, 'admin');
  await expect(page.locator('.map-workbench[data-ready="true"][data-engine="openlayers"]')).toBeVisible({
    timeout: 60_000,
  });
  await mapReady(page, 'main');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as MapHooks).__agrimapMapHooks.maps.main as {
          once(type: string, cb: () => void): void;
          render(): void;
        };
        map.once('rendercomplete', () => resolve());
        map.render();
      }),
  );
  expect(tiles.length).toBeGreaterThan(0);

  expect(w.violations).toEqual([]);
  expectPolicyOnPages(w, policy);
  await expectCanaryReported(page, w);
});
