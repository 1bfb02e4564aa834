import { expect, test } from './fixtures';
import { layoutBreaches, settle } from './helpers/layout';
import { ROUTES } from './routes-table';
import { login, SHELL_PAGE } from './support';

/*
 * Every page of SPEC §2 at the three office screen sizes keeps the layout rules of
 * helpers/layout.ts: columns wide enough for their headers, fixed columns hiding no header, text
 * inside its panel, panel headers without overlaps, no horizontal page scroll bar. One test per
 * size, so the workers share them; each lists every breach of every page before failing.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** Each page once (group paths land on a page listed anyway). */
const PAGES = [...new Set(ROUTES.map((r) => r.lands))];

for (const size of SIZES) {
  test(`every page keeps its layout at ${size.width}×${size.height}`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await page.setViewportSize(size);
    await login(page, 'admin', SHELL_PAGE);
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await settle(page);
      for (const breach of await layoutBreaches(page)) problems.push(`${path}: ${breach}`);
    }
    expect(problems).toEqual([]);
  });
}
