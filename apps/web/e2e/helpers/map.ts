import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { apiLogin, login } from '../support';

/*
 * The map workbench (/main_map) as its specs drive it (map-*.spec.ts), in Chromium (WebGL through
 * SwiftShader) against the sandbox. Tests read the live map through the opt-in hook
 * `window.__agrimapMapHooks` (see components/map/engine/test-hooks.ts), defined before the app loads.
 */

export type LngLat = [number, number];

declare global {
  interface Window {
    __agrimapMapHooks?: { maps: Record<string, import('maplibre-gl').Map> };
  }
}

export async function openMap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__agrimapMapHooks = { maps: {} };
  });
  await login(page, 'admin', '/main_map');
  await expect(page.locator('.map-workbench[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await waitIdle(page);
}

/** Resolves when the map has rendered everything it has loaded and stopped moving. */
export async function waitIdle(page: Page, name = 'main'): Promise<void> {
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
export async function pointsAt(
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

export async function drawnFeatureCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = window.__agrimapMapHooks?.maps.main;
    return map ? map.queryRenderedFeatures().filter((f) => f.source.startsWith('mapbox-gl-draw')).length : -1;
  });
}

export async function zoomOf(page: Page, name = 'main'): Promise<number> {
  return page.evaluate((n) => window.__agrimapMapHooks?.maps[n]?.getZoom() ?? Number.NaN, name);
}

export async function settledZoom(page: Page): Promise<number> {
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
export async function pixelInsideRegion(page: Page, code: string): Promise<LngLat | null> {
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
export async function showHunan(page: Page): Promise<void> {
  await page.evaluate(() => window.__agrimapMapHooks?.maps.main?.jumpTo({ center: [111.7, 27.6], zoom: 6 }));
  await waitIdle(page);
}

export async function highlightedRegion(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const source = window.__agrimapMapHooks?.maps.main?.getSource('agrimap-highlight-area') as
      | { serialize(): { data: { features: Array<{ properties: { qhdm?: string } }> } } }
      | undefined;
    return source?.serialize().data.features[0]?.properties.qhdm;
  });
}

export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/**
 * Picks a drawing tool and waits until the map is in its mode (the button shows pressed): the
 * drawing control loads with its own chunk on first use, and clicks before that reach the map.
 */
export async function chooseTool(page: Page, name: '点' | '线' | '面' | '矩形' | '圆'): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
/** Every device of the sandbox (all statuses, one page), as admin; `T` names the fields a test reads. */
export async function allDevices<T>(request: APIRequestContext): Promise<T[]> {
  const token = await apiLogin(request, 'admin');
  const list = await request.post('/base/api/v1/camera/listDevice', {
    headers: { Appid: 'agrimap-web', client: '3', Authorization: token },
    data: { status: -1, page: 1, pageSize: 10000 },
  });
  return (await list.json()).data.records as T[];
}
