import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { htmlFilesOf, routeOfBuiltFile } from '../../lib/built-pages/htmlFiles.mjs';
import { CATEGORIES, RELEVANCE_CASES, type RelevanceCase } from './search-relevance-cases';
import { expectAnswered, modal, modalInput, openWithButton } from './search-support';
import { testWithSharedPage } from './support/sharedPage';

/*
 * Relevance of the built index, measured on the set of search-relevance-cases.ts (the hand-written
 * categories and the jobs list's phrasings): for each category and each UI, the share of queries whose expected page
 * is among the first three results must be at least 90%. Each test prints its rates (top-1 and top-3) and
 * its misses. Then: a typo shows the corrected word's results at once; highlighting marks words, not
 * letters inside them.
 */

const ROOT = join(__dirname, '../..');
const BUILD = join(ROOT, 'build');
const MIN_TOP3_RATE = 0.9;

/*
 * The cases of a category run one after another on the worker's page (support/sharedPage.ts), typed into
 * the box as a reader refines a query: the page and the search engine load once per worker, not once per
 * case. The box is emptied first, so the results shown can only be the new query's.
 */
const test = testWithSharedPage({ stay: true });

/*
 * The jobs list is long: its cases run in parts, side by side on the workers, each held to the same rate.
 * The other categories run whole.
 */
const JOB_PARTS = 4;

function caseGroups(): Array<{ name: string; cases: RelevanceCase[] }> {
  return CATEGORIES.flatMap((category) => {
    const cases = RELEVANCE_CASES.filter((c) => c.category === category);
    if (category !== 'job') return [{ name: `${category} queries`, cases }];
    const size = Math.ceil(cases.length / JOB_PARTS);
    return Array.from({ length: JOB_PARTS }, (_, i) => ({
      name: `job phrasings (part ${i + 1} of ${JOB_PARTS})`,
      cases: cases.slice(i * size, (i + 1) * size),
    }));
  });
}

function builtPages(): Array<{ route: string; text: string }> {
  return htmlFilesOf(BUILD, { skip: ['pagefind'] }).flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const body = /data-pagefind-body[\s\S]*/.exec(html)?.[0];
    if (!body) return [];
    const text = body
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
    return [{ route: routeOfBuiltFile(BUILD, file), text }];
  });
}

let pages: Array<{ route: string; text: string }> | undefined;

function expectedRoutes(expected: RelevanceCase['expect']): string[] {
  if (Array.isArray(expected)) return expected;
  pages ??= builtPages();
  const containing = pages
    .filter((page) => page.text.includes(expected.containing))
    .map((page) => page.route);
  return [...containing, ...(expected.or ?? [])];
}

function topPages(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs.map((href) => new URL(href, 'http://x').pathname))].slice(0, 3);
}

