import { type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';

/*
 * The Markdown twins say what the HTML pages say: for a sample of page kinds, the twin has the
 * page's headings, table rows and code blocks (with their language). Also checks llms.txt, the
 * full files and the `<link rel="alternate">` of each page.
 */

const SAMPLES = [
  { kind: 'command page', path: '/docs/odsl/command/print' },
  { kind: 'function category page', path: '/docs/odsl/function/functions-dates' },
  { kind: 'provider page', path: '/docs/company/CEEGEX' },
  { kind: 'REST service page', path: '/docs/api/rest/service/type' },
];

interface PageParts {
  headings: string[];
  tableRows: string[][];
  code: Array<{ language: string; text: string }>;
}

const squash = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What the reader sees in the article (hidden tab panels included: the twin shows every tab). */
async function htmlParts(page: Page): Promise<PageParts> {
  return page.locator('.theme-doc-markdown').evaluate((article) => {
    const inCards = (e: Element) => e.closest('[class*="docCardListItem"]') !== null;
    const headings = Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((h) => !inCards(h))
      .map((h) => h.textContent ?? '');
    const tableRows = Array.from(article.querySelectorAll('table')).map((table) =>
      Array.from(table.querySelectorAll('tr')).map((row) =>
        Array.from(row.children)
          .map((cell) => cell.textContent ?? '')
          .join(' | '),
      ),
    );
    const code = Array.from(article.querySelectorAll('.theme-code-block')).map((block) => ({
      language:
        Array.from(block.classList)
          .find((c) => c.startsWith('language-'))
          ?.slice('language-'.length) ?? '',
      text: Array.from(block.querySelectorAll('.token-line'))
        .map((line) => line.textContent ?? '')
        .join('\n'),
    }));
    return { headings, tableRows, code };
  });
}

/** Inline Markdown reduced to its text: links, code spans, emphasis and escapes. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?<!\\)`|(?<!\\)\*\*/g, '')
    .replace(/(?<![\\\w])_([^_]+)_(?!\w)/g, '$1')
    .replace(/\\(.)/g, '$1');

function markdownParts(markdown: string): PageParts & { frontMatter: string } {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown) ?? [];
  const parts: PageParts = { headings: [], tableRows: [], code: [] };
  let fence: { language: string; lines: string[] } | undefined;
  let table: string[] | undefined;
  for (const line of body.split('\n')) {
    if (fence) {
      if (line === '```') {
        parts.code.push({ language: fence.language, text: fence.lines.join('\n') });
        fence = undefined;
      } else fence.lines.push(line);
      continue;
    }
    if (line.startsWith('```')) {
      fence = { language: line.slice(3), lines: [] };
      continue;
    }
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading) parts.headings.push(plain(heading[1] ?? ''));
    if (line.startsWith('|')) {
      if (!table) parts.tableRows.push((table = []));
      if (!/^\|( *:?-+:? *\|)+$/.test(line)) {
        const cells = line.slice(1, -1).split(/(?<!\\)\|/);
        table.push(cells.map((cell) => plain(cell).trim()).join(' | '));
      }
    } else table = undefined;
  }
  return { ...parts, frontMatter };
}

for (const { kind, path } of SAMPLES) {
  test(`${kind}: the Markdown twin has the headings, table rows and code of ${path}`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${path}.md`,
    );
    const html = await htmlParts(page);
    const response = await request.get(`${path}.md`);
    expect(response.status()).toBe(200);
    const twin = markdownParts(await response.text());

    expect(twin.frontMatter).toContain(`title: ${JSON.stringify(await page.locator('h1').innerText())}`);
    expect(twin.frontMatter).toMatch(new RegExp(`^canonical_url: "https?://[^"]+${path}"$`, 'm'));
    expect(twin.frontMatter).toMatch(/^description: ".+"$/m);

    expect(twin.headings.map(squash)).toEqual(html.headings.map(squash));
    expect(html.tableRows.length, 'the sample has tables').toBeGreaterThan(0);
    expect(twin.tableRows.map((rows) => rows.map(squash))).toEqual(
      html.tableRows.map((rows) => rows.map(squash)),
    );
    expect(html.code.length, 'the sample has code').toBeGreaterThan(0);
    expect(twin.code).toEqual(html.code);
    expect(await response.text()).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|^import |%%[A-Z_]+%%/m);
  });
}

test('llms.txt lists every section with a link and a description per page', async ({ request }) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toMatch(/^# .+\n\n> .{80,}\n/);
  for (const section of [
    'ODSL Language',
    'API Reference',
    'SDKs',
    'Data Catalogue',
    'User Guides',
    'Tutorials',
  ]) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  for (const { path } of SAMPLES)
    expect(text).toMatch(new RegExp(`- \\[[^\\]]+\\]\\(https?://[^)]+${path}\\.md\\): .+`));
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname);
  for (const link of links.filter((_, i) => i % 50 === 0)) {
    expect((await request.get(link)).status(), link).toBe(200);
  }
});

test('llms-full.txt and the section files hold whole pages in sidebar order, each with its URL', async ({
  request,
}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const print = full.indexOf('\n# print\n\nURL: ');
  const log = full.indexOf('\n# log\n\nURL: ');
  expect(print).toBeGreaterThan(0);
  expect(log).toBeGreaterThan(0);
  const index = await (await request.get('/llms.txt')).text();
  expect(Math.sign(print - log)).toBe(Math.sign(index.indexOf('[print]') - index.indexOf('[log]')));
  const section = /\((https?:\/\/[^)]+\/llms-full\/odsl-language\.txt)\)/.exec(index)?.[1];
  expect(section).toBeDefined();
  const odsl = await (await request.get(new URL(section ?? '').pathname)).text();
  expect(odsl).toContain('\n# print\n\nURL: ');
  expect(odsl).not.toContain('\n# CEEGEX\n');
});
