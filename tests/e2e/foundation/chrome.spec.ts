import { expect, test } from '@playwright/test';
import brand from '../../../src/brand';

test.describe('site chrome', () => {
  test('navbar shows Getting Started, Web site, Portal and the logo', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const gettingStarted = navbar.getByRole('link', { name: 'Getting Started', exact: true });
    await expect(gettingStarted).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('link', { name: /^Web site/ })).toHaveAttribute('href', brand.websiteUrl);
    await expect(navbar.getByRole('link', { name: /^Portal/ })).toHaveAttribute('href', brand.portalUrl);
    const logo = navbar.getByRole('img', { name: `${brand.productName} logo` }).first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /\/img\/logo\.svg$/);
    await gettingStarted.click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  });

  test('external navbar links open off-site', async ({ page }) => {
    await page.goto('/docs');
    const portal = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Portal/ });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', /noopener/);
  });

  test('skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands in the page content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    await expect.poll(focusedInMain).toBe(true);
  });

  test('footer carries the fixed 2025 copyright of the company', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(`Copyright © 2025 ${brand.company}`);
  });

  test('the social card image that pages announce exists', async ({ page, request }) => {
    await page.goto('/docs');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBeTruthy();
    const response = await request.get(new URL(image ?? '').pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  });

  test('the navbar stays visible when the reader scrolls down', async ({ page }) => {
    await page.goto('/docs');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Scroll handlers run before the next frame is painted; after two frames the navbar has reacted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar).toBeInViewport({ ratio: 1 });
    expect(await navbar.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.getByRole('banner').filter({ hasText: 'blog' });

  test('can be dismissed, stays dismissed, and returns when its id changes', async ({ page }) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);

    await page.reload();
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/docs');
    await expect(bar(page)).toHaveCount(0);

    // A dismissal recorded for an older announcement must not hide the current one.
    await page.evaluate(() =>
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});
