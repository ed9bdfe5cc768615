import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/sharedPage';
import brand from '../../../src/brand';
import { lightness, pixelsAt, type Rgb } from './pixels';

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

test.describe('scroll shades', () => {
  /**
   * Lightness just inside the left and right edges of a table's scrolling part, averaged over three rows.
   * The first (key) column stays in view (custom.css): the left edge of what scrolls is its right edge.
   */
  async function edges(page: Page, box: Locator): Promise<{ left: number; right: number }> {
    const outer = (await box.boundingBox())!;
    const key = (await box.locator('tr > :first-child').first().boundingBox())!;
    const frame = { ...outer, x: key.x + key.width, width: outer.x + outer.width - (key.x + key.width) };
    const rows = [0.3, 0.5, 0.7].map((share) => frame.y + frame.height * share);
    const left = await pixelsAt(
      page,
      rows.map((y) => ({ x: frame.x + 4, y })),
    );
    const right = await pixelsAt(
      page,
      rows.map((y) => ({ x: frame.x + frame.width - 4, y })),
    );
    const mean = (colours: Rgb[]) => colours.reduce((sum, c) => sum + lightness(c), 0) / colours.length;
    return { left: mean(left), right: mean(right) };
  }

  test('a table that fits shows no shade beside it (/docs at 1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const box = page.locator('article div:has(> table)').first();
    await box.scrollIntoViewIfNeeded();
    const { table, frame } = await box.evaluate((el) => ({
      table: el.querySelector('table')!.getBoundingClientRect().width,
      frame: el.getBoundingClientRect().width,
    }));
    // The table is narrower than its box: the box's right edge is bare page.
    expect(table).toBeLessThan(frame - 20);
    expect((await edges(page, box)).right).toBeGreaterThan(250);
  });

  test('a wide table shades the side where more columns lie, and only that side (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/company/EEX');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    let wide: Locator | undefined;
    for (const candidate of await page.locator('article div:has(> table)').all()) {
      if (await candidate.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) {
        wide = candidate;
        break;
      }
    }
    if (!wide) throw new Error('no table wider than the phone on /docs/company/EEX');
    const box = wide;
    await box.scrollIntoViewIfNeeded();

    const atStart = await edges(page, box);
    expect(atStart.right).toBeLessThan(atStart.left - 15);

    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect
      .poll(() => box.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1))
      .toBe(true);
    const atEnd = await edges(page, box);
    expect(atEnd.left).toBeLessThan(atEnd.right - 15);
  });
});
