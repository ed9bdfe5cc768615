import { expect, test, type Page } from '@playwright/test';
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
