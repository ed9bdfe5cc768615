import { expect, type Locator, type Page } from '@playwright/test';

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
  await page.locator('.navbar .DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
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
