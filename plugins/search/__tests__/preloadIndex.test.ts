import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addIndexPreloads, indexPreloadLinks } from '../indexer/preloadIndex';

const ENTRY = JSON.stringify({
  version: '1.6.0',
  languages: { en: { hash: 'en_4c89d62cfd', wasm: 'en', page_count: 511 } },
});

describe('index preloads of the results page', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names the metadata and WebAssembly files of the index Pagefind wrote, as fetches with CORS', () => {
    expect(indexPreloadLinks(ENTRY, '/site/pagefind/')).toBe(
      '<link rel="preload" href="/site/pagefind/wasm.en.pagefind" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/site/pagefind/pagefind.en_4c89d62cfd.pf_meta" as="fetch" crossorigin="anonymous">',
    );
  });

  it('adds them to the head of the built page and fails on a page without one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'preload-'));
    await mkdir(join(dir, 'pagefind'));
    await writeFile(join(dir, 'pagefind', 'pagefind-entry.json'), ENTRY);
    await writeFile(join(dir, 'search.html'), '<html><head><title>Search</title></head><body></body></html>');
    const options = { outDir: dir, indexDir: 'pagefind', indexUrl: '/pagefind/', pageFile: 'search.html' };
    await addIndexPreloads(options);
    const html = await readFile(join(dir, 'search.html'), 'utf8');
    expect(html).toMatch(/<title>Search<\/title><link rel="preload" href="\/pagefind\/wasm\.en\.pagefind"/);
    expect(html.match(/rel="preload"/g)).toHaveLength(2);
    await writeFile(join(dir, 'search.html'), '<p>no head</p>');
    await expect(addIndexPreloads(options)).rejects.toThrow(/no <\/head>/);
  });
});
