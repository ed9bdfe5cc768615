import { type Page } from '@playwright/test';
import { expect, test } from '../support/sharedPage';
import brand from '../../../src/brand';

/** The "Load the data" section of a provider page, as text. */
async function loadSection(page: Page, code: string): Promise<string> {
  await page.goto(`/docs/company/${code}`);
  return page.locator('article').evaluate((article) => {
    const heading = Array.from(article.querySelectorAll('h2')).find((h) =>
      h.textContent?.startsWith('Load the data'),
    );
    let text = '';
    for (
      let node = heading?.nextElementSibling;
      node && node.tagName !== 'H2';
      node = node.nextElementSibling
    )
      text += `${node.textContent}\n`;
    return text;
  });
}

test('a free provider reads one of its series by its public id, in ODSL and over REST', async ({ page }) => {
  const text = await loadSection(page, 'ENTSOE');
  expect(text).toContain('${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M"}');
  expect(text).toContain(`GET ${brand.apiBaseUrl}/data/v1/public/%23ENTSO_EL.A65.A01.10YNL_L.PT15M`);
});

test('a bring-your-own-licence provider reads its id in the private space, without #', async ({ page }) => {
  const text = await loadSection(page, 'HUPX');
  expect(text).toContain('${data:"HUPX.EL.HU.BL.DA"}');
  expect(text).toContain(`GET ${brand.apiBaseUrl}/data/v1/private/HUPX.EL.HU.BL.DA`);
  expect(text).not.toContain('public/');
});

test('a provider whose records hold no example id reads none', async ({ page }) => {
  const text = await loadSection(page, 'ICE');
  expect(text).toContain('find ${object:private}');
  expect(text).not.toContain('${data:');
});

test("a provider page's description counts the datasets its table lists", async ({ page }) => {
  for (const code of ['EEX', 'HUPX']) {
    await page.goto(`/docs/company/${code}`);
    const table = page.getByRole('table', { name: new RegExp(`^Datasets from ${code}`) });
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    const phrase = rows === 1 ? 'the one dataset' : `the ${rows} datasets`;
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`${phrase} the platform loads`),
    );
  }
});
