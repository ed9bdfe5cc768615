import { expect, test } from '../support/sharedPage';

test.use({ viewport: { width: 800, height: 900 } });

test('below 996 px the sidebar moves into the mobile menu, with a way back to the main menu', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // On a doc page the mobile menu opens on the docs sidebar.
  await expect(menu.getByRole('link', { name: 'ODSL Language', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: '← Back to main menu' }).click();
  const primary = menu.locator('.navbar-sidebar__item').first();
  await expect(primary.getByRole('link', { name: 'Getting Started', exact: true })).toBeInViewport();
  await expect(primary.getByRole('link', { name: /^Portal/ })).toBeInViewport();
  await page.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(menu).toBeHidden();
});
