import { expect, test } from './support/sharedPage';
import { excelFunctions } from '../../data/excel';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The user guides: tool chooser, Excel function reference, portal screen sketches. */

test.describe('user guides', () => {
  test('the index maps tasks to each of the four tools', async ({ page }) => {
    await page.goto('/docs/user');
    const table = page.getByRole('table').filter({ hasText: 'I want to...' });
    for (const tool of ['Web portal', 'Excel add-in', 'VS Code extension', 'Command-line interface']) {
      await expect(table.getByRole('cell', { name: tool, exact: true }).first()).toBeVisible();
    }
    await table.getByRole('link', { name: 'Script mode' }).click();
    await expect(page).toHaveURL(/\/docs\/user\/cli#script-mode$/);
    await expect(page.getByRole('heading', { name: 'Script mode' })).toBeVisible();
  });

  test('every Excel function has its signature, parameters and a filled example sheet', async ({ page }) => {
    await page.goto('/docs/user/excel/functions');
    const names = excelFunctions().functions.map((fn) => fn.name);
    expect(names).toHaveLength(8);
    for (const name of names) {
      const heading = page.locator(`h2#${name.toLowerCase().replace('.', '-')}`);
      await expect(heading).toContainText(name);
      await expect(page.getByRole('table', { name: `Parameters of ${name}` })).toBeVisible();
    }
    // The SERIESRANGE example: the formula cell and the values it fills.
    const sheet = page.getByRole('region', { name: /Worksheet: Show the last ten days/ }).getByRole('table');
    await expect(sheet.getByRole('columnheader', { name: 'B' })).toBeVisible();
    await expect(sheet).toContainText('=ODSL.SERIESRANGE("T-10D","T-1D","$sortorder=descending")');
    await expect(sheet.getByRole('row', { name: /^7 2024-11-01/ })).toContainText('1.0857');
  });

  test('an option a function accepts links to its row in the option table', async ({ page }) => {
    await page.goto('/docs/user/excel/functions');
    const entry = page.locator('#odsl-eventdata ~ div').first();
    await entry.getByRole('link', { name: '$eventtype' }).click();
    await expect(page).toHaveURL(/#option-creation-eventtype$/);
    await expect(page.locator('#option-creation-eventtype')).toBeInViewport();
  });

  test('a kind page lists its functions, linking to their entries', async ({ page }) => {
    await page.goto('/docs/user/excel/curves');
    const table = page.getByRole('table', { name: 'Functions that read curves' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('link', { name: 'ODSL.CURVEDATA' }).click();
    await expect(page).toHaveURL(/\/docs\/user\/excel\/functions#odsl-curvedata$/);
  });

  test('a portal screen is drawn as an image whose text alternative names every area', async ({ page }) => {
    await page.goto('/docs/user/portal/executions');
    const sketch = page.getByRole('img', { name: /Areas of the Execution Dashboard/ });
    await expect(sketch).toBeVisible();
    const name = await sketch.evaluate((svg) =>
      (svg.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    for (const area of ['Filter panel', 'Summary chart', 'Filtered list', 'Detail panel']) {
      expect(name).toContain(area);
    }
  });

  for (const path of [
    '/docs/user',
    '/docs/user/excel/functions',
    '/docs/user/portal/dataset',
    '/docs/user/cli',
  ]) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      // These are long pages: axe needs more than the default time to scan them.
      test.slow();
      await page.goto(path);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // The guide's own content; the navbar and sidebar are checked once in foundation/a11y.spec.ts.
      await expectNoSeriousA11yViolations(page, { include: 'main article' });
    });
  }
});
