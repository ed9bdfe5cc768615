import { expect, test } from '../support/sharedPage';
import {
  builtHtml,
  cardsOf,
  pagesWithCards,
  readLlmsIndex,
  readSearchSections,
  sidebarEntryKind,
} from './buildFacts';
import {
  breadcrumbListNames,
  breadcrumbProblems,
  cardProblems,
  indexCoverageProblems,
  leafOf,
  misfiledPages,
  overfullOtherSections,
} from './checks';

/*
 * What the weight plugins (plugins/lean-docs and the bundle plugins) must not take from a reader, checked
 * on the production build whatever Docusaurus version built it (`npm run rehearse:upgrade` runs this
 * folder on the newest 3.x). Sections and pages come from the build, never from a list kept here.
 */

const sections = readLlmsIndex();
const pagesByPath = new Map(sections.flatMap((section) => section.pages.map((page) => [page.path, page])));

test('the build lists the sidebar’s sections and their pages', () => {
  expect(sections.length).toBeGreaterThan(1);
  for (const section of sections) expect(section.pages.length, section.title).toBeGreaterThan(0);
});

for (const section of sections) {
  test(`${section.title}: a leaf page shows its breadcrumbs and BreadcrumbList`, async ({ page }) => {
    const leaf = leafOf(section, (path) => sidebarEntryKind(builtHtml(path)));
    expect(leaf, `a page of "${section.title}" whose sidebar entry is a leaf`).toBeDefined();
    await page.goto(leaf!.path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs, `breadcrumbs on ${leaf!.path}`).toBeVisible();
    const visible = (await crumbs.getByRole('listitem').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean);
    const structured = breadcrumbListNames(
      await page.locator('script[type="application/ld+json"]').allTextContents(),
    );
    expect(breadcrumbProblems(section.title, visible, structured), leaf!.path).toEqual([]);
  });
}

test('search files each doc under its sidebar section; no other section fills up with docs', () => {
  // Docs only: the blog has a section of its own, which grows with every post.
  const docsBase = `/${sections[0]!.pages[0]!.path.split('/')[1]}`;
  const index = new Map(
    [...readSearchSections()].filter(([path]) => path === docsBase || path.startsWith(`${docsBase}/`)),
  );
  expect(indexCoverageProblems(sections, index)).toEqual([]);
  expect(misfiledPages(sections, index)).toEqual([]);
  expect(overfullOtherSections(sections, index)).toEqual([]);
});

test('every card of every page with cards shows its description', () => {
  const pages = pagesWithCards();
  expect(pages.length).toBeGreaterThan(0);
  const problems = pages.flatMap((path) =>
    cardProblems(cardsOf(builtHtml(path)), pagesByPath).map((problem) => `${path}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

// The built HTML shows the server render; the browser's render must show the same descriptions.
for (const path of ['/docs/category/general-tutorials', '/docs/api']) {
  test(`${path}: once the page runs, its cards still show their descriptions`, async ({ page }) => {
    const expected = cardsOf(builtHtml(path));
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const cards = page.locator('a.card.padding--lg');
    await expect(cards).toHaveCount(expected.length);
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        title: link.querySelector('h2')?.textContent?.trim() ?? '',
        description: link.querySelector('p')?.textContent?.trim() || undefined,
      })),
    );
    expect(cardProblems(shown, pagesByPath)).toEqual([]);
  });
}

test('the announcement’s dismissal is stored under the theme’s key, with no suffix', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('banner').filter({ hasText: 'blog' }).getByRole('button', { name: 'Close' }).click();
  const keys = () =>
    page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('docusaurus.announcement')),
    );
  await expect
    .poll(async () => (await keys()).sort())
    .toEqual(['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']);
});
