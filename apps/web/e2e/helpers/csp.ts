import { expect, type Page, type Response } from '@playwright/test';

/*
 * Watching a page under the app's Content-Security-Policy (security-headers specs). Violations are
 * collected two ways: the page's `securitypolicyviolation` events (an init script, which Playwright
 * injects through the DevTools protocol — not an inline script in the CSP sense) and Chromium's
 * console messages of the page and of its workers (a worker's violations are reported in the
 * worker, not to the document). A canary proves the collection works: an inline script added at
 * run time must be refused and reported.
 */

/** What the init script reads and writes on the page's window. */
type Probe = Window & {
  __agrimapMapHooks?: { maps: Record<string, unknown> };
  __reportCspViolation?: (violation: string) => void;
};

export interface Watch {
  /** Violations reported by the page's events and by console messages. */
  violations: string[];
  /** The document responses (page loads) seen, with their CSP header. */
  documents: { url: string; csp: string | undefined }[];
}

/**
 * Starts collecting CSP violations and document responses for the page (before any navigation);
 * also defines the map hook `__agrimapMapHooks`.
 */
export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { violations: [], documents: [] };
  await page.exposeFunction('__reportCspViolation', (v: string) => {
    w.violations.push(`event: ${v}`);
  });
  await page.addInitScript(() => {
    const probe = window as Probe;
    // The opt-in hook through which the map specs read the live map (engine/test-hooks.ts).
    probe.__agrimapMapHooks = { maps: {} };
    document.addEventListener('securitypolicyviolation', (e) => {
      probe.__reportCspViolation?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const onConsole = (text: string) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|connect|apply|create|frame)/i.test(text))
      w.violations.push(`console: ${text}`);
  };
  page.on('console', (m) => onConsole(m.text()));
  page.on('worker', (worker) => worker.on('console', (m) => onConsole(m.text())));
  page.on('response', (r: Response) => {
    if (r.request().resourceType() === 'document')
      w.documents.push({ url: r.url(), csp: r.headers()['content-security-policy'] });
  });
  return w;
}

/** Every page load so far carried the policy of the sandbox's configuration. */
export function expectPolicyOnPages(w: Watch, policy: string): void {
  expect(w.documents.length).toBeGreaterThan(0);
  for (const d of w.documents) expect(d.csp, d.url).toBe(policy);
}

/** The canary: a script element added at run time must be refused and reported. */
export async function expectCanaryReported(page: Page, w: Watch): Promise<void> {
  const before = w.violations.length;
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
  });
  await expect.poll(() => w.violations.length).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(w.violations.slice(before).join('\n')).toMatch(/script-src/);
}

/** A map of the page by its hook name (`main`, `cockpit` …), once the app registered it. */
export async function mapReady(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => Boolean((window as Probe).__agrimapMapHooks?.maps[n]), name);
}
