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

test('a free provider lists the data of an object id in the public space, then reads it by data id', async ({
  page,
}) => {
  const text = await loadSection(page, 'ENTSOE');
  expect(text).toContain('where dataset = "ENTSOE_EL_TL_ACTFC"');
  expect(text).toContain('find ${data:public} where _objid = "#ENTSO_EL.A65.A01.10YNL_L.PT15M"');
  expect(text).toContain(
    `GET ${brand.apiBaseUrl}/data/v1/public?_objid=%23ENTSO_EL.A65.A01.10YNL_L.PT15M&_project=_id`,
  );
  expect(text).toContain('${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M:PROPERTY"}');
  expect(text).not.toContain('${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M"}');
});

test('a bring-your-own-licence provider lists its object id in the private space, without #', async ({
  page,
}) => {
  const text = await loadSection(page, 'HUPX');
  expect(text).toContain('where dataset = "HUPX_EL_DA"');
  expect(text).toContain('find ${data:private} where _objid = "HUPX.EL.HU.BL.DA"');
  expect(text).toContain(`GET ${brand.apiBaseUrl}/data/v1/private?_objid=HUPX.EL.HU.BL.DA&_project=_id`);
  expect(text).not.toContain('public/');
  expect(text).not.toContain(':public}');
});

test('a reader of the May 2026 notes finds the ENTSO-E day-ahead prices and how to look them up', async ({
  page,
}) => {
  await page.goto('/docs/company/ENTSOE');
  const section = page.locator('h2#in-the-release-notes ~ ul').first();
  const month = section.getByRole('link', { name: 'May 2026' });
  await expect(month.locator('xpath=..')).toContainText('ENTSO-E day-ahead prices');
  await expect(page.locator('article')).toContainText('/object/v1/public?_id=regex(^%23ENTSO_EL\\.)');
  await month.click();
  await expect(page).toHaveURL(/\/docs\/data\/Release-Notes#may-2026$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'May 2026' }).locator('xpath=following-sibling::ul[1]'),
  ).toContainText('day-ahead prices');
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
