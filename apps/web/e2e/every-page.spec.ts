import { expect, test } from './fixtures';
import { type Finding, report, scan, settleForScan } from './helpers/a11y';
import { layoutBreaches, settle } from './helpers/layout';
import { ROUTES } from './routes-table';
import { login, SHELL_PAGE } from './support';

/*
 * Every page of SPEC §2, signed in as the administrator, opened once and checked:
 * - its layout at the three office screen sizes (helpers/layout.ts: columns wide enough for their
 *   headers, fixed columns hiding no header, text inside its panel, panel headers without
 *   overlaps, no horizontal page scroll bar), the window resized in turn as a user would;
 * - axe-core (helpers/a11y.ts): no violation of impact serious or critical, at each of the three
 *   sizes (a narrow window wraps, folds and overlaps what a wide one does not).
 * The pages are split into four tests so the workers share them evenly; each lists every finding of its
 * pages before failing.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** Each page once (group paths land on a page listed anyway). */
const PAGES = [...new Set(ROUTES.map((r) => r.lands))];
const PARTS = 4;

for (let part = 0; part < PARTS; part += 1) {
  const pages = PAGES.filter((_, i) => i % PARTS === part);
  test(`pages: layout at 1366×768, 1440×900 and 1920×1080, and axe-core (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000); // ~16 pages, some with the map engine, each checked and scanned at 3 sizes
    await login(page, 'admin', SHELL_PAGE);
    const layout: string[] = [];
    const a11y: Finding[] = [];
    const all: Record<string, unknown> = {};
    for (const path of pages) {
      await page.setViewportSize(SIZES[0]);
      // In-app navigation, as a click in the menu does (the deep link itself is routes.spec.ts's):
      // the app stays loaded, so the walk costs the pages, not 60 starts of the app.
      await page.evaluate((to) => {
        window.history.pushState(window.history.state, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await settleForScan(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settle(page);
        for (const breach of await layoutBreaches(page)) {
          layout.push(`${path} @${size.width}×${size.height}: ${breach}`);
        }
        a11y.push(...(await scan(page, `${path} @${size.width}×${size.height}`, all)));
      }
    }
    report(`part${part + 1}`, all);
    expect({ layout, a11y }).toEqual({ layout: [], a11y: [] });
  });
}
