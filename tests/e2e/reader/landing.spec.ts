import { expect, test } from '../support/sharedPage';

type Rgb = [number, number, number];

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const rgbList = (css: string): Rgb[] =>
  [...css.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);

test('the hero buttons are readable on every shade of the hero gradient (4.5:1)', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const gradient = rgbList(await hero.evaluate((el) => getComputedStyle(el).backgroundImage));
  expect(gradient.length).toBeGreaterThanOrEqual(2);
  for (const name of ['Getting Started', 'Tutorials']) {
    const button = hero.getByRole('link', { name, exact: true });
    const [text] = rgbList(await button.evaluate((el) => getComputedStyle(el).color));
    const [fill] = rgbList(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
    const transparent = await button.evaluate((el) => getComputedStyle(el).backgroundColor.endsWith(', 0)'));
    // A transparent button shows the gradient behind its text; a filled one shows its own colour.
    const behind = transparent ? gradient : [fill!];
    for (const shade of behind)
      expect(contrast(text!, shade), `${name} on ${shade}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the landing page shows ODSL and REST at work, with results, and a five-minute path', async ({
  page,
}) => {
  await page.goto('/');
  const examples = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'See it work' }) });
  const odsl = examples.locator('figure').filter({ hasText: 'ODSL' });
  await expect(odsl.locator('pre').first()).toContainText('TimeSeries("BUSINESS")');
  await expect(odsl.getByText('Output', { exact: true })).toBeVisible();
  // 8 March 2024 is a Friday: the next two values fall on Monday and Tuesday.
  await expect(odsl.locator('pre').nth(1)).toHaveText(
    /2024-03-08\s+71\.2\s+2024-03-11\s+72\.5\s+2024-03-12\s+70\.9/,
  );
  const rest = examples.locator('figure').filter({ hasText: 'REST' });
  await expect(rest.locator('pre').first()).toContainText('GET ');
  await expect(rest.locator('pre').nth(1)).toContainText('"data"');

  const steps = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Your first result in five minutes' }) })
    .getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) await expect(step.getByRole('link').first()).toBeVisible();
});

test('the landing page does not repeat the sidebar as a grid of every section', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /every section/i })).toHaveCount(0);
  const sidebarSections = ['Knowledge base', 'IT information', 'Public components', 'Product', 'Providers'];
  for (const name of sidebarSections)
    await expect(main.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test("the landing page, the docs home and the data catalogue state the catalogue's provider count", async ({
  page,
}) => {
  await page.goto('/docs/data/providers');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const summary = await page.getByRole('status').filter({ hasText: 'Showing all' }).textContent();
  const count = Number(/Showing all (\d+) providers/.exec(summary ?? '')?.[1]);
  expect(count).toBeGreaterThan(10);
  const phrase = `${count} providers and exchanges`;

  await page.goto('/');
  await expect(page.getByRole('main')).toContainText(phrase);
  await page.goto('/docs');
  await expect(page.getByRole('main')).toContainText(phrase);
  await page.goto('/docs/data');
  await expect(page.getByRole('main')).toContainText(phrase);
});

test('the REST API pages state the number of services their list shows', async ({ page }) => {
  await page.goto('/docs/api/rest/rest');
  const rows = await page
    .locator('table')
    .filter({ hasText: /Service/ })
    .first()
    .locator('tbody tr')
    .count();
  expect(rows).toBeGreaterThan(10);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`list of its ${rows} services`),
  );
  await page.goto('/docs/api');
  await expect(page.getByRole('main')).toContainText(`The REST API: ${rows} services over HTTPS`);
});

test('the footer links llms.txt for AI tools, served as plain text', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'llms.txt for AI tools' });
  await expect(link).toHaveAttribute('href', '/llms.txt');
  await link.click();
  await expect(page).toHaveURL(/\/llms\.txt$/);
  expect(await page.locator('body').textContent()).toMatch(/^# /);
});
