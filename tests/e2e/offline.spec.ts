import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/*
 * Reading without a connection (plugins/offline). Playwright's own page: the shared page refuses offline.
 * Each test has a fresh context, so the service worker starts from nothing.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Waits until the service worker has kept the page at `path` for reading offline. */
async function keptOffline(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (address) => {
        await navigator.serviceWorker.ready;
        return Boolean(await caches.match(address, { ignoreVary: true }));
      }, path),
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.describe('offline', () => {
  // Blocked for the other specs (playwright.config.ts), whose routes it would bypass.
  test.use({ serviceWorkers: 'allow' });

  test('a link followed offline keeps the page being read and says the connection is gone', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/docs');
    // The reader has been reading a while: the service worker has kept the page and the offline script.
    await keptOffline(page, '/docs');
    await keptOffline(page, '/offline.js');
    await goOffline(context, page);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
      '“API Reference” opens once the connection is back.',
    );
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();

    // Back online, the same link opens its page and the notice goes.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  });

  test('pages already read open offline, by a link and by their address', async ({ page, context }) => {
    // The first page is read before the service worker exists; it keeps it once registered.
    await gotoHydrated(page, '/docs');
    await keptOffline(page, '/docs');
    // A second page, reached by a link.
    await sidebar(page).getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
    await keptOffline(page, '/docs/api');

    await goOffline(context, page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Getting Started', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
    await expect(page).toHaveURL(/\/docs$/);

    for (const [path, title] of [
      ['/docs/api', 'API Reference'],
      ['/docs', 'Getting Started'],
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    }
    // Hydrated from the kept bundles: client-side links work offline too.
    await sidebar(page).getByRole('link', { name: 'API Reference', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  });

  test('offline, the search button says search needs a connection', async ({ page, context }) => {
    await gotoHydrated(page, '/docs');
    await goOffline(context, page);
    await page.locator('.navbar button.DocSearch-Button').click();
    const notice = page.getByRole('alert').filter({ hasText: 'Search needs a connection.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You are offline.');
    await expect(page.getByText('This page could not finish loading.')).toHaveCount(0);
  });
});
