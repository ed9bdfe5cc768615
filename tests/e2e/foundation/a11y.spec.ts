import { expect, test } from '../support/sharedPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pageKinds as pages } from '../support/pageKinds';
import { modalInput, openWithButton } from '../search-support';

// axe walks every node of long reference pages; on a busy machine that outlasts the default 30 s.
test.describe.configure({ timeout: 90_000 });

for (const [kind, path] of pages) {
  test(`${kind} (${path}) has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
}

// A stored "dark" gives the dark theme (plugins/colour-mode); it must pass the same checks.
for (const [kind, path] of pages) {
  test(`${kind} (${path}) in dark mode has no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the open search modal with results has no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/docs');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await openWithButton(page);
  await modalInput(page).fill('curve');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // DocSearch's own listbox puts links inside options (nested-interactive); everything else must pass.
  await expectNoSeriousA11yViolations(page, {
    include: '.DocSearch-Modal',
    disableRules: ['nested-interactive'],
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mobile menu has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/docs/odsl');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a scan waits for the mobile menu to finish fading in', async ({ page }) => {
    await page.goto('/docs/odsl');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // Holds the fade at half opacity for a second, as a busy machine does: scanned then, every item fails contrast.
    await page.addStyleTag({
      content:
        '.navbar-sidebar { transition: opacity 2s steps(2, start), visibility 0s, transform 0s !important }',
    });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCSS('opacity', '1');
  });

  test('the filtered provider catalogue, as cards, has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/docs/data/providers');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const filters = page.getByRole('search', { name: 'Filter providers' });
    await filters.getByRole('combobox', { name: 'Commodity' }).selectOption('Power');
    await filters.getByRole('searchbox', { name: 'Search' }).fill('exchange');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      /^Showing \d+ of \d+ providers\.$/,
    );
    await expectNoSeriousA11yViolations(page);
  });
});

// The theme's route-change progress bar shows while a slow page loads; its template carries no invalid
// ARIA roles such as role="bar" (src/clientModules/progressBarRoles.ts). The page's scripts are held back
// so the bar stays while it is read.
test('the progress bar of a slow page change has no invalid roles', async ({ page }) => {
  await page.goto('/docs');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  });
  await page.locator('nav.menu a.menu__link[href^="/docs/"]:not([href="/docs"])').first().click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  const roles = await page
    .locator('#nprogress')
    .evaluate((bar) =>
      [bar, ...Array.from(bar.querySelectorAll('*'))]
        .map((element) => element.getAttribute('role'))
        .filter(Boolean),
    );
  expect(roles).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
