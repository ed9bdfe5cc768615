import { expect, test } from '../support/sharedPage';

test('an unknown path answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/docs/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Search the docs' })).toHaveAttribute('href', /^\/search/);
  await main.getByRole('link', { name: 'ODSL language' }).click();
  await expect(page).toHaveURL(/\/docs\/odsl$/);
});

test('the search link on the 404 page carries the missing path as a query', async ({ page }) => {
  await page.goto('/docs/curve-builder');
  await expect(page.locator('main').getByRole('link', { name: 'Search the docs' })).toHaveAttribute(
    'href',
    '/search?q=curve%20builder',
  );
});
