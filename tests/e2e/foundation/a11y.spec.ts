import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** One page of every kind a reader meets. */
const pages: Array<[kind: string, path: string]> = [
  ['landing page', '/'],
  ['docs home', '/docs'],
  ['section index', '/docs/api'],
  ['doc page', '/docs/odsl'],
  ['tag index', '/docs/tags'],
  ['tag page', '/docs/tags/odsl'],
  ['category page', '/docs/category/general-tutorials'],
  ['blog', '/blog'],
  ['blog post', '/blog/2026/06/30/data-release-june-2026'],
  ['not-found page', '/docs/no/such/page'],
  ['ODSL command', '/docs/odsl/command/print'],
  ['ODSL function category', '/docs/odsl/function/functions-dates'],
  ['ODSL variable type', '/docs/odsl/variable/curve'],
  ['ODSL stage', '/docs/odsl/stages/bucket'],
  ['ODSL service', '/docs/odsl/service/curve'],
  ['provider page', '/docs/company/EEX'],
  ['provider catalogue', '/docs/data/providers'],
  ['release notes', '/docs/data/Release-Notes'],
  ['knowledge base article', '/docs/kb/currency'],
  ['HTML component', '/docs/public/components/odsl-chart-panel'],
];

for (const [kind, path] of pages) {
  test(`${kind} (${path}) has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
}
