import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../convert';
import { convertPages } from '../convertPages';

const siteUrl = 'https://docs.example.com';
const page = (body: string) =>
  `<html><body><nav>Navbar</nav><main><div class="theme-doc-markdown markdown">${body}</div></main></body></html>`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'llms-convert-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pages(bodies: string[]) {
  return Promise.all(
    bodies.map(async (body, i) => {
      const file = join(dir, `${i}.html`);
      await writeFile(file, body);
      return { file, pageUrl: `${siteUrl}/docs/p${i}` };
    }),
  );
}

describe('convertPages', () => {
  it('gives, in order and across workers, what the converter gives for each page', async () => {
    const bodies = [
      page('<h1>One</h1><p>First <a href="/docs/x">link</a>.</p>'),
      '<main><p>No article here</p></main>',
      page('<h1>Three</h1><table><tr><th>a<th>b<tr><td>1<td>2</table>'),
      page('<h1>Four</h1><ul><li>x<li>y</ul>'),
    ];
    const jobs = await pages(bodies);
    const result = await convertPages(jobs, { siteUrl, workers: 2 });
    expect(result.markdown).toEqual(
      bodies.map((html, i) => htmlToMarkdown(html, { siteUrl, pageUrl: jobs[i]!.pageUrl })),
    );
    expect(result.markdown[1]).toBeUndefined();
    expect(result.converted).toBe(4);
  });

  it('reuses the Markdown of unchanged pages and converts changed ones', async () => {
    const cacheFile = join(dir, 'cache', 'twins.json');
    const jobs = await pages([page('<h1>Kept</h1>'), page('<h1>Before</h1>')]);
    expect((await convertPages(jobs, { siteUrl, cacheFile, workers: 0 })).converted).toBe(2);

    await writeFile(jobs[1]!.file, page('<h1>After</h1>'));
    const second = await convertPages(jobs, { siteUrl, cacheFile, workers: 0 });
    expect(second.converted).toBe(1);
    expect(second.markdown).toEqual(['# Kept\n', '# After\n']);
  });

  it('drops the cache when the converter or the site URL changes', async () => {
    const cacheFile = join(dir, 'twins.json');
    const versionFile = join(dir, 'convert.ts');
    await writeFile(versionFile, 'v1');
    const jobs = await pages([page('<h1>Page</h1>')]);
    await convertPages(jobs, { siteUrl, cacheFile, versionFiles: [versionFile], workers: 0 });
    expect(
      (await convertPages(jobs, { siteUrl, cacheFile, versionFiles: [versionFile], workers: 0 })).converted,
    ).toBe(0);

    await writeFile(versionFile, 'v2');
    expect(
      (await convertPages(jobs, { siteUrl, cacheFile, versionFiles: [versionFile], workers: 0 })).converted,
    ).toBe(1);
    const moved = await convertPages(jobs, {
      siteUrl: 'https://other.example.com',
      cacheFile,
      versionFiles: [versionFile],
      workers: 0,
    });
    expect(moved.converted).toBe(1);
  });

  it('with the default workers, keeps only the current pages in the cache and survives a damaged cache file', async () => {
    const cacheFile = join(dir, 'twins.json');
    await writeFile(cacheFile, '{ not json');
    const jobs = await pages([page('<h1>A</h1>'), page('<h1>B</h1>')]);
    expect((await convertPages(jobs, { siteUrl, cacheFile })).converted).toBe(2);
    await convertPages(jobs.slice(0, 1), { siteUrl, cacheFile });
    const stored = JSON.parse(await readFile(cacheFile, 'utf8')) as { entries: Record<string, string> };
    expect(Object.values(stored.entries)).toEqual(['# A\n']);
  });
});
