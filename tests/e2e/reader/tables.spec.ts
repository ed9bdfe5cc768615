import { expect, test } from '@playwright/test';
import brand from '../../../src/brand';

test.describe('wide tables at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages = [
    ['function summary', '/docs/odsl/function/functions-dates'],
    ['provider datasets', '/docs/company/EEX'],
  ];
  for (const [kind, path] of pages) {
    test(`${kind} tables scroll inside their own box, with a shadow cue, instead of cutting columns (${path})`, async ({
      page,
    }) => {
      await page.goto(path!);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // The page itself never scrolls sideways: nothing is cut off at the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const scrollers = page.locator('article div:has(> table)');
      const wide = [];
      for (const box of await scrollers.all()) {
        if (await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) wide.push(box);
      }
      expect(wide.length, 'a table wider than the phone').toBeGreaterThan(0);
      for (const box of wide) {
        expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
        expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
        // Scrolled to the end, the last column comes fully into the box.
        const lastFits = await box.evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
          const cell = el.querySelector('tr > :last-child')!.getBoundingClientRect();
          const frame = el.getBoundingClientRect();
          return cell.right <= frame.right + 1 && cell.left >= frame.left - 1;
        });
        expect(lastFits).toBe(true);
      }
    });
  }
});

test('robots.txt points to the sitemap and keeps the search page out of the index', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /search');
  expect(text).toContain(`Sitemap: ${brand.docsUrl}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
});
