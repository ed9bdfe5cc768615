import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/*
 * What a first visit downloads, on the production build: each page loads only its own data, and no
 * chunk it needs is large. Sizes are bytes of the build's files, not timings, so the checks are stable.
 */

const PAGE_KINDS = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'scripts', 'bench', 'pageKinds.json'), 'utf8'),
) as [kind: string, path: string][];

/** Larger than this, a chunk other than `main` holds more than one page needs. */
const MAX_CHUNK_GZIP = 60 * 1024;

const BUILD = join(__dirname, '..', '..', 'build');

/** Scripts the page runs on a first visit (prefetches for later pages aside), with their bodies. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.body().then(
        (body) => void scripts.set(new URL(response.url()).pathname, body),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  return scripts;
}

/** Dataset ids in the dataset table of a built provider page. */
function datasetIds(provider: string): string[] {
  const html = readFileSync(join(BUILD, 'docs', 'company', `${provider}.html`), 'utf8');
  const table = /aria-label="Datasets from[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<th scope=row><code>([^<]+)<\/code>/g)].map((m) => m[1]!);
}

for (const [kind, path] of PAGE_KINDS) {
  test(`${kind}: no chunk it needs passes 60 KB gzip, main aside`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.size).toBeGreaterThan(1);
    const large = [...scripts]
      .filter(([file]) => !/\/main\.[0-9a-f]+\.js$/.test(file))
      .map(([file, body]) => [file, gzipSync(body).length] as const)
      .filter(([, size]) => size > MAX_CHUNK_GZIP)
      .map(([file, size]) => `${file}: ${(size / 1024).toFixed(1)} KB gzip`);
    expect(large).toEqual([]);
  });
}

test('a provider page carries no other provider’s datasets', async ({ page }) => {
  const providers = ['EEX', 'CME', 'ICE'];
  const ids = Object.fromEntries(providers.map((p) => [p, datasetIds(p)]));
  for (const p of providers) expect(ids[p]!.length, `${p} lists datasets`).toBeGreaterThan(0);

  const scripts = await scriptsOf(page, '/docs/company/EEX');
  const code = [...scripts.values()].map((body) => body.toString('utf8')).join('\n');
  expect(ids.EEX!.filter((id) => code.includes(id))).toEqual(ids.EEX);
  const others = [...ids.CME!, ...ids.ICE!].filter((id) => code.includes(id));
  expect(others).toEqual([]);
});

test('visible links are prefetched once per file, so opening one fetches no new script', async ({ page }) => {
  await page.goto('/docs');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const prefetches = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetches.count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const prefetched = await prefetches.evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(prefetched.length).toBe(new Set(prefetched).size);

  const fetchedOnClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetchedOnClick.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'API Reference', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  expect(fetchedOnClick.filter((url) => !prefetched.includes(url))).toEqual([]);
});
