import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { providerByCode } from '../../data/providers/queries';
import type { Dataset } from '../../data/providers/schema';
import { expectNoSeriousA11yViolations } from './support/axe';

async function open(page: Page, code: string): Promise<void> {
  await page.goto(`/docs/company/${code}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** A dataset's block on its provider page: a region named by its heading, id then name. */
const block = (page: Page, dataset: Dataset): Locator =>
  page.getByRole('region', { name: `${dataset.id} ${dataset.name}`, exact: true });

/** The value shown beside a label in a dataset's block. */
const value = (section: Locator, label: string): Locator =>
  section
    .locator('div')
    .filter({ has: section.page().locator(`dt:text-is("${label}")`) })
    .locator('dd');

const entsoe = providerByCode('ENTSOE');

test.describe('the ENTSO-E page', () => {
  test('shows each of its 17 datasets with the schedule, unit, time zone and example ids its record holds', async ({
    page,
  }) => {
    await open(page, 'ENTSOE');
    expect(entsoe.datasets).toHaveLength(17);
    const shown = { schedule: 0, unit: 0, timezone: 0, exampleIds: 0 };
    for (const dataset of entsoe.datasets) {
      const section = block(page, dataset);
      await expect(section).toBeVisible();
      if (dataset.schedule) {
        await expect(value(section, 'Loaded')).toHaveText(dataset.schedule);
        shown.schedule += 1;
      }
      if (dataset.unit) {
        await expect(value(section, 'Unit')).toHaveText(dataset.unit);
        shown.unit += 1;
      }
      if (dataset.timezone) {
        await expect(value(section, 'Time zone')).toHaveText(dataset.timezone);
        shown.timezone += 1;
      }
      // Free data: every id is read from the public space, so it carries a `#`.
      for (const id of dataset.exampleIds) {
        await expect(value(section, 'Example ids').getByText(`#${id}`, { exact: true })).toBeVisible();
      }
      if (dataset.exampleIds.length > 0) shown.exampleIds += 1;
    }
    // What the records hold: two datasets are listed without detail, and three outage datasets carry no ids.
    expect(shown).toEqual({ schedule: 14, unit: 15, timezone: 2, exampleIds: 12 });
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await open(page, 'ENTSOE');
    await expectNoSeriousA11yViolations(page);
  });
});

test('a licensed provider shows its example ids in the private form, without `#`', async ({ page }) => {
  const matba = providerByCode('MATBAROFEX');
  await open(page, 'MATBAROFEX');
  for (const dataset of matba.datasets) {
    const ids = value(block(page, dataset), 'Example ids');
    for (const id of dataset.exampleIds) await expect(ids.getByText(id, { exact: true })).toBeVisible();
    await expect(ids).not.toContainText('#');
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each field stacks under its label and nothing runs off the screen', async ({ page }) => {
    await open(page, 'ENTSOE');
    const dataset = entsoe.datasets[0]!;
    const section = block(page, dataset);
    const label = await section.locator('dt', { hasText: 'Example ids' }).boundingBox();
    const shownValue = await value(section, 'Example ids').boundingBox();
    expect(shownValue!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