/** The first three pages the /search page lists for `query`. */
async function searchPageTop(page: Page, query: string): Promise<string[]> {
  if (new URL(page.url()).pathname !== '/search') {
    await page.goto('/search');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  }
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('');
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await box.fill(query);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${query.trim()}”`);
  const results = page.locator('main article h2 a');
  await expect(results.first().or(page.getByText('No results found for'))).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return topPages(await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')));
}

/** The first three pages the modal lists for `query`. */
async function modalTop(page: Page, query: string): Promise<string[]> {
  if (!(await modal(page).isVisible())) {
    await page.goto('/docs');
    await openWithButton(page);
  }
  await modalInput(page).fill('');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  await modalInput(page).fill(query);
  await expectAnswered(page);
  // The modal may say "No results" for the query before its answer arrives (DocSearch shows the empty
  // answer of the empty box under the new query): a query counts as unanswered only when no hit comes.
  const links = modal(page).locator('.DocSearch-Hit a');
  const answered = await links
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!answered) return [];
  await expect(modal(page)).not.toHaveAttribute('aria-busy', 'true');
  return topPages(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')));
}

const UIS = { '/search': searchPageTop, modal: modalTop } as const;

function percent(count: number, of: number): string {
  return `${Math.round((100 * count) / of)}% (${count}/${of})`;
}

for (const [ui, topOf] of Object.entries(UIS)) {
  for (const { name, cases } of caseGroups()) {
    test(`${ui}: at least 90% of the ${name} rank their page in the top 3`, async ({ page }) => {
      expect(cases.length, `no cases for ${name}`).toBeGreaterThan(0);
      test.setTimeout(15_000 + cases.length * 3_000);
      let top1 = 0;
      const misses: string[] = [];
      for (const { query, expect: expected } of cases) {
        const wanted = expectedRoutes(expected);
        expect(wanted, `no built page for "${query}"`).not.toEqual([]);
        const top = await topOf(page, query);
        if (wanted.includes(top[0] ?? '')) top1 += 1;
        if (!top.some((route) => wanted.includes(route)))
          misses.push(`"${query}" → ${top.join(', ') || 'nothing'}`);
      }
      const found = cases.length - misses.length;
      console.log(
        `[relevance] ${ui} ${name}: top-1 ${percent(top1, cases.length)}, top-3 ${percent(found, cases.length)}` +
          (misses.length ? `\n  misses: ${misses.join('\n          ')}` : ''),
      );
      expect(found / cases.length, misses.join('\n')).toBeGreaterThanOrEqual(MIN_TOP3_RATE);
    });
  }
}

test.describe('spelling correction', () => {
  test('/search shows the correction of a typo at once, and the words typed on request', async ({ page }) => {
    await page.goto('/search?q=timeseris');
    const main = page.locator('main');
    await expect(main).toContainText('Showing results for timeseries — search instead for timeseris');
    const results = main.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    const top = await results.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(top).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/docs\/odsl\/(variable|topics)\/timeseries/)]),
    );
    await main.getByRole('button', { name: 'timeseris', exact: true }).click();
    await expect(main).toContainText('No results found for “timeseris”');
    await expect(main.getByRole('button', { name: 'timeseries', exact: true })).toBeVisible();
    await expect(main).not.toContainText('Showing results for');
  });

  test('a word with results of its own is not corrected', async ({ page }) => {
    await page.goto('/search?q=vscode');
    const main = page.locator('main');
    await expect(main.locator('article h2 a').first()).toHaveAttribute('href', '/docs/user/vscode');
    await expect(main).not.toContainText('Showing results for');
  });

  test('/search corrects the misspelt word of a longer query and keeps the others', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('jira projekt')}`);
    const main = page.locator('main');
    await expect(main).toContainText('Showing results for jira project — search instead for jira projekt');
    await expect(main.locator('article h2 a').first()).toBeVisible();
  });

  test('the modal shows the results of the correction at once', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill('timeseris');
    await expectAnswered(page);
    await expect(modal(page).locator('.DocSearch-Hit a[href*="/timeseries"]').first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-HitsFooter')).toContainText(
      'Showing results for timeseries — search instead for timeseris',
    );
    // A word typed right needs no correction.
    await modalInput(page).fill('timeseries');
    await expectAnswered(page);
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-HitsFooter')).not.toContainText('Showing results for');
  });

  test('the modal\'s "search instead for" opens the results of the words as typed', async ({ page }) => {
    await page.goto('/docs');
    await openWithButton(page);
    await modalInput(page).fill('pyhton');
    await expectAnswered(page);
    const footer = modal(page).locator('.DocSearch-HitsFooter');
    await expect(footer).toContainText('Showing results for python — search instead for pyhton');
    await footer.getByRole('link', { name: 'pyhton', exact: true }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=pyhton$/);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “pyhton”');
    // Searched uncorrected: no correction line, and no result of the corrected word's page.
    await expect(
      main.getByText('No results found for').or(main.locator('article h2 a').first()),
    ).toBeVisible();
    await expect(main).not.toContainText('Showing results for');
    await expect(main.locator('article h2 a[href="/docs/sdk/python"]')).toHaveCount(0);
  });

  test('the 404 page searches for the spelling correction of the missing path', async ({ page }) => {
    const response = await page.goto('/docs/odsl/variable/timeseris');
    expect(response?.status()).toBe(404);
    const link = page.locator('main').getByRole('link', { name: 'Search the docs' });
    await expect(link).toHaveAttribute('href', '/search?q=odsl%20variable%20timeseries');
    await expect(page.locator('main q')).toHaveText('odsl variable timeseries');
  });
});

test.describe('highlighting', () => {
  test('marks words and word starts, never a lone letter inside a word', async ({ page }) => {
    // Before issue 26, the one-letter term marked the i of every Service.
    await page.goto(`/search?q=${encodeURIComponent('service i')}`);
    const marks = page.locator('main article mark');
    await expect(marks.first()).toBeVisible();
    const marked = await marks.evaluateAll((all) =>
      all.map((mark) => {
        const before = mark.previousSibling?.textContent ?? '';
        return { text: mark.textContent ?? '', glued: /[\p{L}\p{N}]$/u.test(before) };
      }),
    );
    expect(marked.filter((mark) => mark.glued)).toEqual([]);
    expect(marked.map((mark) => mark.text.toLowerCase())).toContain('service');
  });

  test('table excerpts keep cell boundaries as header: cell pairs', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('EXPR')}`);
    const excerpts = page.locator('main article p');
    await expect(excerpts.first()).toBeVisible();
    await expect(
      excerpts.filter({ hasText: /Clause: EXPR · Required: required · Meaning: / }).first(),
    ).toBeVisible();
  });
});
