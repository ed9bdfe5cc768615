import { expect, test } from '../support/sharedPage';

test.describe('doc pages', () => {
  test('the table of contents lists h2 and h3 headings only', async ({ page }) => {
    await page.goto('/docs');
    const toc = page.locator('.table-of-contents').first();
    const targets = await toc.locator('a').evaluateAll((links) =>
      links.map((a) => {
        const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
        return document.getElementById(id)?.tagName ?? 'missing';
      }),
    );
    expect(targets.length).toBeGreaterThan(2);
    expect(new Set(targets)).toEqual(new Set(['H2', 'H3']));
    // The page has an h4, and it stays out of the table of contents.
    const h4 = page.locator('article h4').first();
    await expect(h4).toBeVisible();
    const h4Id = await h4.getAttribute('id');
    await expect(toc.locator(`a[href="#${h4Id}"]`)).toHaveCount(0);
  });

  test('breadcrumbs show the path to the page', async ({ page }) => {
    await page.goto('/docs/api');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('API Reference');
  });

  test('one sidebar lists every top-level section, and categories cannot be hidden', async ({ page }) => {
    await page.goto('/docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    for (const label of [
      'Getting Started',
      'Tutorials',
      'ODSL Language',
      'API Reference',
      'Data Catalogue',
    ]) {
      await expect(sidebar.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  });

  test('opening one category does not collapse another', async ({ page }) => {
    await page.goto('/docs');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    // Top-level categories only: an opened category's own subcategories must not shift the second one.
    const toggles = sidebar.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible button');
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('code blocks highlight ODSL', async ({ page }) => {
    await page.goto('/docs');
    const block = page.locator('pre.language-odsl').first();
    await expect(block.locator('.token.keyword', { hasText: 'print' })).toBeVisible();
    await expect(block.locator('.token.comment').first()).toBeVisible();
  });
});

test.describe('generated pages', () => {
  test('a category page lists its docs with its description', async ({ page }) => {
    await page.goto('/docs/category/general-tutorials');
    await expect(page.getByRole('heading', { level: 1, name: 'General tutorials' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Stand-alone tutorials');
    await expect(page.locator('main article a[href^="/docs/"]').first()).toBeVisible();
  });

  test('the tag index lists tags and links to tag pages', async ({ page }) => {
    await page.goto('/docs/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await page.locator('main a[href="/docs/tags/odsl"]').first().click();
    await expect(page).toHaveURL(/\/docs\/tags\/odsl$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tagged with "ODSL"');
    await expect(page.locator('main article a[href^="/docs/"]').first()).toBeVisible();
  });
});
