// Moves the page of every route ending in `/index` from `<folder>/index.html`, where it would answer for
// the folder itself, to `<folder>/index/index.html` (see ../layout.ts). Runs after
// `docusaurus build`, once no plugin reads the pages any more, and before compression.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
const dir = values.dir;
const list = join(dir, '.hosting', 'index-routes.json');
if (!existsSync(list)) throw new Error(`${list} is missing: run docusaurus build first`);

let moved = 0;
for (const route of JSON.parse(readFileSync(list, 'utf8'))) {
  const from = join(dir, `${route}.html`);
  const to = join(dir, route, 'index.html');
  if (existsSync(to) && !existsSync(from)) continue; // moved by an earlier run
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
  moved += 1;
}
console.log(`[unshadow] ${moved} pages of routes ending in /index moved to <route>/index.html`);
