// Stores Brotli and gzip copies beside every compressible file of a build, so servers that use
// precompressed files (the local server, nginx's gzip_static) never compress on the fly.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readHostingRules } from '../server/readRules.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
const dir = values.dir;
const rules = readHostingRules(dir);

async function candidates() {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(dir, file).split(sep).join('/')}`;
    if (urlPath.startsWith('/.')) continue;
    if (!rules.precompress.extensions.includes(extname(file))) continue;
    if ((await stat(file)).size < rules.precompress.minBytes) continue;
    files.push(file);
  }
  return files;
}

// Hashed scripts and styles are cached for a year, so they get a slow, small Brotli level (11 is
// twice as slow again for under 2% less); pages change with every deployment and get a faster one.
const brotliQuality = (file) => (/\.(js|css)$/.test(file) ? 10 : 8);

async function compress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length, gz: gz.length };
}

const started = performance.now();
const files = await candidates();
const totals = { raw: 0, br: 0, gz: 0 };
let next = 0;
async function worker() {
  while (next < files.length) {
    const sizes = await compress(files[next++]);
    for (const key of Object.keys(totals)) totals[key] += sizes[key];
  }
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
console.log(
  `[compress] ${files.length} files: ${mb(totals.raw)} raw → ${mb(totals.br)} br, ${mb(totals.gz)} gzip ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
