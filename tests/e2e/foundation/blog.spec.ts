import { expect, test } from '../support/sharedPage';

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

test('each "Read more" link on the blog index names its post in its text, not only in an aria-label', async ({
  page,
}) => {
  await page.goto('/blog');
  const posts = page.locator('main article');
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    const post = posts.nth(i);
    const title = (await post.locator('h2').innerText()).trim();
    const readMore = post.getByRole('link', { name: /^Read more/ });
    // Search engines read the link text (Lighthouse's SEO audit flags a bare "Read more").
    await expect(readMore).toHaveText(`Read more about ${title}`);
    await expect(readMore).not.toHaveAttribute('aria-label');
    // The title itself is not shown twice: it heads the excerpt right above.
    await expect(readMore.getByText(`about ${title}`)).toHaveCSS('position', 'absolute');
  }
});
