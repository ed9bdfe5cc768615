import { expect, test, type Page } from '@playwright/test';
import brand from '../../src/brand';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectAnswered, modal, modalInput, openWithButton } from './search-support';

/**
 * The modal as a person types into it (issue 33 item 4, issue 36 item 2): every key typed after the
 * shortcut reaches the box, on a freshly loaded page and on a warm one, and no frame shows results, a count
 * or "No results" of another query than the one in the box.
 */

const WORDS = ['python', 'calendar', 'webhook'];
const NO_MATCH = 'qzxwvjk';
/** A person's pace between keys. */
const KEY_DELAY = 60;

/**
 * Records, on every frame and every change of the modal, whether what it shows belongs to another query
 * than the box's: the query named by "No results for" or by the "See all" link, whichever is visible.
 */
async function watchForStaleScreens(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __stale: string[] };
    w.__stale = [];
    const visible = (el: Element | null) => el?.checkVisibility({ visibilityProperty: true }) ?? false;
    const check = () => {
      const box = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input')?.value ?? '';
      const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
      const seeAll = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
      const shown = visible(none)
        ? none?.textContent
        : visible(seeAll)
          ? new URL(seeAll?.href ?? '', location.href).searchParams.get('q')
          : null;
      if (box && shown != null && shown !== box) w.__stale.push(`"${shown}" under "${box}"`);
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function staleScreens(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __stale: string[] }).__stale);
}

/** The modal's results all answer `query`: "See all" names it, and each result links a page of it. */
async function expectResultsOf(page: Page, query: string): Promise<void> {
  await expectAnswered(page);
  await expect(modalInput(page)).toHaveValue(query);
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent(query)}`,
  );
  await expect(modal(page)).not.toHaveAttribute('data-stale');
}

test.describe('search modal as a person types', () => {
  for (const shortcut of ['ControlOrMeta+k', '/']) {
    test(`every key typed right after ${shortcut} on a freshly loaded page reaches the box`, async ({
      browser,
    }) => {
      // Three first visits, each with nothing cached.
      test.slow();
      for (const word of WORDS) {
        // A new context each time: nothing cached, the page as a first visit loads it.
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('/docs');
        await page.keyboard.press(shortcut);
        await page.keyboard.type(word, { delay: KEY_DELAY });
        await expect(modalInput(page)).toHaveValue(word);
        await expect(modalInput(page)).toBeFocused();
        await expectResultsOf(page, word);
        await context.close();
      }
    });
  }

  test('on a warm page, the box takes every key and no frame shows another query', async ({ page }) => {
    // About a hundred keys at a person's pace, each word answered twice.
    test.slow();
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill('curve');
    await expectAnswered(page);
    await page.keyboard.press('Escape');
    await watchForStaleScreens(page);
    for (const word of [...WORDS, 'forward curve']) {
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type(word, { delay: KEY_DELAY });
      await expectResultsOf(page, word);
      // Backspace and retype the end: the answers of the shorter queries must not show either.
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(word.slice(-2), { delay: KEY_DELAY });
      await expectResultsOf(page, word);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
    expect(await staleScreens(page)).toEqual([]);
  });

  test('the no-results screen, as the first query of a fresh page, lists the four texts once searched', async ({
    page,
  }) => {
    await page.goto('/docs');
    await page.keyboard.press('ControlOrMeta+k');
    await watchForStaleScreens(page);
    // Until the query's search has finished, "No results" must not show: the first answers are held back.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/pagefind\/(index|fragment)\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.type(NO_MATCH, { delay: KEY_DELAY });
    await expect(modalInput(page)).toHaveValue(NO_MATCH);
    await expect(modal(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('No results found for')).toBeHidden();
    release();

    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.DocSearch-Title')).toHaveText(`No results found for "${NO_MATCH}"`);
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen).toContainText('Believe this query should return results?');
    const letUsKnow = screen.getByRole('link', { name: 'Let us know.' });
    await expect(letUsKnow).toHaveAttribute('href', brand.supportUrl);
    await expect(letUsKnow).toHaveCSS('text-decoration-line', 'underline');
    await expect(modal(page)).toHaveAttribute('aria-busy', 'false');
    expect(await staleScreens(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
