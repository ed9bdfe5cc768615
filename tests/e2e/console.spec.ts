import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { pageKinds } from './support/pageKinds';

/*
 * No page kind logs an error to the console while it loads and hydrates: no failed request, no uncaught
 * exception, no React hydration error (#418 and the like: the server-rendered HTML differs from the first
 * client render, so React throws the HTML away and renders again, which costs main-thread time and counts
 * against Lighthouse's best practices). Both lists of page kinds are checked: the readers' and the
 * benchmarks'.
 */

const benchKinds = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'scripts', 'bench', 'pageKinds.json'), 'utf8'),
) as Array<[string, string]>;
const kinds = [...new Map([...pageKinds, ...benchKinds].map(([kind, path]) => [path, kind]))];

/** The not-found page answers 404 on purpose, and Chromium logs that response as a failed resource. */
const FAILED_WITH_404 = /^Failed to load resource: the server responded with a status of 404/;

interface Logged {
  text: string;
  url: string;
}

function watchErrors(page: Page): Logged[] {
  const errors: Logged[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: `uncaught: ${error.message}`, url: '' }));
  return errors;
}

for (const [path, kind] of kinds) {
  test(`${kind} (${path}) loads and hydrates without a console error`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // Whatever the page fetches once hydrated (search results, prefetched routes) can fail too.
    await page.waitForLoadState('networkidle');
    const documentUrl = response?.url();
    const expected = (error: Logged): boolean =>
      response?.status() === 404 && error.url === documentUrl && FAILED_WITH_404.test(error.text);
    expect(errors.filter((error) => !expected(error)).map((error) => error.text)).toEqual([]);
  });
}
