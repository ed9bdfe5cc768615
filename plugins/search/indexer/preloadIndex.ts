import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What Pagefind writes in `pagefind-entry.json`: per language, the hash of its metadata file. */
interface PagefindEntry {
  languages: Record<string, { hash: string; wasm?: string }>;
}

/**
 * The files every first query on the results page needs before it can look anything up: the index
 * metadata and the WebAssembly module. Pagefind asks for them only after the page's scripts have run
 * and it has read `pagefind-entry.json`; preloaded, they download beside the scripts instead.
 * Pagefind fetches them with `fetch()`, so the preloads are `as="fetch"` with CORS, or the browser
 * would not reuse them.
 */
export function indexPreloadLinks(entryJson: string, indexUrl: string): string {
  const entry = JSON.parse(entryJson) as PagefindEntry;
  return Object.values(entry.languages)
    .flatMap(({ hash, wasm }) => [
      ...(wasm ? [`${indexUrl}wasm.${wasm}.pagefind`] : []),
      `${indexUrl}pagefind.${hash}.pf_meta`,
    ])
    .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`)
    .join('');
}

/** Adds the preloads to the results page. Other plugins read the built pages meanwhile: the file is replaced whole. */
export async function addIndexPreloads(options: {
  outDir: string;
  indexDir: string;
  indexUrl: string;
  pageFile: string;
}): Promise<void> {
  const links = indexPreloadLinks(
    await readFile(join(options.outDir, options.indexDir, 'pagefind-entry.json'), 'utf8'),
    options.indexUrl,
  );
  const file = join(options.outDir, options.pageFile);
  const html = await readFile(file, 'utf8');
  if (!html.includes('</head>')) throw new Error(`[search] no </head> in ${options.pageFile}`);
  await writeFile(`${file}.tmp`, html.replace('</head>', `${links}</head>`));
  await rename(`${file}.tmp`, file);
}
