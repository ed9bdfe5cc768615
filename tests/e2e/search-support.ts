import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Helpers shared by the search specs. */

export const HOSTILE_QUERIES = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  `"double" and 'single' quotes`,
  '.*+?^${}()|[]\\ (a|b) [^x]',
  'x'.repeat(2000),
  '📈 €STR 日本語 данные',
] as const;

export function modal(page: Page): Locator {
  return page.locator('.DocSearch-Modal');
}

export function modalInput(page: Page): Locator {
  return page.locator('.DocSearch-Modal .DocSearch-Input');
}

export async function openWithButton(page: Page): Promise<void> {
  // Until the page hydrates, the control is a link to /search (SearchBar/SearchLink.tsx).
  await page.locator('.navbar button.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
}

/**
 * Waits until the modal shows its answer to the query now in its input: the no-results screen naming that
 * query, or hits whose "See all" link is for that query. Until then the previous query's answer may show.
 */
export async function expectAnswered(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const query = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input')?.value;
        const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
        if (none) return none.textContent === query;
        const seeAll = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
        return seeAll ? new URL(seeAll.href).searchParams.get('q') === query : false;
      }),
    )
    .toBe(true);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('dialog', (dialog) => {
    errors.push(new Error(`unexpected dialog: ${dialog.message()}`));
    void dialog.dismiss();
  });
  return errors;
}

export async function expectNotInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('.DocSearch-Modal img[src="x"], main img[src="x"]')).toHaveCount(0);
}

/** The open modal shows results, is a modal dialog with one banner and one contentinfo, and axe passes. */
export async function expectAccessibleModal(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Search docs' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await page.getByRole('banner').count()).toBeLessThanOrEqual(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  const landmarks = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-unique'])
    .analyze();
  expect(landmarks.violations.map((violation) => violation.id)).toEqual([]);
  await expect(dialog.locator('a[role="option"]').first()).toHaveAttribute('href', /^\/(docs|blog)/);
  await expectNoSeriousA11yViolations(page);
}
