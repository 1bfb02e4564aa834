import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/*
 * Stored markup with script payloads shows as nothing but text: what news.spec.ts and
 * notices.spec.ts check of an article.
 */

/** Records the message of every browser dialog (alert, confirm …) the page opens, dismissing it. */
export function recordDialogs(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  return alerts;
}

/**
 * After a moment for a payload to fire: no dialog opened and `article` holds no script, event
 * handler attribute or javascript: link.
 */
export async function expectInert(page: Page, alerts: string[], article: Locator): Promise<void> {
  await page.waitForTimeout(500);
  expect(alerts).toEqual([]);
  expect(await article.locator('[onerror], script, a[href^="javascript"]').count()).toBe(0);
}
