import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';

/*
 * Canaries for the DocSearch bugs the site works around. Each test drives
 * DocSearch as installed (no site code: docsearch-upstream/harness.tsx) and
 * asserts the bug is STILL there. When one fails after a DocSearch upgrade,
 * upstream has fixed that bug: delete the workaround named in the test title
 * and then the test.
 */

const ORIGIN = 'http://docsearch-canary.test';
let harnessHtml = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [join(__dirname, 'docsearch-upstream/harness.tsx')],
    bundle: true,
    write: false,
    outdir: 'harness',
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const output = (ext: string) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
  harnessHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DocSearch canary</title>
<style>${output('.css')}</style></head><body><main id="root"></main><script>${output('.js')}</script></body></html>`;
});

async function openHarness(page: Page, hash = ''): Promise<void> {
  // The harness lives on a made-up origin; nothing leaves the browser.
  await page.route(/^https?:\/\//, (route) =>
    route.request().url().startsWith(ORIGIN)
      ? route.fulfill({ contentType: 'text/html', body: harnessHtml })
      : route.abort(),
  );
  await page.goto(`${ORIGIN}/${hash}`);
}

const input = (page: Page) => page.locator('.DocSearch-Input');

test.describe('DocSearch bugs the site works around (each fails once upstream fixes it)', () => {
  test('the results footer adds up the hit counts of every query typed (workaround: hitCounts in SearchBar)', async ({
    page,
  }) => {
    await openHarness(page);
    const count = page.locator('#upstream-nbhits');
    await input(page).fill('alpha');
    await expect(count).toHaveText('5');
    await input(page).fill('alphab');
    // The current query has 3 hits; DocSearch reports 5 + 3.
    await expect(count).toHaveText('8');
  });

  test("while a query loads, the screen shows the previous query's results (workaround: answerFreshness.ts)", async ({
    page,
  }) => {
    await openHarness(page);
    await input(page).fill('alpha');
    await expect(page.getByText('Page about alpha')).toBeVisible();
    // The harness answers "slow" after 3 s; meanwhile DocSearch keeps alpha's screen under it.
    await input(page).fill('slow');
    await expect(input(page)).toHaveValue('slow');
    await expect(page.getByText('Page about alpha')).toBeVisible();
  });

  test('the no-results screen never lists "Try searching for" (workaround: suggestions in screenFixes.ts)', async ({
    page,
  }) => {
    await openHarness(page);
    await input(page).fill('alpha');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await input(page).fill('nothing-matches');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('nothing-matches');
    await expect(page.locator('.DocSearch-NoResults-Prefill-List')).toHaveCount(0);
  });

  test('a failed request ends on "No results" instead of the error screen (workaround: error in screenFixes.ts)', async ({
    page,
  }) => {
    await openHarness(page);
    await input(page).fill('fail');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('fail');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('the modal container is a button around everything and results are links inside options (workaround: SearchBar/modalSemantics.ts)', async ({
    page,
  }) => {
    await openHarness(page);
    await input(page).fill('alpha');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Container')).toHaveAttribute('role', 'button');
    await expect(page.locator('.DocSearch-Modal')).not.toHaveAttribute('role', 'dialog');
    await expect(page.locator('.DocSearch-Hit[role="option"] > a[href]')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withRules(['nested-interactive']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual(['nested-interactive']);
  });

  test('the button name leaves out its visible key labels (workaround: aria-label in SearchBar)', async ({
    page,
  }) => {
    await openHarness(page, '#button');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toContainText('Ctrl');
    const results = await new AxeBuilder({ page })
      .include('.DocSearch-Button')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual(['label-content-name-mismatch']);
  });

  test('the button shows no focus ring (workaround: focus-visible outline in SearchBar/button.css)', async ({
    page,
  }) => {
    await openHarness(page, '#button');
    await page.keyboard.press('Tab');
    const button = page.locator('.DocSearch-Button');
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  });
});
