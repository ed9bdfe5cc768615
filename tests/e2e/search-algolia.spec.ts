import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test, type Page, type Route } from '@playwright/test';
import brand from '../../src/brand';
import { expectAccessibleModal, modal, modalInput, openWithButton } from './search-support';
import {
  ALGOLIA_API_KEY as API_KEY,
  ALGOLIA_OUT_DIR as OUT_DIR,
  algoliaSiteIsFresh,
} from './support/algolia-site';

/*
 * Hosted search. `npm run build:search-algolia` builds a small site with ALGOLIA_* set into
 * build-algolia/ (support/algolia-site.ts); this spec builds it again unless that build is of the work
 * tree as it is now, and serves it itself. Algolia is never reached: its HTTP requests are answered
 * with responses of the documented multi-query shape.
 */

const ROOT = join(__dirname, '../..');
const PORT = Number(process.env.E2E_ALGOLIA_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  if (!algoliaSiteIsFresh()) execSync('npm run build:search-algolia', { cwd: ROOT, stdio: 'inherit' });
  server = spawn(
    'node',
    ['plugins/hosting/server/serve.mjs', '--dir', OUT_DIR, '--port', String(PORT), '--host', '127.0.0.1'],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The server prints its address once it listens; it exits at once when it cannot.
  const lines = createInterface({ input: server.stdout! });
  const listening = (async () => {
    for await (const line of lines) if (line.includes(`:${PORT}/`)) return true;
    return false;
  })();
  const exited = once(server, 'exit').then(() => false);
  if (!(await Promise.race([listening, exited]))) throw new Error(`the ${OUT_DIR} server did not start`);
  server.stdout?.resume();
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

const docsOrigin = brand.docsUrl;

function record(
  url: string,
  type: 'lvl1' | 'lvl2',
  lvl1: string,
  lvl2: string | null,
  content: string | null,
) {
  const hierarchy = { lvl0: 'ODSL Language', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const field = (value: string | null) => ({
    value: value ? value.replace(/curve/gi, (m) => `<mark>${m}</mark>`) : '',
    matchLevel: value && /curve/i.test(value) ? 'full' : 'none',
    matchedWords: value && /curve/i.test(value) ? ['curve'] : [],
  });
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, field(v)]));
  return {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.includes('#') ? url.split('#')[1] : null,
    type,
    content,
    hierarchy,
    _highlightResult: { content: field(content), hierarchy: levels, hierarchy_camel: [levels] },
    _snippetResult: { content: { value: field(content).value, matchLevel: 'full' }, hierarchy: levels },
  };
}

const HITS = [
  record(`${docsOrigin}/legacy-docs/odsl/curve#build`, 'lvl2', 'Curves', 'Build a curve', null),
  record(`${brand.portalUrl}/curves`, 'lvl1', 'Curve manager', null, 'Manage every curve in the portal'),
];

interface Seen {
  apiKeys: string[];
  indexNames: string[];
}

async function answerAlgolia(page: Page, mode: 'hits' | 'fail'): Promise<Seen> {
  const seen: Seen = { apiKeys: [], indexNames: [] };
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    if (mode === 'fail') return route.abort('internetdisconnected');
    const url = new URL(request.url());
    seen.apiKeys.push(
      url.searchParams.get('x-algolia-api-key') ?? request.headers()['x-algolia-api-key'] ?? '',
    );
    const body = JSON.parse(request.postData() ?? '{}') as {
      requests?: Array<{ indexName: string; query: string }>;
    };
    const results = (body.requests ?? []).map(({ indexName, query }) => {
      seen.indexNames.push(indexName);
      const hits = /curve/i.test(query) ? HITS : [];
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: hits.length ? 1 : 0,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        processingTimeMS: 1,
        query,
        params: `query=${encodeURIComponent(query)}`,
        index: indexName,
      };
    });
    return route.fulfill({
      status: 200,
      headers,
      contentType: 'application/json',
      body: JSON.stringify({ results }),
    });
  });
  // Ask AI talks to its own service; it is never reached in tests.
  await page.route(/^https:\/\/askai\./, (route) => route.abort('internetdisconnected'));
  return seen;
}

test('the modal queries the hosted index and rewrites result URLs', async ({ page }) => {
  const seen = await answerAlgolia(page, 'hits');
  await page.goto(`${BASE}/docs`);
  await openWithButton(page);
  await modalInput(page).fill('curve');
  const local = page.locator('.DocSearch-Hit a[href="/docs/odsl/curve#build"]');
  await expect(local).toBeVisible();
  await expect(local.locator('mark').first()).toHaveText(/curve/i);
  await expect(page.locator(`.DocSearch-Hit a[href="${brand.portalUrl}/curves"]`)).toBeVisible();
  expect(seen.apiKeys).toContain(API_KEY);
  expect(seen.indexNames).toContain('docs');
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`the open modal with hosted results is a dialog without serious violations (${viewport.name})`, async ({
    page,
  }) => {
    await answerAlgolia(page, 'hits');
    await page.setViewportSize(viewport);
    await page.goto(`${BASE}/docs`);
    await openWithButton(page);
    await modalInput(page).fill('curve');
    await expectAccessibleModal(page);
  });
}

test('offers Ask AI with the disclaimer', async ({ page }) => {
  await answerAlgolia(page, 'hits');
  await page.goto(`${BASE}/docs`);
  await openWithButton(page);
  await modalInput(page).fill('how do I build a curve');
  const askAi = page.locator('.DocSearch-Hit', { hasText: 'Ask AI' }).first();
  await expect(askAi).toBeVisible();
  await askAi.click();
  await expect(modal(page)).toContainText(
    'Answers are generated with AI which can make mistakes. Verify responses.',
  );
});

test('shows the failure texts when the hosted index cannot be reached', async ({ page }) => {
  await answerAlgolia(page, 'fail');
  await page.goto(`${BASE}/docs`);
  await openWithButton(page);
  await modalInput(page).fill('curve');
  await expect(modal(page)).toContainText('Unable to fetch results', { timeout: 20_000 });
  await expect(modal(page)).toContainText('You might want to check your network connection.');
});

test('the /search page lists hosted results with rewritten URLs', async ({ page }) => {
  await answerAlgolia(page, 'hits');
  await page.goto(`${BASE}/search?q=curve`);
  await expect(page.locator('main a[href="/docs/odsl/curve#build"]').first()).toBeVisible();
  await expect(page.locator(`main a[href="${brand.portalUrl}/curves"]`).first()).toBeVisible();
  await expect(page.locator('main article mark').first()).toBeVisible();
});

test('the modal credits Algolia and counts the hits of the current query only', async ({ page }) => {
  await answerAlgolia(page, 'hits');
  await page.goto(`${BASE}/docs`);
  await openWithButton(page);
  // Every prefix from "curve" on has 2 hits; DocSearch 4.7 alone would add them up.
  await modalInput(page).pressSequentially('curve map', { delay: 30 });
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveAttribute('href', /\/search\?q=curve%20map$/);
  await expect(seeAll).toHaveText(`See all ${HITS.length} results`);
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toContainText('Powered by');
});

test('the no-results screen links "Let us know." to the support desk', async ({ page }) => {
  await answerAlgolia(page, 'hits');
  await page.goto(`${BASE}/docs`);
  await openWithButton(page);
  await modalInput(page).fill('nothing here');
  const letUsKnow = page.locator('.DocSearch-NoResults').getByRole('link', { name: 'Let us know.' });
  await expect(letUsKnow).toHaveAttribute('href', brand.supportUrl);
});
