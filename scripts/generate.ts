/**
 * `npm run generate`: rewrites every generated file (lib/generate) from its source data and names the
 * files it changed. Run it after editing the function YAML or the provider catalogue.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { staleFiles } from '../lib/generate';

const root = join(__dirname, '..');
const stale = staleFiles(root);
for (const file of stale) {
  writeFileSync(file.path, file.content);
  console.log(`updated ${relative(root, file.path)}`);
}
console.log(stale.length === 0 ? 'generated files are up to date' : `${stale.length} file(s) regenerated`);
