import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/sharedPage';
import { lightness, pixelsAt } from './pixels';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test.describe('ODSL Language in the sidebar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('gives every concept one place: no label repeats a top-level one or another child', async ({
    page,
  }) => {
    await page.goto('/docs/odsl');
    const topLevel = await sidebar(page)
      .locator('.theme-doc-sidebar-menu > li > div > a, .theme-doc-sidebar-menu > li > a')
      .allTextContents();
    const odsl = sidebar(page)
      .locator('.theme-doc-sidebar-menu > li')
      .filter({ has: page.getByRole('link', { name: 'ODSL Language', exact: true }) });
    const children = (
      await odsl.locator(':scope > ul > li > div > a, :scope > ul > li > a').allTextContents()
    ).map((t) => t.trim());
    expect(children.length).toBeGreaterThan(8);
    expect(new Set(children).size).toBe(children.length);
    for (const label of children)
      expect(
        topLevel.map((t) => t.trim()),
        label,
      ).not.toContain(label);
    // Reference before guides: commands and types first, the glossary last.
    expect(children[0]).toBe('Commands');
    expect(children.indexOf('Data Types')).toBeLessThan(children.indexOf('Functions'));
    expect(children.at(-1)).toBe('Language Glossary');
    // The types overview is the first page of the types, not a neighbour of them.
    expect(children).not.toContain('Types at a Glance');
  });

  test('the types overview opens the Data Types category', async ({ page }) => {
    await page.goto('/docs/odsl/types');
    const dataTypes = sidebar(page)
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Data Types', exact: true }) })
      .last();
    const pages = (await dataTypes.locator(':scope > ul > li > a').allTextContents()).map((t) => t.trim());
    expect(pages.slice(0, 2)).toEqual(['Types at a Glance', 'Variables overview']);
    await expect(sidebar(page).getByRole('link', { name: 'Types at a Glance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('command pages read as code, apart from the guides that group them', async ({ page }) => {
    await page.goto('/docs/odsl/command/print');
    const font = (name: string) =>
      sidebar(page)
        .getByRole('link', { name, exact: true })
        .evaluate((a) => getComputedStyle(a).fontFamily);
    const command = await font('print');
    const group = await font('Control Statements');
    expect(command).toMatch(/mono/i);
    expect(group).not.toBe(command);
  });

  for (const slug of ['data-types', 'data-loading', 'data-management']) {
    test(`the spec's category page /docs/category/${slug} still exists`, async ({ page }) => {
      const response = await page.goto(`/docs/category/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('section cards', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const section of ['/docs/api', '/docs/sdk', '/docs/user']) {
    test(`"In this section" on ${section} lists the section's own pages, not the page itself`, async ({
      page,
    }) => {
      await page.goto(section);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const cards = page.locator('article a.card');
      expect(await cards.count()).toBeGreaterThan(1);
      for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href.startsWith(`${section}/`), href).toBe(true);
      }
    });
  }

  test('cards show no emoji and whole titles', async ({ page }) => {
    await page.goto('/docs/category/general-tutorials');
    const titles = page.locator('article a.card h2');
    expect(await titles.count()).toBeGreaterThan(3);
    for (const title of await titles.all()) {
      await expect(title).not.toHaveText(/\p{Extended_Pictographic}/u);
      expect(
        await title.evaluate(
          (h) => h.scrollWidth <= h.clientWidth && getComputedStyle(h).textOverflow !== 'ellipsis',
        ),
      ).toBe(true);
    }
    await expect(page.locator('article a.card svg[aria-hidden="true"]').first()).toBeVisible();
  });

  test('a page card shows the description of its page', async ({ page }) => {
    await page.goto('/docs/api');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const card = page.locator('article a.card[href="/docs/api/realtime"]');
    const source = readFileSync(join(__dirname, '../../../docs/api/realtime.mdx'), 'utf8');
    const description = /^description: (.+)$/m.exec(source)?.[1] ?? 'a description in the front matter';
    await expect(card).toContainText(description);
  });
});

