import { type Page } from '@playwright/test';
import { pageKinds } from './support/pageKinds';
import { expect, testWithSharedPage } from './support/sharedPage';
import { modalInput, openWithButton } from './search-support';

/*
 * The Content-Security-Policy sent by the host blocks nothing the site needs: no page kind reports a
 * violation, with or without the search modal open and a query answered.
 */

/** Every document the worker's page loads records the violations it reports in `window.cspViolations`. */
const test = testWithSharedPage({
  prepare: async (page) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      });
    });
  },
});

function watchViolations(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the pages are served with a Content-Security-Policy header', async ({ request }) => {
  const response = await request.get('/docs');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
});

for (const [kind, path] of pageKinds) {
  test(`${kind} (${path}) logs no CSP violation`, async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await violations()).toEqual([]);
  });
}

test('searching from the modal logs no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await page.goto('/docs/odsl/command/print');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await openWithButton(page);
  // The point here is the CSP, not first-keystroke timing on a loaded machine: retype until answered.
  await expect(async () => {
    await modalInput(page).fill('');
    await modalInput(page).fill('curve');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the search page logs no CSP violation while it answers a query', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/search?q=timeseries');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
