/**
 * Runs Pagefind over a manifest of built pages. `pagefind` is ESM-only and
 * Docusaurus loads the config (and so this plugin) through a CommonJS loader,
 * so buildIndex.ts starts this script as a separate Node process:
 *   node pagefindRunner.mjs <manifest.json>
 * The manifest is { outputPath, excludeSelectors, pages: [{ url, file }] };
 * the script prints { pages } as JSON on success.
 */
import { readFile } from 'node:fs/promises';
import * as pagefind from 'pagefind';

const manifest = JSON.parse(await readFile(process.argv[2], 'utf8'));
const { index, errors } = await pagefind.createIndex({ excludeSelectors: manifest.excludeSelectors });
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
try {
  for (const page of manifest.pages) {
    const added = await index.addHTMLFile({ url: page.url, content: await readFile(page.file, 'utf8') });
    if (added.errors.length > 0)
      throw new Error(`Pagefind failed on ${page.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: manifest.outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
} finally {
  await pagefind.close();
}
process.stdout.write(JSON.stringify({ pages: manifest.pages.length }));
