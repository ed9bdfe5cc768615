import { type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';

/* "Copy page" on a docs page: copies the Markdown twin, its menu opens the twin, by mouse or keyboard. */

const PATH = '/docs/odsl/command/print';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * The site's Permissions-Policy denies clipboard reading to every page; the test reads the clipboard
 * to check what was copied, so it lifts that one header for the page under test.
 */
async function openPage(page: Page): Promise<void> {
  await page.route(`**${PATH}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['permissions-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto(PATH);
}

test('Copy page copies the Markdown twin, with no search index', async ({ page, request }) => {
  await page.route('**/pagefind/**', (route) => route.abort());
  await openPage(page);
  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
    'Page copied to the clipboard as Markdown.',
  );
  const twin = await (await request.get(`${PATH}.md`)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  expect(twin).toMatch(/^---\ntitle: "print"/);
});

test('the menu works from the keyboard and passes axe when open', async ({ page }) => {
  await openPage(page);
  const toggle = page.getByRole('button', { name: 'More ways to use this page' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Page as Markdown' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const copy = menu.getByRole('menuitem', { name: 'Copy page as Markdown' });
  const view = menu.getByRole('menuitem', { name: 'View as Markdown' });
  await expect(copy).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(view).toBeFocused();
  await expect(view).toHaveAttribute('href', `${PATH}.md`);
  await page.keyboard.press('ArrowDown');
  await expect(copy).toBeFocused();
  await page.keyboard.press('End');
  await expect(view).toBeFocused();
  await expectNoSeriousA11yViolations(page, { include: '[class*="copyPage"]' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
});

test('View as Markdown opens the twin', async ({ page }) => {
  await openPage(page);
  await page.getByRole('button', { name: 'More ways to use this page' }).click();
  const [twin] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'View as Markdown' }).click(),
  ]);
  await twin.waitForLoadState();
  expect(twin.url()).toMatch(new RegExp(`${PATH}\\.md$`));
  expect(await twin.locator('body').innerText()).toContain('# print');
});

test('a failed fetch or a refused clipboard says so', async ({ page }) => {
  await page.route(`**${PATH}.md`, (route) => route.fulfill({ status: 503, body: '' }));
  await openPage(page);
  const copy = page.getByRole('button', { name: 'Copy page', exact: true });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'failed' })).toHaveText(
    'Copy failed: the Markdown page could not be loaded. Check your connection and try again.',
  );

  await page.unroute(`**${PATH}.md`);
  await page.evaluate(() => {
    const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse } });
  });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'failed' })).toHaveText(
    'Copy failed: the browser did not allow writing to the clipboard. Use "View as Markdown" and copy from there.',
  );
});

/** True when two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the open menu leaves the status message in sight', async ({ page }) => {
      await openPage(page);
      await page.getByRole('button', { name: 'Copy page', exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: /copied|failed/ });
      await expect(status).toBeVisible();
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      const menu = page.getByRole('menu', { name: 'Page as Markdown' });
      await expect(menu).toBeVisible();
      expect(overlap((await menu.boundingBox())!, (await status.boundingBox())!)).toBe(false);
    });

    test("a code block's buttons never cover its code, even a long request line", async ({ page }) => {
      await page.goto('/docs/topics/curves/intro');
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const block = page
        .locator('.theme-code-block')
        .filter({ hasText: /^GET https:/ })
        .first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      const code = (await block.locator('pre').boundingBox())!;
      const buttons = block.getByRole('button');
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        await expect(button).toBeVisible();
        expect(overlap((await button.boundingBox())!, code)).toBe(false);
      }
      // Scrolled to its end, the long line shows its last characters whole.
      const lastVisible = await block.locator('pre').evaluate((pre) => {
        pre.scrollLeft = pre.scrollWidth;
        const line = pre.querySelector('.token-line')!;
        const range = document.createRange();
        range.selectNodeContents(line);
        return range.getBoundingClientRect().right <= pre.getBoundingClientRect().right + 1;
      });
      expect(lastVisible).toBe(true);
    });
  });
}
