/**
 * Runs Pagefind over a folder of prepared pages. `pagefind` is ESM-only and
 * Docusaurus loads the config (and so this plugin) through a CommonJS loader,
 * so buildIndex.ts starts this script as a separate Node process:
 *   node pagefindRunner.mjs <manifest.json>
 * The manifest is { outputPath, excludeSelectors, pagesDir, pages }: `pages`
 * is how many pages `pagesDir` holds, and the run fails if Pagefind indexed
 * another number. It prints { pages } as JSON on success.
 */
import { readFile } from 'node:fs/promises';
import * as pagefind from 'pagefind';

const manifest = JSON.parse(await readFile(process.argv[2], 'utf8'));
const { index, errors } = await pagefind.createIndex({ excludeSelectors: manifest.excludeSelectors });
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
try {
  const added = await index.addDirectory({ path: manifest.pagesDir });
  if (added.errors.length > 0) throw new Error(`Pagefind failed: ${added.errors.join('; ')}`);
  if (added.page_count !== manifest.pages)
    throw new Error(`Pagefind indexed ${added.page_count} of ${manifest.pages} pages`);
  const written = await index.writeFiles({ outputPath: manifest.outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
} finally {
  await pagefind.close();
}
process.stdout.write(JSON.stringify({ pages: manifest.pages }));