test.describe('blog index', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has an h1 and post titles of at most three lines on a phone', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const titles = page.locator('article header h2');
    expect(await titles.count()).toBeGreaterThan(0);
    for (const title of await titles.all()) {
      const lines = await title.evaluate(
        (h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(3.1);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/docs');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
  const toggle = (page: Page): Locator => page.getByRole('button', { name: 'Toggle navigation bar' });
  const menu = (page: Page): Locator => page.locator('.navbar-sidebar');
  const docsSections = (page: Page): Locator => menu(page).getByRole('list', { name: 'Documentation' });

  async function openHydrated(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  }

  test("outside the docs it offers the sidebar's top sections, beside the same navbar items", async ({
    page,
  }) => {
    // The top-level entries of the docs sidebar, as a desktop reader sees them.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, '/docs');
    const topLevel = await sidebar(page)
      .locator(':scope > ul > li > a, :scope > ul > li > div > a')
      .allTextContents();
    expect(topLevel.length).toBeGreaterThan(5);
    await page.setViewportSize({ width: 390, height: 844 });

    for (const path of ['/', '/blog', '/search']) {
      await openHydrated(page, path);
      await toggle(page).click();
      await expect(docsSections(page).getByRole('link')).toHaveText(topLevel);
      // The navbar's own items stay what they were: the sections are a list of their own.
      await expect(menu(page).locator('ul.menu__list').first().getByRole('link')).toHaveText([
        'Getting Started',
        /Web site/,
        /Portal/,
      ]);
      await page.keyboard.press('Escape');
    }

    // A section link opens that section and closes the menu.
    await openHydrated(page, '/blog');
    await toggle(page).click();
    await docsSections(page).getByRole('link', { name: topLevel[1]! }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).not.toHaveURL(/\/blog/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('on a docs page the menu shows the docs sidebar, not the section list', async ({ page }) => {
    await openHydrated(page, '/docs/odsl');
    await toggle(page).click();
    await expect(menu(page).getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await expect(docsSections(page)).toHaveCount(0);
  });

  test('Back closes the open menu and does nothing else, even on the first page opened', async ({ page }) => {
    await openHydrated(page, '/blog');
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // After a page change: Back closes the menu, the next Back returns to the previous page at once.
    await page.getByRole('link', { name: 'Getting Started' }).first().click();
    await expect(page).toHaveURL(/\/docs$/);
    await toggle(page).click();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a menu closed by its button or by a link leaves no extra step for Back', async ({ page }) => {
    await openHydrated(page, '/');
    await page.goto('/blog');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await toggle(page).click();
    await menu(page)
      .getByRole('button', { name: /Close navigation bar/ })
      .click();
    await expect(menu(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    await openHydrated(page, '/blog');
    await toggle(page).click();
    await docsSections(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/docs$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu(page)).toBeHidden();
  });

  test('the announcement bar dims with the page under the open menu', async ({ page }) => {
    await openHydrated(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    const frame = (await bar.boundingBox())!;
    const end = { x: frame.x + frame.width - 6, y: frame.y + frame.height - 4 };
    const [before] = await pixelsAt(page, [end]);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    // Wait for the backdrop's fade to end.
    await expect
      .poll(() =>
        page.locator('.navbar-sidebar__backdrop').evaluate((el) => Number(getComputedStyle(el).opacity)),
      )
      .toBe(1);
    const navbar = (await page.locator('.navbar').boundingBox())!;
    const [after, dimmedNavbar] = await pixelsAt(page, [
      end,
      { x: navbar.x + navbar.width - 6, y: navbar.y + navbar.height - 4 },
    ]);
    expect(lightness(after!)).toBeLessThan(lightness(before!) - 60);
    // The bar is dimmed as much as the page under it, neither more nor less.
    expect(Math.abs(lightness(after!) - lightness(dimmedNavbar!))).toBeLessThan(12);
    // Its close button is under the backdrop too: a tap there closes the menu, not the bar.
    const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className ?? '', end);
    expect(top).toContain('navbar-sidebar__backdrop');
  });
});
