import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support';

/*
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) over a page: the violations of impact serious or
 * critical, which no page may have. Nothing is excluded: the map canvas and its attribution are
 * part of the page like any other element (axe does not judge the pixels of a canvas).
 *
 * AGRIMAP_A11Y_REPORT=<file> writes every violation found (all impacts) per route as JSON, for
 * looking at what a page still has below serious.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  route: string;
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Waits (at most ~30 s) until the page shows its content instead of its loading state. */
export async function settleForScan(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: ACCOUNTS.admin.realName })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page
          .locator('.ant-spin-spinning, .ant-skeleton-active, .cockpit-panel[data-state="loading"]')
          .or(page.getByText('地图加载中'))
          .count(),
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toBe(0)
    .catch(() => undefined); // a page that keeps a spinner is scanned as it is
  // A map page: its canvas is there (the scan then sees the map's controls too).
  const map = page.locator('.maplibregl-map, .ol-viewport');
  if ((await map.count()) > 0) {
    await expect(map.locator('canvas').first())
      .toBeAttached({ timeout: 30_000 })
      .catch(() => undefined);
  }
  // antd's enter animations (fades, zooms) end before the colours are final.
  await page.waitForTimeout(400);
}

export async function scan(page: Page, route: string, all: Record<string, unknown>): Promise<Finding[]> {
  // Legacy mode runs axe.run() in the page itself; the default (runPartial, then finishRun in a
  // new blank page per scan) costs a page start each time, about 3× the CPU. It skips
  // cross-origin frames, and the app has none. Only violations are gathered in full: the passes
  // are not read, and collecting their nodes is most of a scan's remaining cost.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] })
    .analyze();
  all[route] = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.length,
    details: v.nodes.map((n) => ({
      target: n.target.join(' '),
      html: n.html.slice(0, 160),
      data: n.any[0]?.data ?? n.all[0]?.data ?? null,
      summary: n.failureSummary,
    })),
  }));
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

export function report(group: string, all: Record<string, unknown>): void {
  const file = process.env.AGRIMAP_A11Y_REPORT;
  if (file) writeFileSync(file.replace(/(\.json)?$/, `-${group}.json`), JSON.stringify(all, null, 2));
}
