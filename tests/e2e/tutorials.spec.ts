import { type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { loadTutorialCatalogue } from '../../data/tutorials';
import { readTutorialPage } from '../../config/tutorialSlices';
import { expandBrandTokens } from '../../src/brand';
import { expectNoSeriousA11yViolations } from './support/axe';

/* The tracks as a reader walks them: order and labels come from the same data the pages are built from. */
const catalogue = loadTutorialCatalogue();
const tracks = catalogue.tracks.map((track) => {
  const steps = track.levels.flatMap((level) => level.steps);
  return {
    id: track.id,
    landing: `/docs/tutorials/${track.landing}`,
    title: readTutorialPage(track.landing).label,
    prerequisites: track.prerequisites.map((p) => expandBrandTokens(p.text)),
    steps: steps.map((id) => ({ path: `/docs/tutorials/${id}`, label: readTutorialPage(id).label })),
  };
});
const generalTutorials = catalogue.tutorials.filter((t) => t.topic).map((t) => `/docs/tutorials/${t.id}`);

const trackMap = (page: Page, title: string) =>
  page.getByRole('navigation', { name: `${title} track`, exact: true });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });

for (const track of tracks) {
  test(`the ${track.id} landing page maps every step of its track in order`, async ({ page }) => {
    await page.goto(track.landing);
    const map = page.getByRole('navigation', { name: `${track.title} track map` });
    await expect(map).toBeVisible();
    const hrefs = await map
      .locator('ol > li > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(track.steps.map((s) => s.path));
    await expect(pager(page).locator('a.pagination-nav__link--next')).toHaveAttribute(
      'href',
      track.steps[0]!.path,
    );
  });

  test(`the ${track.id} landing page lists the track's prerequisites once, and its first step does not repeat them`, async ({
    page,
  }) => {
    await page.goto(track.landing);
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Prerequisites of this track' });
    await expect(list.getByRole('listitem')).toHaveText(track.prerequisites);
    await page.goto(track.steps[0]!.path);
    const overview = page.getByRole('region', { name: 'Tutorial overview' });
    await expect(overview).toBeVisible();
    for (const text of track.prerequisites) await expect(overview).not.toContainText(text);
  });

  test(`every ${track.id} step shows "Step N of M" and links to its neighbours`, async ({ page }) => {
    const total = track.steps.length;
    for (const [index, step] of track.steps.entries()) {
      await page.goto(step.path);
      const map = trackMap(page, track.title);
      await expect(map).toContainText(`Step ${index + 1} of ${total}`);
      await expect(map.locator('[aria-current="step"]')).toHaveText(`${index + 1}. ${step.label}`);
      await expect(map.getByRole('link', { name: `${track.title} track`, exact: true })).toHaveAttribute(
        'href',
        track.landing,
      );
      const previous = index === 0 ? track.landing : track.steps[index - 1]!.path;
      await expect(pager(page).locator('a.pagination-nav__link--prev')).toHaveAttribute('href', previous);
      const next = track.steps[index + 1];
      if (next)
        await expect(pager(page).locator('a.pagination-nav__link--next')).toHaveAttribute('href', next.path);
    }
  });
}

test('a reader can walk the developer track from its landing page to the last step with Next', async ({
  page,
}) => {
  const track = tracks.find((t) => t.id === 'developer')!;
  await page.goto(track.landing);
  for (const [index, step] of track.steps.entries()) {
    await pager(page).locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(new RegExp(`${step.path}$`));
    await expect(trackMap(page, track.title)).toContainText(`Step ${index + 1} of ${track.steps.length}`);
  }
});

test('a step page links to other steps from its map', async ({ page }) => {
  const track = tracks.find((t) => t.id === 'mongodb')!;
  await page.goto(track.steps[0]!.path);
  await trackMap(page, track.title)
    .getByRole('link', { name: `3. ${track.steps[2]!.label}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${track.steps[2]!.path}$`));
  await expect(trackMap(page, track.title)).toContainText(`Step 3 of ${track.steps.length}`);
});

test('a tutorial opens with its goal, audience, level, time and prerequisites', async ({ page }) => {
  await page.goto('/docs/tutorials/gettingstarted1sql');
  const overview = page.getByRole('region', { name: 'Tutorial overview' });
  for (const term of ['Goal', 'Who it is for', 'Level', 'Time', 'Prerequisites']) {
    await expect(overview.getByRole('term').filter({ hasText: term })).toBeVisible();
  }
  await expect(overview.getByRole('link', { name: 'Part 1 of this series' })).toHaveAttribute(
    'href',
    '/docs/tutorials/gettingstarted1',
  );
  for (const heading of ['Check your work', 'Troubleshooting', 'Next steps']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});

test('/docs/tutorials presents every track and every general tutorial', async ({ page }) => {
  await page.goto('/docs/tutorials');
  const main = page.locator('main article');
  for (const track of tracks) {
    await expect(main.getByRole('heading', { level: 3, name: track.title, exact: true })).toBeVisible();
  }
  for (const path of generalTutorials) {
    await expect(main.locator(`section[aria-labelledby^="topic-"] a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(main.getByRole('link', { name: 'General tutorials' })).toHaveAttribute(
    'href',
    '/docs/category/general-tutorials',
  );
});

test('/docs/category/general-tutorials lists general tutorials only, not quick-start steps', async ({
  page,
}) => {
  await page.goto('/docs/category/general-tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'General tutorials' })).toBeVisible();
  const cards = page.locator('main article a.card');
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/docs/tutorials/searching');
  expect(hrefs).toContain('/docs/category/subscribing');
  expect(hrefs.filter((href) => href.includes('/qs/'))).toEqual([]);
});

test('the subscribing category holds the data feeds series first', async ({ page }) => {
  await page.goto('/docs/category/subscribing');
  const hrefs = await page
    .locator('main article a.card')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.slice(0, 3)).toEqual([
    '/docs/tutorials/gettingstarted1',
    '/docs/tutorials/gettingstarted1sql',
    '/docs/tutorials/gettingstarted1camel',
  ]);
});

test('tutorial pages have no serious accessibility violations', async ({ page }) => {
  // Three long pages through axe in one test: give it the time of three.
  test.slow();
  for (const path of ['/docs/tutorials', '/docs/tutorials/qs/developer', '/docs/tutorials/qs/api/security']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
