import { expect, test } from './fixtures';
import { report, scan } from './helpers/a11y';

/*
 * axe-core on the login page (no violation of impact serious or critical). Every page behind it is
 * scanned by every-page.spec.ts, in the same visit as its layout check.
 */
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
});
