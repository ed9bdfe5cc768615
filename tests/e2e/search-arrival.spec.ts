import { expect, test, type Page } from '@playwright/test';
import { modalInput, openWithButton } from './search-support';

/**
 * Arrival at the words (issue 33 item 5): a result opened from the modal or /search highlights the query's
 * words on its page (CSS Custom Highlight API, client/searchArrival.ts) and scrolls to the first one in
 * the section the result named.
 */

/** Texts of the highlighted ranges, and whether the first one after the section's heading is in view. */
async function arrival(page: Page) {
  return page.evaluate(() => {
    const highlight = (CSS.highlights as unknown as Map<string, Highlight>).get('search-arrival');
    const ranges = highlight ? [...(highlight as unknown as Set<Range>)] : [];
    const id = decodeURIComponent(location.hash.slice(1));
    const anchor = id ? document.getElementById(id) : null;
    const first = ranges.find(
      (range) =>
        !anchor ||
        (anchor.compareDocumentPosition(range.startContainer) &
          (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) !==
          0,
    );
    const box = first?.getBoundingClientRect();
    return {
      words: ranges.map((range) => range.toString().toLowerCase()),
      firstInView: box ? box.top >= 0 && box.bottom <= window.innerHeight : false,
    };
  });
}

async function expectArrivedAt(page: Page, term: string) {
  await expect.poll(async () => (await arrival(page)).words.length).toBeGreaterThan(0);
  const { words, firstInView } = await arrival(page);
  for (const word of words) expect(word.startsWith(term), word).toBe(true);
  expect(firstInView).toBe(true);
}

test('a section result opened from /search highlights the words and shows the first in that section', async ({
  page,
}) => {
  await page.goto('/search?q=calendar');
  const section = page.locator('main article ul a[href*="#"]').first();
  await expect(section).toBeVisible();
  const href = (await section.getAttribute('href')) ?? '';
  await section.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expectArrivedAt(page, 'calendar');

  // Moving on to another page, not from search, clears the highlight.
  const here = new URL(page.url()).pathname;
  await page
    .locator(`.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not([href="${here}"])`)
    .first()
    .click();
  await expect(page).not.toHaveURL((url) => url.pathname === here);
  await expect.poll(async () => (await arrival(page)).words).toEqual([]);
});

test('a result opened from the modal with Enter highlights the words', async ({ page }) => {
  await page.goto('/docs');
  await openWithButton(page);
  await modalInput(page).pressSequentially('webhook', { delay: 40 });
  await expect(page.locator('.DocSearch-Hit a[data-search-query="webhook"]').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expectArrivedAt(page, 'webhook');
});

test('a page opened without search highlights nothing', async ({ page }) => {
  await page.goto('/docs/odsl');
  await expect(page.locator('main h1')).toBeVisible();
  expect((await arrival(page)).words).toEqual([]);
});

test.describe('reading on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a wide table keeps its first column in view while the rest scrolls; code buttons show without hover', async ({
    page,
  }) => {
    await page.goto('/docs/data/ir');
    // A table wider than the phone scrolls in its own region (src/components/MarkdownTable).
    const scroller = page.locator('.markdown [role="region"]:has(> table)').first();
    await scroller.scrollIntoViewIfNeeded();
    const table = scroller.locator('table');
    const key = table.locator('tbody tr').first().locator('td').first();
    const second = table.locator('tbody tr').first().locator('td').nth(1);
    const before = { key: await key.boundingBox(), second: await second.boundingBox() };
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(async () => (await second.boundingBox())?.x).toBeLessThan((before.second?.x ?? 0) - 50);
    // Within a pixel: the collapsed border of a sticky cell may move by half its width.
    expect(Math.abs(((await key.boundingBox())?.x ?? 0) - (before.key?.x ?? 0))).toBeLessThanOrEqual(1);
    // The scrolled cells pass under the key cell, which is painted over them.
    const hit = await key.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return cell.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(hit).toBe(true);

    const copy = page.locator('.theme-code-block button[aria-label*="Copy" i]').first();
    await copy.scrollIntoViewIfNeeded();
    await expect(copy).toHaveCSS('opacity', '1');
    await copy.tap();
    await expect(page.locator('.theme-code-block button[aria-label*="Copied" i]').first()).toBeVisible();
  });
});
