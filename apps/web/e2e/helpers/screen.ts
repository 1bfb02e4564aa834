import type { Locator, Page } from '@playwright/test';

/*
 * What the journeys through the list screens share: the open modal by its title, a table row by
 * its text, and the 新增 dialog of a list screen.
 */

/** The open modal whose title is `title`. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** The table row that contains `text`. */
export function row(scope: Page | Locator, text: string): Locator {
  return scope.locator('.ant-table-row').filter({ hasText: text });
}

/** Clicks the screen's (first) 新增 and answers the dialog it opens, titled `title`. */
export async function openAddDialog(page: Page, title: string | RegExp): Promise<Locator> {
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  return dialog(page, title);
}
