import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';

const CATALOGUE = '/docs/data/providers';

async function open(page: Page, path = CATALOGUE): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

const filters = (page: Page): Locator => page.getByRole('search', { name: 'Filter providers' });
const table = (page: Page): Locator => page.getByRole('table', { name: 'Data providers and exchanges' });

/** True when the element's content is wider than the box that shows it (text or options cut). */
async function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the filters come before the prose and every column fits, Licensing included', async ({ page }) => {
    await open(page);
    const filterBox = await filters(page).boundingBox();
    const firstHeading = await page.getByRole('heading', { name: 'Filter the catalogue' }).boundingBox();
    expect(filterBox!.y).toBeLessThan(firstHeading!.y);
    // The table's own box shows it whole: nothing scrolls out of sight.
    const scroller = page.getByRole('region', { name: 'Data providers and exchanges' });
    expect(await isCut(scroller)).toBe(false);
    const licensing = table(page).getByRole('columnheader', { name: 'Licensing' });
    await expect(licensing).toBeInViewport();
  });

  test('the placeholder and the longest kind are not cut', async ({ page }) => {
    await open(page);
    const search = filters(page).getByRole('searchbox', { name: 'Search' });
    // An input shows its placeholder whole when the text fits inside its content box.
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= input.clientWidth - padding;
    });
    expect(fits).toBe(true);
    const kind = filters(page).getByRole('combobox', { name: 'Kind' });
    await kind.selectOption('Price reporting agency');
    const kindFits = await kind.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      // Room for the text next to the drop-down arrow (about 2em).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - 2 * parseFloat(style.fontSize);
      return canvas.measureText(select.selectedOptions[0]!.text).width <= room;
    });
    expect(kindFits).toBe(true);
  });

  test('a provider without catalogued datasets says where its data is described, not "0"', async ({
    page,
  }) => {
    await open(page, `${CATALOGUE}?q=AEM`);
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'AEM', exact: true }) });
    const datasets = row.getByRole('cell').nth(3);
    await expect(datasets).not.toHaveText('0');
    await expect(datasets.getByRole('link', { name: 'Described on its page' })).toHaveAttribute(
      'href',
      '/docs/company/AEM#data-on-the-platform',
    );
  });

  test('countries are listed by name, after the regions', async ({ page }) => {
    await open(page);
    const labels = await filters(page)
      .getByRole('combobox', { name: 'Country or region' })
      .locator('option')
      .allTextContents();
    const countries = labels.slice(1).filter((label) => !label.endsWith('(region)'));
    expect(countries.length).toBeGreaterThan(10);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
    const lastRegion = labels.map((label) => label.endsWith('(region)')).lastIndexOf(true);
    expect(labels.indexOf(countries[0]!)).toBeGreaterThan(lastRegion);
  });

  test('filters are kept in the URL: a shared link opens the same view and Back restores the last one', async ({
    page,
  }) => {
    await open(page);
    const kind = filters(page).getByRole('combobox', { name: 'Kind' });
    const place = filters(page).getByRole('combobox', { name: 'Country or region' });
    const rows = table(page).locator('tbody tr');
    const all = await rows.count();

    await kind.selectOption('Exchange');
    await expect(page).toHaveURL(/\?kind=Exchange$/);
    const exchanges = await rows.count();
    expect(exchanges).toBeLessThan(all);

    await place.selectOption({ label: 'Germany' });
    await expect(page).toHaveURL(/kind=Exchange&place=DE/);
    const germanExchanges = await rows.count();
    expect(germanExchanges).toBeLessThan(exchanges);

    await page.goBack();
    await expect(page).toHaveURL(/\?kind=Exchange$/);
    await expect(place).toHaveValue('');
    await expect(rows).toHaveCount(exchanges);

    // A link to a filtered view opens filtered, with the controls showing the filter.
    await open(page, `${CATALOGUE}?kind=Exchange&place=DE&q=power`);
    await expect(kind).toHaveValue('Exchange');
    await expect(place).toHaveValue('DE');
    await expect(filters(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('power');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      /^Showing \d+ of \d+ providers\.$/,
    );

    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`));
    await expect(rows).toHaveCount(all);
  });

  test('a provider of the whole table opens its page without reloading the site, anchors included', async ({
    page,
  }) => {
    await open(page);
    // A value the page keeps only while the site is not loaded again.
    await page.evaluate(() => Object.assign(window, { catalogueVisit: 'kept' }));
    await table(page).getByRole('link', { name: 'EEX', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/company\/EEX$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('EEX');
    expect(await page.evaluate(() => (window as { catalogueVisit?: string }).catalogueVisit)).toBe('kept');

    await open(page);
    await page.evaluate(() => Object.assign(window, { catalogueVisit: 'kept' }));
    const described = table(page).getByRole('link', { name: 'Described on its page' }).first();
    const target = new URL((await described.getAttribute('href'))!, page.url()).href;
    await described.click();
    await expect(page).toHaveURL(target);
    await expect(page.locator('#data-on-the-platform')).toBeInViewport();
    expect(await page.evaluate(() => (window as { catalogueVisit?: string }).catalogueVisit)).toBe('kept');
  });

  test('typing a code lists that provider first, then names that start with it, then the rest', async ({
    page,
  }) => {
    await open(page);
    await filters(page).getByRole('searchbox', { name: 'Search' }).fill('ICE');
    const rows = table(page).locator('tbody tr');
    await expect(rows.first().getByRole('rowheader').getByRole('link')).toHaveText('ICE');
    // "ice" also occurs inside words (Price, Service, Office): every row whose code or
    // full name has a word starting with "ice" comes before the first row that only contains it.
    // The row header holds the code (a link) and the full name: read them apart.
    const headers = await rows
      .getByRole('rowheader')
      .evaluateAll((cells) =>
        cells.map((cell) => Array.from(cell.children, (child) => child.textContent).join(' ')),
      );
    expect(headers.length).toBeGreaterThan(3);
    const startsAWord = headers.map((text) => /(^|[^\p{L}\p{N}])ice/iu.test(text));
    const firstInside = startsAWord.indexOf(false);
    expect(firstInside).toBeGreaterThan(0);
    expect(startsAWord.slice(firstInside)).not.toContain(true);

    await filters(page).getByRole('searchbox', { name: 'Search' }).fill('european energy exchange');
    await expect(rows.first().getByRole('rowheader').getByRole('link')).toHaveText('EEX');
  });

  test('a dataset id or name finds its provider, typed or in a shared link', async ({ page }) => {
    // The words of datasets load when the reader reaches the text field, not with the page.
    await open(page);
    const rows = table(page).locator('tbody tr');
    await filters(page).getByRole('searchbox', { name: 'Search' }).fill('AEMO_EL_WEM_OUTAGE');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link').first()).toHaveText('AEMO');

    await open(page, `${CATALOGUE}?q=${encodeURIComponent('WEM power outages')}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link').first()).toHaveText('AEMO');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each provider is a card that shows every column, labelled, without sideways scrolling', async ({
    page,
  }) => {
    await open(page, `${CATALOGUE}?kind=Price+reporting+agency`);
    const card = table(page).locator('tbody tr').first();
    await card.scrollIntoViewIfNeeded();
    for (const label of ['Kind', 'Country or region', 'Commodities', 'Datasets', 'Licensing']) {
      const cell = card.locator(`td[data-label="${label}"]`);
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The label is drawn before the value, so the reader knows what each line is.
      const before = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
      expect(before).toBe(`"${label}"`);
    }
    await expect(card.getByText('Price reporting agency')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
