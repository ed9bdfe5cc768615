import { expect, test } from '@playwright/test';

test('the blog lists every post on one page with reading time and a sidebar grouped by year', async ({
  page,
}) => {
  await page.goto('/blog');
  const posts = page.locator('main article');
  expect(await posts.count()).toBeGreaterThanOrEqual(3);
  await expect(posts.first()).toContainText(/min read/);
  await expect(page.getByRole('navigation', { name: 'Blog pagination' })).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  await expect(sidebar).toContainText('All posts');
  await expect(sidebar.getByRole('heading', { name: '2026' })).toBeVisible();
  expect(await sidebar.getByRole('link').count()).toBe(await posts.count());
});
