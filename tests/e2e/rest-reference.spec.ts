import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';

/*
 * The REST reference rendered from the OpenAPI document: service pages, synchronised example
 * tabs, the published document and the per-page data split, checked on the production build.
 */

const BUILD = join(__dirname, '../../build');

interface PublishedDocument {
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; operationId?: string; summary?: string }>>;
}

function published(): PublishedDocument {
  return JSON.parse(readFileSync(join(BUILD, 'openapi/openapi.json'), 'utf8')) as PublishedDocument;
}

/** Each operation of the published document as [service, operationId, summary]. */
function operations(document: PublishedDocument): [string, string, string][] {
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      op.operationId && op.tags?.[0]
        ? [[op.tags[0], op.operationId, op.summary ?? ''] as [string, string, string]]
        : [],
    ),
  );
}

test('a service page shows every operation of its service, each under its own anchor', async ({ page }) => {
  const curve = operations(published()).filter(([service]) => service === 'curve');
  await page.goto('/docs/api/rest/service/curve');
  await expect(page.getByRole('heading', { level: 1, name: 'Curve Service' })).toBeVisible();
  for (const [, operationId, summary] of curve) {
    const anchor = operationId.replace(/^curve-/, '');
    await expect(page.locator(`h3#${anchor}`), operationId).toHaveText(summary);
  }
  await expect(page.locator('main h3').filter({ hasText: /./ })).not.toHaveCount(0);
  const get = page.locator('#get-build ~ div').first();
  await expect(get.getByText('GET', { exact: true })).toBeVisible();
  await expect(get.locator('code', { hasText: '/curve/v1/build/{build}' })).toBeVisible();
  await expect(get.getByRole('table')).toContainText('CURVE:ONDATE');
  await expect(page.locator('h3#curve-build-information-entity')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fields of CurveBuildInformation' })).toContainText(
    'lastBuildId',
  );
});

