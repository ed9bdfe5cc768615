import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import brand from '../../src/brand';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  HOSTILE_QUERIES,
  expectAnswered,
  expectNotInjected,
  modal,
  expectAccessibleModal,
  modalInput,
  openWithButton,
  trackPageErrors,
} from './search-support';
// Tests that neither route nor count requests run on the worker's shared page (support/sharedPage.ts).
import { test as sharedTest } from './support/sharedPage';

/** A query every build of the site answers (the ODSL section exists from the start). */
const QUERY = 'ODSL';
const NO_MATCH = 'qzxwvjk';

/**
 * Holds the index chunks requested while shut until `release`. Fragments (page texts) are never held:
 * two queries may share them.
 */
async function holdIndexChunks(page: Page) {
  let shut = false;
  const held: Route[] = [];
  await page.route(INDEX_CHUNK, (route) => (shut ? held.push(route) : route.continue()));
  return {
    shut: () => (shut = true),
    open: () => (shut = false),
    count: () => held.length,
    release: () => Promise.all(held.splice(0).map((route) => route.continue())),
  };
}

/** Counts the fragment downloads that start from now on, and how many of them have not finished. */
function watchFragments(page: Page) {
  const started = new Set<Request>();
  const finished = new Set<Request>();
  const isFragment = (request: Request) => /\/pagefind\/fragment\//.test(request.url());
  page.on('request', (request) => isFragment(request) && started.add(request));
  const done = (request: Request) => started.has(request) && finished.add(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { finished: () => finished.size, pending: () => started.size - finished.size };
}

/** Waits until the history entry the open modal pushed (SearchBar/keyboardAndHistory.ts) is gone. */
async function expectSearchHistoryEntryGone(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys((window.history.state as object | null) ?? {})))
    .not.toContain('__searchOpen');
}

/** The index chunks of the built index (Pagefind swallows their failures). */
const INDEX_CHUNK = /\/pagefind\/index\//;

/** Queries whose pages have two-word titles, which the index also holds as one word. */
const GLUE_QUERIES = ['Curve Functions', 'CRON expressions'];

/** A snippet shown under a title neither repeats it nor opens with it squashed into one word. */
function expectNotGlued(title: string, snippet: string): void {
  const squashed = title.replace(/[^\p{L}\p{N}]+/gu, '');
  expect(snippet, `snippet under "${title}"`).not.toContain(`${squashed}.`);
  expect(snippet.startsWith(`${title.trim()}.`), `snippet under "${title}" repeats it: ${snippet}`).toBe(
    false,
  );
}

