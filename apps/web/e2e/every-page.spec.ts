import { expect, test } from './fixtures';
import { type Finding, report, scan, settleForScan } from './helpers/a11y';
import { layoutBreaches, settle } from './helpers/layout';
import { openRoute } from './helpers/route-check';
import { ROUTES } from './routes-table';
import { login, SHELL_PAGE } from './support';

/*
 * Every page of SPEC §2, signed in as the administrator, opened once by its deep link and checked:
 * - that it lands on its path under its own title inside the shell, with neither the 404 nor the
 *   403 page (helpers/route-check.ts; the paths that redirect are routes.spec.ts's);
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

/** Each page once, with its title (group paths land on a page listed anyway). */
const PAGES = ROUTES.filter((r, i) => ROUTES.findIndex((o) => o.lands === r.lands) === i).map((r) => ({
  ...r,
  path: r.lands,
}));
const PARTS = 4;

for (let part = 0; part < PARTS; part += 1) {
  const pages = PAGES.filter((_, i) => i % PARTS === part);
  test(`pages: deep link, layout at 1366×768, 1440×900 and 1920×1080, and axe-core (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000); // ~16 pages, some with the map engine, each checked and scanned at 3 sizes
    await login(page, 'admin', SHELL_PAGE);
    const routes: string[] = [];
    const layout: string[] = [];
    const a11y: Finding[] = [];
    const all: Record<string, unknown> = {};
    for (const route of pages) {
      const { path } = route;
      await page.setViewportSize(SIZES[0]);
      const problem = await openRoute(page, route);
      if (problem) {
        routes.push(problem);
        continue;
      }
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
    expect({ routes, layout, a11y }).toEqual({ routes: [], layout: [], a11y: [] });
  });
}