test('example tabs switch together on the whole page', async ({ page }) => {
  await page.goto('/docs/api/rest/service/calendar');
  const list = page.locator('#list ~ div').first();
  const get = page.locator('#get ~ div').first();
  await expect(list.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  await list.getByRole('tab', { name: 'ODSL' }).click();
  await expect(list.getByRole('tab', { name: 'ODSL' })).toHaveAttribute('aria-selected', 'true');
  await expect(get.getByRole('tab', { name: 'ODSL' })).toHaveAttribute('aria-selected', 'true');
  await expect(get.getByRole('tabpanel')).toContainText('${calendar:private/"UK_TRADING"}');
  await get.getByRole('tab', { name: 'Python' }).click();
  await expect(list.getByRole('tabpanel')).toContainText("odsl.list('calendar'");
});

test('the OpenAPI document downloads as YAML and JSON from the overview and every service page', async ({
  page,
  request,
}) => {
  for (const route of ['/docs/api/rest/rest', '/docs/api/rest/service/object']) {
    await page.goto(route);
    await expect(page.locator('a[href="/openapi/openapi.yaml"]').first()).toBeVisible();
    await expect(page.locator('a[href="/openapi/openapi.json"]').first()).toBeVisible();
  }
  const json = await request.get('/openapi/openapi.json');
  expect(json.status()).toBe(200);
  const document = (await json.json()) as PublishedDocument & { openapi: string };
  expect(document.openapi).toBe('3.1.0');
  expect(document.tags).toHaveLength(36);
  const yaml = await request.get('/openapi/openapi.yaml');
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toMatch(/^openapi: 3\.1\.0$/m);
});

test('the overview lists every service with its flags, linking to its page', async ({ page }) => {
  const services = published().tags.map((t) => t.name);
  await page.goto('/docs/api/rest/rest');
  const table = page.getByRole('table', { name: 'REST services' });
  await expect(table.locator('tbody tr')).toHaveCount(services.length);
  for (const service of services) {
    await expect(table.locator(`a[href="/docs/api/rest/service/${service}"]`)).toHaveCount(1);
  }
  const row = (service: string) =>
    table.locator('tr', { has: page.locator(`a[href="/docs/api/rest/service/${service}"]`) });
  await expect(row('audit')).toContainText('read only');
  // One column names the sources: public and private data, or private data only.
  await expect(row('audit').locator('td').nth(2)).toHaveText('public, private');
  await expect(row('curve').locator('td').nth(2)).toHaveText('private');
});

test('the services table fits a 1,366 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/docs/api/rest/rest');
  const region = page.getByRole('region', { name: 'REST services' });
  await expect(region.locator('tbody tr')).toHaveCount(published().tags.length);
  const { scrollWidth, clientWidth } = await region.evaluate((e) => ({
    scrollWidth: e.scrollWidth,
    clientWidth: e.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // The table of contents still shows beside it: the table fits the content column, not the whole screen.
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
});

test('no JavaScript chunk carries more than one service of the document', () => {
  const byService = operations(published());
  const js = join(BUILD, 'assets/js');
  const mixed = readdirSync(js).flatMap((file) => {
    const text = readFileSync(join(js, file), 'utf8');
    const services = new Set(
      byService.filter(([, id]) => text.includes(`"${id}"`)).map(([service]) => service),
    );
    return services.size > 1 ? [`${file}: ${[...services].join(', ')}`] : [];
  });
  expect(mixed).toEqual([]);
  const curveChunks = readdirSync(js).filter((file) =>
    readFileSync(join(js, file), 'utf8').includes('"curve-list-configurations"'),
  );
  expect(curveChunks).toHaveLength(1);
  const curveChunk = readFileSync(join(js, curveChunks[0]), 'utf8');
  expect(curveChunk).not.toContain('/calendar/v1/');
  expect(curveChunk.length).toBeLessThan(
    readFileSync(join(BUILD, 'openapi/openapi.json'), 'utf8').length / 5,
  );
});

test('axe finds nothing serious on a service page', async ({ page }) => {
  await page.goto('/docs/api/rest/service/object');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a service summary states its access once, and lists the decided execution statuses', async ({
  page,
}) => {
  await page.goto('/docs/api/rest/service/process-execution');
  const article = page.locator('article');
  const access = article.getByRole('row').filter({ hasText: 'Access' });
  await expect(access).toContainText('read only: a POST starts a run');
  await expect(article).not.toContainText('read only: read only');
  // The status table comes from the decisions list (data/decisions/automation.yaml), in lower case.
  const statuses = page.getByRole('region', { name: 'Statuses of a process execution' });
  await expect(statuses.getByRole('rowheader')).toHaveText([
    'triggered',
    'start',
    'running',
    'waiting',
    'retrying',
    'reschedule',
    'failed',
    'success',
    'warning',
  ]);
});

test('a code example hydrates when the reader reaches it: its buttons work by pointer and keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-write']);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs/api/rest/service/curve');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Docusaurus renders a code block's buttons in the browser only: they show when the pointer is over the code.
  const byPointer = page.locator('#list-configurations ~ div').first().getByRole('tabpanel');
  await expect(byPointer.locator('.token').first()).toBeVisible();
  await byPointer.locator('pre').hover();
  await byPointer.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(byPointer.getByRole('button', { name: 'Copied' })).toBeVisible();
  // Live, it is still highlighted: the grammar, which the first visit does not load, came with the pointer.
  await expect(byPointer.locator('pre .token.string').first()).toBeVisible();

  // The keyboard focus reaching the code stays on it once the block is live, and Tab goes on to its buttons.
  const byKeyboard = page.locator('#get-build ~ div').first().getByRole('tabpanel');
  await byKeyboard.locator('pre').focus();
  await expect(byKeyboard.locator('pre')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(byKeyboard.getByRole('button').first()).toBeFocused();
  await byKeyboard.getByRole('button', { name: 'Copy code to clipboard' }).focus();
  await page.keyboard.press('Enter');
  await expect(byKeyboard.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(errors).toEqual([]);
});