test.describe('search modal on the built index', () => {
  test("a later query's answer wins over an earlier one that arrives after it", async ({ page }) => {
    await page.goto('/search?q=python');
    const found = page.locator('main').getByText(/^\d+ pages? found$/);
    await expect(found).toBeVisible();
    const pythonPages = Number(/\d+/.exec(await found.innerText())?.[0]);

    // The index chunks asked for while the gate is shut wait until released: the first query's only.
    const held = await holdIndexChunks(page);
    await page.goto('/docs');
    await openWithButton(page);
    held.shut();
    await modalInput(page).fill('curve');
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    held.open();
    await modalInput(page).fill('python');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(`See all ${pythonPages} results`);
    const shown = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

    // The earlier query answers now; once the modal has nothing pending, the later results still show.
    await held.release();
    await expect(modal(page)).toHaveAttribute('aria-busy', 'false');
    await expect(modalInput(page)).toHaveValue('python');
    await expect(seeAll).toHaveText(`See all ${pythonPages} results`);
    expect(
      await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(shown);
  });

  sharedTest(
    'opens with the button, Ctrl/Cmd+K and the slash key every time, and closes with Escape',
    async ({ page }) => {
      await page.goto('/docs');
      await openWithButton(page);
      await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
      await expect(modalInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();

      // Closing returns focus to the navbar button; the shortcuts still open search, without a click.
      for (const key of ['/', 'ControlOrMeta+k', '/', '/', 'ControlOrMeta+k']) {
        await page.keyboard.press(key);
        await expect(modal(page), key).toBeVisible();
        await expect(modalInput(page)).toHaveValue('');
        await page.keyboard.press('Escape');
        await expect(modal(page)).toBeHidden();
        await expectSearchHistoryEntryGone(page);
      }

      // "/" typed into a field stays a character.
      await page.goto('/search');
      await page.locator('main input[type="search"]').pressSequentially('a/b');
      await expect(page.locator('main input[type="search"]')).toHaveValue('a/b');
      await expect(modal(page)).toHaveCount(0);
    },
  );

  sharedTest('on a phone, Back closes the open search and nothing else', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const address = '/docs/odsl#kept-anchor';
    await page.goto(address);
    const here = (url: URL) => `${url.pathname}${url.hash}` === address;
    await page.locator('main').evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);

    await openWithButton(page);
    await modalInput(page).fill(QUERY);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(here);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Closed with Escape, the modal leaves no history entry behind: Back leaves the page as usual.
    await openWithButton(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expectSearchHistoryEntryGone(page);
    await expect(page).toHaveURL(here);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Back to the document loaded first: Playwright's goBack, as page.evaluate dies with the document.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // A result opened from the modal takes its place: Back returns to the page search was opened on.
    await page.goto(address);
    await openWithButton(page);
    await modalInput(page).fill(QUERY);
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(modal(page)).toBeHidden();
    await expect(page).not.toHaveURL(here);
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(here);
  });

  sharedTest('groups highlighted results by section; arrows and Enter navigate', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await openWithButton(page);
    await modalInput(page).fill(QUERY);
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

    // The link is the option (SearchBar/modalSemantics.ts).
    const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const firstId = await selected.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveAttribute('id', firstId ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('id', firstId ?? '');

    const href = await selected.getAttribute('href');
    expect(href).toMatch(/^\/(docs|blog)/);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    expect(errors).toEqual([]);

    // The chosen result is now a recent search.
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  });

  sharedTest('"See all results" opens /search with the encoded query', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    await modalInput(page).fill(`${QUERY} language`);
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toContainText('See all');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=ODSL%20language$/);
    await expect(page.locator('main input[type="search"]')).toHaveValue(`${QUERY} language`);
  });

  sharedTest('"See all N results" counts the current query, as the /search page does', async ({ page }) => {
    const query = 'python sdk';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const found = page.locator('main').getByText(/^\d+ pages? found$/);
    await expect(found).toBeVisible();
    const pages = Number(/\d+/.exec(await found.innerText())?.[0]);

    await openWithButton(page);
    // Letter by letter, as a reader types: DocSearch 4.7 alone would add up every prefix's count.
    await modalInput(page).pressSequentially(query, { delay: 30 });
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveAttribute('href', /\/search\?q=python%20sdk$/);
    await expect(seeAll).toHaveText(`See all ${pages} results`);
  });

  sharedTest('does not credit Algolia when the built index answers', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill(QUERY);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.getByText(/Powered by/i)).toHaveCount(0);
  });

  sharedTest('result snippets start with the text, not the title glued to it', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    for (const query of GLUE_QUERIES) {
      await modalInput(page).fill(query);
      // Wait for this query's hits: the list of the previous query stays on screen until they arrive.
      await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(
        new RegExp(query.split(' ')[0], 'i'),
      );
      for (const hit of await page.locator('.DocSearch-Hit').all()) {
        // A page hit shows no snippet line when the page has no text to show.
        const title = (await hit.locator('.DocSearch-Hit-title').allInnerTexts()).join(' ');
        const below = (await hit.locator('.DocSearch-Hit-path').allInnerTexts()).join(' ');
        expectNotGlued(title, below);
      }
    }
  });

  test('shows the failure texts when the index cannot be fetched', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill(QUERY);
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
  });

  test('says "Unable to fetch results" when only the index chunks fail, and Try again recovers', async ({
    page,
  }) => {
    const blocked: string[] = [];
    await page.route(INDEX_CHUNK, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill('curve');
    await expect(modal(page)).toContainText('Unable to fetch results');
    expect(blocked.length).toBeGreaterThan(0);
    await expect(modal(page).getByText('No results found')).toBeHidden();

    await page.unroute(INDEX_CHUNK);
    await modal(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page)).not.toContainText('Unable to fetch results');
  });

  sharedTest('shows the no-results texts with a link to the support desk', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    // A query with results first, so DocSearch has section names to suggest.
    await modalInput(page).fill(QUERY);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await modalInput(page).fill(NO_MATCH);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText(`No results found for`);
    await expect(screen).toContainText(NO_MATCH);
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const letUsKnow = screen.getByRole('link', { name: 'Let us know.' });
    await expect(letUsKnow).toHaveAttribute('href', brand.supportUrl);
  });

  sharedTest('treats hostile queries as text', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/docs');
    await openWithButton(page);
    for (const query of HOSTILE_QUERIES) {
      await modalInput(page).fill(query);
      await expectAnswered(page);
      await expectNotInjected(page);
      // The modal caps the query length; what it keeps is shown as typed.
      expect(query.startsWith(await modalInput(page).inputValue())).toBe(true);
    }
    const tagged = `<b onmouseover="window.__pwned = 1">${NO_MATCH}</b>`;
    await modalInput(page).fill(tagged);
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title strong')).toHaveText(tagged);
    await expect(page.locator('.DocSearch-NoResults b')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('/search page', () => {
  test("a later query's answer wins over an earlier one that arrives after it", async ({ page }) => {
    await page.goto('/search?q=python');
    const main = page.locator('main');
    const found = main.getByText(/^\d+ pages? found$/);
    await expect(found).toBeVisible();
    const pythonCount = await found.innerText();
    const pythonTitles = await main.locator('article h2').allInnerTexts();

    await page.goto('/search');
    const held = await holdIndexChunks(page);
    const input = main.locator('input[type="search"]');
    held.shut();
    await input.fill('curve');
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    held.open();
    await input.fill('python');
    await expect(found).toHaveText(pythonCount);

    // Released, the earlier query finishes its downloads (its chunk, then its pages' fragments).
    const fragmentsAfter = watchFragments(page);
    await held.release();
    await expect.poll(() => fragmentsAfter.finished()).toBeGreaterThan(0);
    await expect.poll(() => fragmentsAfter.pending()).toBe(0);
    await expect(found).toHaveText(pythonCount);
    expect(await main.locator('article h2').allInnerTexts()).toEqual(pythonTitles);
    await expect(input).toHaveValue('python');
  });

  sharedTest(
    'reads q on direct load and reload, and shows highlighted results with hierarchy',
    async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
      const input = page.locator('main input[type="search"]');
      await expect(input).toHaveValue(QUERY);
      const results = page.locator('main article');
      await expect(results.first()).toBeVisible();
      await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\/(docs|blog)/);
      await expect(page.locator('main article mark').first()).toBeVisible();
      await page.reload();
      await expect(input).toHaveValue(QUERY);
      await expect(results.first()).toBeVisible();
    },
  );

  test('links every result to its page and section as the site routes them, without a trailing slash', async ({
    page,
  }) => {
    await page.goto('/search?q=curve');
    await expect(page.locator('main article').first()).toBeVisible();
    const hrefs = await page
      .locator('main article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href, href).toMatch(/^\/(docs|blog)\/[^#]*[^/#](#[\w-]+)?$/);
  });

  /** Files of the local index: the engine, its worker and entry, WebAssembly, metadata, chunks, fragments. */
  const INDEX_FILE = /\/pagefind\//;
  for (const path of ['/search?q=curve', '/search']) {
    test(`${path} downloads each file of the index once, the engine in its worker`, async ({ page }) => {
      const indexFiles: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Pagefind adds a fresh `?ts=` to its entry file on each load of the engine.
        if (INDEX_FILE.test(url.pathname)) indexFiles.push(url.pathname);
      });
      page.on('console', (message) => {
        // Playwright says so when it blocks the site's service worker (playwright.config.ts): not the site's.
        if (message.type() === 'warning' && !message.text().includes('blocked by Playwright'))
          warnings.push(message.text());
      });
      await page.goto(path);
      if (path.includes('?q=')) await expect(page.locator('main article').first()).toBeVisible();
      await expect.poll(() => indexFiles.filter((file) => file.endsWith('.pf_meta')).length).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(indexFiles).toContain('/pagefind/pagefind-worker.js');
      expect(indexFiles.length).toBe(new Set(indexFiles).size);
      // Pagefind warns when its worker fails and it falls back to the main thread.
      expect(warnings).toEqual([]);
    });
  }

  test("/search?q= starts loading the query's index and results before the site's scripts run", async ({
    page,
  }) => {
    // With the site's own scripts held back, only the page's warm-up script can ask for these files.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/search?q=curve');
    await expect
      .poll(() => requested.filter((path) => /\/pagefind\/fragment\//.test(path)).length)
      .toBeGreaterThanOrEqual(5);
    expect(requested.some((path) => /\/pagefind\/index\//.test(path))).toBe(true);
  });

  test('/search?q= on a phone keeps the footer below the fold until the results arrive', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Results held back: what the reader sees before they arrive must not move when they do.
    await page.route(/\/pagefind\/(index|fragment)\//, () => undefined);
    await page.goto('/search?q=curve');
    await expect(page.getByText('Searching…')).toBeVisible();
    const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(823);
  });

  test('/search without a query loads no index chunk or result before the reader types', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => /\/pagefind\/(index|fragment)\//.test(path))).toEqual([]);
  });

  sharedTest('result snippets start with the text, not the title glued to it', async ({ page }) => {
    for (const query of GLUE_QUERIES) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const results = page.locator('main article');
      await expect(results.first()).toBeVisible();
      for (const result of await results.all()) {
        const excerpt = result.locator('h2 + p');
        if ((await excerpt.count()) === 0) continue;
        expectNotGlued(await result.locator('h2').innerText(), await excerpt.innerText());
      }
    }
  });

  sharedTest('keeps q in step with the input and with back/forward', async ({ page }) => {
    await page.goto('/search');
    const input = page.locator('main input[type="search"]');
    await input.fill('ODSL data');
    await expect(page).toHaveURL(/\/search\?q=ODSL(\+|%20)data$/);
    await expect(page.locator('main article').first()).toBeVisible();
    const href = await page.locator('main article h2 a').first().getAttribute('href');
    await page.locator('main article h2 a').first().click();
    await expect(page).toHaveURL((url) => url.pathname === href?.split('#')[0]);
    await page.goBack();
    await expect(input).toHaveValue('ODSL data');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === href?.split('#')[0]);
  });

  test('shows the no-results and failure texts', async ({ page }) => {
    await page.goto(`/search?q=${NO_MATCH}`);
    const main = page.locator('main');
    await expect(main).toContainText(`No results found for “${NO_MATCH}”`);
    await expect(main).toContainText('Try searching for');
    await expect(main).toContainText('Believe this query should return results?');
    await expect(main.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', brand.supportUrl);

    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/search?q=${QUERY}`);
    await expect(main).toContainText('Unable to fetch results');
    await expect(main).toContainText('You might want to check your network connection.');
  });

  test('says "Unable to fetch results" when only the index chunks fail, and Try again recovers', async ({
    page,
  }) => {
    await page.route(INDEX_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=curve');
    const main = page.locator('main');
    await expect(main).toContainText('Unable to fetch results');
    await expect(main).not.toContainText('No results found');
    await page.unroute(INDEX_CHUNK);
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.locator('article').first()).toBeVisible();
    await expect(main).not.toContainText('Unable to fetch results');
  });

  test('without JavaScript, says search needs it and links the docs sections of the sidebar', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    const main = page.locator('main');
    // Playwright's text matchers skip <noscript>; the rendered text does not.
    expect(await main.evaluate((element) => (element as HTMLElement).innerText)).toContain(
      'Search needs JavaScript',
    );
    const sections = main.locator('a');
    expect(await sections.count()).toBeGreaterThan(5);
    const hrefs = await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs');
    expect(hrefs).toContain('/docs/odsl');
    // The navbar's search control is a link to this page until scripts run.
    await page.goto('/docs');
    const control = page.locator('.navbar').getByRole('link', { name: 'Search' });
    await expect(control).toHaveAttribute('href', '/search');
    await control.click();
    await expect(page).toHaveURL(/\/search$/);
    await context.close();
  });

  sharedTest('treats hostile queries in q as text', async ({ page }) => {
    const errors = trackPageErrors(page);
    for (const query of HOSTILE_QUERIES) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main input[type="search"]')).toHaveValue(query);
      await expect(page.locator('main')).toContainText(/No results found for|pages? found/);
      await expectNotInjected(page);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('search accessibility', () => {
  sharedTest('the /search page with results has no serious violations', async ({ page }) => {
    await page.goto(`/search?q=${QUERY}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 375, height: 740 },
  ]) {
    test(`the open modal with results is a dialog without serious violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/docs');
      await openWithButton(page);
      await modalInput(page).fill(QUERY);
      await expectAccessibleModal(page);
    });
  }

  test('the open modal saying "search instead for" has no serious violations', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill('pyhton');
    await expect(modal(page).locator('.search-correction')).toContainText('search instead for pyhton');
    await expectAccessibleModal(page);
  });

  sharedTest(
    'the navbar button is named by its visible text and shows a focus ring when reached by Tab',
    async ({ page }) => {
      await page.goto('/docs');
      const button = page.locator('.navbar button.DocSearch-Button');
      await expect(button).toContainText('K');
      const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
      await expect(button).toHaveAccessibleName(
        new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      const axe = await new AxeBuilder({ page })
        .include('.navbar .DocSearch-Button')
        .withRules(['label-content-name-mismatch'])
        .analyze();
      expect(axe.violations).toEqual([]);

      for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(button).toBeFocused();
      const outline = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    },
  );
});
