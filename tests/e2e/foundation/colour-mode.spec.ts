import { expect, test, type Page } from '@playwright/test';

/*
 * Colour mode as spec §4 states it, with the navbar's switch disabled (plugins/colour-mode): a stored
 * "dark" gives dark, a stored "system" follows the system preference, anything else gives light, and the
 * stored value stays. Playwright's own page: the shared page refuses a dark colour scheme.
 */

type Scheme = 'light' | 'dark';

/** Stores `value` under the theme's key (or nothing), as an earlier visit would have. */
async function store(page: Page, value: string | null): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((stored) => {
    if (stored === null) window.localStorage.removeItem('theme');
    else window.localStorage.setItem('theme', stored);
  }, value);
}

async function openHydrated(page: Page, path = '/docs'): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** The scheme a reader sees: light text is on a dark page. */
async function shownScheme(page: Page): Promise<Scheme> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).color);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128 ? 'dark' : 'light';
}

async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await expect.poll(() => shownScheme(page)).toBe(scheme);
}

const storedValue = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('is light by default and offers no switch', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHydrated(page, '/');
    await expectScheme(page, 'light');
    await expect(page.getByRole('button', { name: /dark mode|light mode|system mode/i })).toHaveCount(0);
  });

  for (const system of ['light', 'dark'] as const) {
    test(`a stored "dark" is dark from the first paint and stays stored (system ${system})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await store(page, 'dark');
      // No bundle runs: what the first paint shows comes from the page's own inline scripts.
      await page.route(/\/assets\/js\//, (route) => route.abort());
      await page.goto('/docs');
      await expectScheme(page, 'dark');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await openHydrated(page);
      await expectScheme(page, 'dark');
      expect(await storedValue(page)).toBe('dark');
      // A page reached by a link keeps it.
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'API Reference', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
      await expectScheme(page, 'dark');
      expect(await storedValue(page)).toBe('dark');
    });

    test(`a stored "system" follows a ${system} system at load and when it changes`, async ({ page }) => {
      const other: Scheme = system === 'dark' ? 'light' : 'dark';
      await page.emulateMedia({ colorScheme: system });
      await store(page, 'system');
      await page.route(/\/assets\/js\//, (route) => route.abort());
      await page.goto('/docs');
      await expectScheme(page, system);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await openHydrated(page);
      await expectScheme(page, system);
      await page.emulateMedia({ colorScheme: other });
      await expectScheme(page, other);
      await page.emulateMedia({ colorScheme: system });
      await expectScheme(page, system);
      expect(await storedValue(page)).toBe('system');
    });

    for (const stored of [null, 'light', 'sepia']) {
      const label = stored === null ? 'nothing stored' : `a stored "${stored}"`;
      test(`${label} gives light and stays as it was (system ${system})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: system });
        await store(page, stored);
        await openHydrated(page);
        await expectScheme(page, 'light');
        expect(await storedValue(page)).toBe(stored);
        await page.emulateMedia({ colorScheme: system === 'dark' ? 'light' : 'dark' });
        await expectScheme(page, 'light');
      });
    }
  }
});
