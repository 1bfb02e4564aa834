import { expect, test } from './fixtures';
import { layoutBreaches, settle } from './helpers/layout';
import { ROUTES } from './routes-table';
import { login, SHELL_PAGE } from './support';

/*
 * Every page of SPEC §2 at the three office screen sizes keeps the layout rules of
 * helpers/layout.ts: columns wide enough for their headers, fixed columns hiding no header, text
 * inside its panel, panel headers without overlaps, no horizontal page scroll bar. Each page is
 * opened once and checked at each size in turn (the window resized, as a user would); the pages
 * are split into a few tests so the workers share them, and each lists every breach of its pages
 * before failing.
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** Each page once (group paths land on a page listed anyway). */
const PAGES = [...new Set(ROUTES.map((r) => r.lands))];
const PARTS = 3;

for (let part = 0; part < PARTS; part += 1) {
  const pages = PAGES.filter((_, i) => i % PARTS === part);
  test(`pages keep their layout at 1366×768, 1440×900 and 1920×1080 (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(15 * 60_000);
    await login(page, 'admin', SHELL_PAGE);
    const problems: string[] = [];
    for (const path of pages) {
      await page.setViewportSize(SIZES[0]);
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settle(page);
        for (const breach of await layoutBreaches(page)) {
          problems.push(`${path} @${size.width}×${size.height}: ${breach}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
