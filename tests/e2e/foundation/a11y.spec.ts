import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pageKinds as pages } from '../support/pageKinds';

for (const [kind, path] of pages) {
  test(`${kind} (${path}) has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
}
