import { expect, test, type Page, type Route } from '@playwright/test';

/** Loads a page and waits until React has hydrated it, so links navigate client-side. */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Client-side navigation from the docs home to the API section through the sidebar. */
async function navigateToApiSection(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'API Reference', exact: true })
    .click();
}

test.describe('page loading states', () => {
  test('a slow route change shows the top progress bar until the page arrives', async ({ page }) => {
    await gotoHydrated(page, '/docs');
    // The new page's bundles are held until the bar has shown, then let through.
    let holding = true;
    const held: Route[] = [];
    await page.route('**/assets/js/*.js', (route) => (holding ? held.push(route) : route.continue()));
    await navigateToApiSection(page);
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // The spinner of the progress bar is turned off.
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast route change shows no progress bar', async ({ page }) => {
    await gotoHydrated(page, '/docs');
    let sawBar = false;
    await page.exposeFunction('reportBar', () => (sawBar = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress'))
          (window as unknown as { reportBar: () => void }).reportBar();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // As a reader's pointer does, hovering preloads the page first; the change itself is then fast.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'API Reference', exact: true })
      .hover();
    await page.waitForLoadState('networkidle');
    await navigateToApiSection(page);
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
    expect(sawBar).toBe(false);
  });

  test('a page bundle that fails to load shows the error and a Retry button that reloads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs');
    let block = true;
    // Fail the page bundles, not the runtime that reports the failure.
    await page.route(/\/assets\/js\/(?!runtime~main|main\.).*\.js$/, (route) =>
      block ? route.abort() : route.continue(),
    );
    await navigateToApiSection(page);
    const notice = page.getByRole('alert').filter({ hasText: 'This page could not finish loading.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/chunk .* failed/i);
    // The page text itself stays readable meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();

    block = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/api$/);
    // Hydrated again: client-side navigation works.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Getting Started' })
      .click();
    await expect(page).toHaveURL(/\/docs$/);
  });
});

test.describe('crash page', () => {
  test('a page that throws shows "This page crashed." and Try again recovers', async ({ page }) => {
    await gotoHydrated(page, '/docs/api');
    // Make the next page throw while it sets up its table of contents, then navigate to it.
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>(
        'nav[aria-label="Docs sidebar"] a[href="/docs"]',
      );
      const original = Document.prototype.querySelectorAll;
      const w = window as unknown as { __restore: () => void };
      w.__restore = () => {
        Document.prototype.querySelectorAll = original;
      };
      Document.prototype.querySelectorAll = function (this: Document, selectors: string) {
        if (/h2|h3/.test(selectors)) throw new Error('Simulated rendering failure');
        return original.call(this, selectors);
      } as typeof original;
      link?.click();
    });
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.locator('main, body').first()).toContainText('Simulated rendering failure');
    await expect(page).toHaveTitle(/Page Error/);

    await page.evaluate(() => (window as unknown as { __restore: () => void }).__restore());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  });
});

test.describe('lazily loaded parts', () => {
  test('when the not-found body fails to load, Try again loads it once the network is back', async ({
    page,
  }) => {
    // The not-found body is a lazily loaded chunk of its own: fail the one script that holds its text.
    let block = true;
    let requests = 0;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('We could not find the page you asked for')) return route.fulfill({ response });
      requests += 1;
      return block ? route.abort() : route.fulfill({ response, body });
    });
    await page.goto('/docs/no-such-page-anywhere');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    expect(requests).toBeGreaterThan(0);
    const failedRequests = requests;

    block = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    // The chunk was asked for again, not served from a kept failure.
    expect(requests).toBeGreaterThan(failedRequests);
    // Scripts still loading when the test ends would otherwise fulfil against a closed page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('when a diagram fails to load, its box says so and Retry draws it; the article stays', async ({
    page,
  }) => {
    // Fail the script that holds the theme's diagram component, as a lost connection does.
    let block = true;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('docusaurus-mermaid-container')) return route.fulfill({ response });
      return block ? route.abort() : route.fulfill({ response, body });
    });
    await gotoHydrated(page, '/docs/topics/realtime');
    const box = page.getByRole('alert').filter({ hasText: 'This diagram could not load.' });
    await expect(box).toBeVisible();
    await expect(box).toContainText(/chunk .* failed/i);
    await expect(box).not.toContainText('/assets/');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    // The article, the sidebar and the table of contents stay.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article .markdown > p').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await expect(page.locator('.table-of-contents').first()).toBeVisible();

    block = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await expect(box).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
