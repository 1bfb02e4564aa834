import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES } from './routes-table';
import { ACCOUNTS, login, SHELL_PAGE } from './support';

/*
 * axe-core over every route of SPEC §2 (WCAG 2.0 and 2.1, levels A and AA), signed in as the
 * administrator, plus the login page: no violation of impact serious or critical may remain.
 * Each page is scanned once it has settled (shell up, no spinner or skeleton, cockpit panels loaded,
 * the map's canvas present), so the scan sees the page a user reads, not its loading state.
 *
 * Nothing is excluded: the map canvas and its attribution are part of the page like any other
 * element (axe does not judge the pixels of a canvas).
 *
 * AGRIMAP_A11Y_REPORT=<file> writes every violation found (all impacts) per route as JSON, for
 * looking at what a page still has below serious.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  route: string;
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Each page once, in the order of the table (redirects land on pages already listed). */
const PAGES = [...new Set(ROUTES.map((r) => r.lands))];

/** Waits (at most ~30 s) until the page shows its content instead of its loading state. */
async function settle(page: Page): Promise<void> {
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

async function scan(page: Page, route: string, all: Record<string, unknown>): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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

function report(group: string, all: Record<string, unknown>): void {
  const file = process.env.AGRIMAP_A11Y_REPORT;
  if (file) writeFileSync(file.replace(/(\.json)?$/, `-${group}.json`), JSON.stringify(all, null, 2));
}

/** The pages split in three, so Playwright's workers share them. */
const GROUPS = [0, 1, 2].map((g) => {
  const size = Math.ceil(PAGES.length / 3);
  return PAGES.slice(g * size, (g + 1) * size);
});

test.describe('accessibility (axe-core, WCAG 2.1 A/AA): no serious or critical violation', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('用户名')).toBeVisible();
    await page.waitForTimeout(400);
    const all: Record<string, unknown> = {};
    const findings = await scan(page, '/login', all);
    report('login', all);
    expect(findings).toEqual([]);
  });

  GROUPS.forEach((pages, index) => {
    test(`routes, part ${index + 1} of 3 (${pages[0]} …)`, async ({ page }) => {
      test.setTimeout(15 * 60_000); // ~25 full page loads, some with the map engine, each scanned
      await login(page, 'admin', SHELL_PAGE);
      const all: Record<string, unknown> = {};
      const findings: Finding[] = [];
      for (const path of pages) {
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page).toHaveURL((url) => url.pathname === path);
        await settle(page);
        findings.push(...(await scan(page, path, all)));
      }
      report(`part${index + 1}`, all);
      expect(findings).toEqual([]);
    });
  });
});
