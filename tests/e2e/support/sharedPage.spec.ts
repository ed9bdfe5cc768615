import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage';

/*
 * The shared page's promise: the next test runs on the same page, and finds nothing the last one left
 * behind. Serial, so both run in one worker, one after the other.
 */
test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
const heard: string[] = [];

test('a test leaves storage, a listener, a route and a small window behind', async ({ page }) => {
  first = page;
  await page.goto('/docs');
  await page.evaluate(() => {
    window.localStorage.setItem('left', 'behind');
    window.sessionStorage.setItem('left', 'behind');
  });
  page.on('console', (message) => heard.push(message.text()));
  await page.route('**/docs/odsl', (route) => route.abort());
  await page.setViewportSize({ width: 400, height: 600 });
});

test('the next test gets the same page and finds none of it', async ({ page }) => {
  expect(page).toBe(first);
  // Only what is said in this test counts: the first page may still speak while its test ends (the
  // service worker's registration, blocked in the tests, logs once the page is idle).
  heard.length = 0;
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const response = await page.goto('/docs/odsl');
  expect(response?.status()).toBe(200);
  expect(
    await page.evaluate(() => [window.localStorage.getItem('left'), window.sessionStorage.getItem('left')]),
  ).toEqual([null, null]);
  await page.evaluate(() => console.log('said after the reset'));
  expect(heard).toEqual([]);
});
