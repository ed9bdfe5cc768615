/** CLI: rewrites the generated sections of every function category page. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { odslFunctionCategories } from '../../data/odsl/functions';
import { categoryPagePath, renderCategorySections, replaceGenerated } from './function-pages';

const root = join(__dirname, '..', '..');

for (const category of odslFunctionCategories) {
  const file = categoryPagePath(root, category.key);
  const before = readFileSync(file, 'utf8');
  const after = replaceGenerated(before, renderCategorySections(category.key));
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`updated ${file}`);
  }
}
