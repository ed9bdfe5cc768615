import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { htmlFilesOf } from '../../lib/built-pages/htmlFiles.mjs';

/*
 * Tabs (src/components/ExampleTabs, used by the REST operations' examples): each tab names its panel in the
 * built HTML, every panel is readable without JavaScript, and panels the reader has not opened keep the
 * server's HTML without hydration errors, then render as live code blocks once opened.
 */

const BUILD = join(__dirname, '../../build');
const SERVICE_PAGE = '/docs/api/rest/service/calendar';

/** The attributes of every start tag with a `role` (the build writes minified HTML: quotes are optional). */
function roleElements(html: string): Map<string, string>[] {
  const tags = html.match(/<[a-z]+\s[^>]*\brole=["']?tab(?:panel)?\b[^>]*>/gi) ?? [];
  return tags.map(
    (tag) =>
      new Map(
        [...tag.matchAll(/\s([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(([, name, value = '']) => [
          name.toLowerCase(),
          value.replace(/^["']|["']$/g, ''),
        ]),
      ),
  );
}

test('in the built HTML every tab controls a panel of the page, which its tab labels', () => {
  const problems: string[] = [];
  let pagesWithTabs = 0;
  for (const file of htmlFilesOf(BUILD)) {
    const elements = roleElements(readFileSync(file, 'utf8'));
    const tabs = elements.filter((e) => e.get('role') === 'tab');
    if (tabs.length === 0) continue;
    pagesWithTabs++;
    const panels = new Map(
      elements.filter((e) => e.get('role') === 'tabpanel').map((panel) => [panel.get('id'), panel]),
    );
    const page = relative(BUILD, file);
    for (const tab of tabs) {
      const panel = panels.get(tab.get('aria-controls'));
      if (!tab.get('id') || !panel) problems.push(`${page}: tab ${tab.get('id')} controls no panel`);
      else if (panel.get('aria-labelledby') !== tab.get('id'))
        problems.push(`${page}: panel ${panel.get('id')} is not labelled by its tab`);
    }
    if (panels.size !== tabs.length) problems.push(`${page}: ${tabs.length} tabs, ${panels.size} panels`);
  }
  expect(problems).toEqual([]);
  const services = (
    JSON.parse(readFileSync(join(BUILD, 'openapi/openapi.json'), 'utf8')) as { tags: unknown[] }
  ).tags;
  // Every REST service page shows its examples in tabs.
  expect(pagesWithTabs).toBeGreaterThanOrEqual(services.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every example shows under its label, and the tabs that cannot switch are gone', async ({ page }) => {
    await page.goto(SERVICE_PAGE);
    const list = page.locator('#list ~ div').first();
    await expect(list.getByRole('tablist')).toBeHidden();
    const panels = list.getByRole('tabpanel', { includeHidden: true });
    await expect(panels).toHaveCount(3);
    for (const [label, code] of [
      ['curl', 'curl'],
      ['ODSL', 'calendar'],
      ['Python', "odsl.list('calendar'"],
    ]) {
      const panel = list.getByRole('tabpanel', { name: label });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(code);
      // The label shows above the code (CSS generated content).
      expect(await panel.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
        JSON.stringify(label),
      );
    }
  });
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an unopened panel keeps its code without a hydration error and is live once opened', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-write']);
  const errors = watchErrors(page);
  await page.goto(SERVICE_PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const list = page.locator('#list ~ div').first();
  const python = list.getByRole('tabpanel', { name: 'Python', includeHidden: true });
  await expect(python).toBeHidden();
  await expect(python).toContainText("odsl.list('calendar'");
  await list.getByRole('tab', { name: 'Python' }).click();
  await expect(python).toBeVisible();
  await expect(python.locator('.token').first()).toBeVisible();
  await python.getByRole('button', { name: 'Copy code to clipboard' }).click();
  // Only a live code block answers: the server's copy of the button has no handler.
  await expect(python.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the example language chosen earlier shows on the next page, hydrated without errors', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(SERVICE_PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.locator('#list ~ div').first().getByRole('tab', { name: 'ODSL' }).click();
  await page.goto('/docs/api/rest/service/curve');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const operation = page.locator('#save-group ~ div').first();
  await expect(operation.getByRole('tab', { name: 'ODSL' })).toHaveAttribute('aria-selected', 'true');
  const panel = operation.getByRole('tabpanel', { name: 'ODSL' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('.token').first()).toBeVisible();
  await expect(operation.getByRole('tabpanel', { name: 'curl', includeHidden: true })).toBeHidden();
  expect(errors).toEqual([]);
});

test('after client-side navigation the tabs switch to complete examples', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/docs/api/rest/rest');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page
    .getByRole('table', { name: 'REST services' })
    .getByRole('link', { name: 'Calendar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/service\/calendar$/);
  const list = page.locator('#list ~ div').first();
  await list.getByRole('tab', { name: 'Python' }).click();
  const python = list.getByRole('tabpanel', { name: 'Python' });
  await expect(python).toBeVisible();
  await expect(python).toContainText("odsl.list('calendar'");
  expect(errors).toEqual([]);
});
