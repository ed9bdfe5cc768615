// Checks every page of the build with the W3C Nu HTML Checker (npm `vnu-jar`, which needs Java) and
// fails on any error, listed by message with the pages that have it. Pages go to the checker in a few
// large batches (one Java start each), one per core.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import vnuJar from 'vnu-jar';
import { htmlFilesOf } from '../../../lib/built-pages/htmlFiles.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
const dir = values.dir;

function check(files) {
  return new Promise((resolve, reject) => {
    const args = [
      '-Xss8m',
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--exit-zero-always',
      '--stdout',
      '--format',
      'json',
      ...files,
    ];
    const java = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    java.stdout.on('data', (chunk) => (output += chunk));
    let log = '';
    java.stderr.on('data', (chunk) => (log += chunk));
    java.on('error', (error) =>
      reject(
        new Error(`cannot run java (${error.message}): install a JRE, e.g. Debian's default-jre-headless`),
      ),
    );
    java.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the checker exited with ${code}: ${log.slice(0, 2000)}`));
      resolve(JSON.parse(output).messages);
    });
  });
}

const started = performance.now();
const files = htmlFilesOf(dir);
if (files.length === 0) throw new Error(`no pages in ${dir}/: build the site first (npm run build)`);
const batches = Math.max(1, Math.min(availableParallelism(), 4));
const size = Math.ceil(files.length / batches);
const results = await Promise.all(
  Array.from({ length: batches }, (_, i) => check(files.slice(i * size, (i + 1) * size))),
);
const errors = results.flat().filter((m) => m.type === 'error' || m.subType === 'fatal');

const pageOf = (url) => {
  const path = decodeURIComponent(new URL(url).pathname);
  return `/${relative(join(process.cwd(), dir), path).split(sep).join('/')}`;
};
const byMessage = new Map();
for (const error of errors) {
  const list = byMessage.get(error.message) ?? [];
  list.push(`${pageOf(error.url)}:${error.lastLine ?? '?'}`);
  byMessage.set(error.message, list);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pagesWithErrors = new Set(errors.map((e) => e.url)).size;
console.log(
  `[html] ${files.length} pages checked in ${seconds} s: ${errors.length} errors on ${pagesWithErrors} pages`,
);
for (const [message, where] of [...byMessage].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${where.length} × ${message}`);
  for (const page of where.slice(0, 10)) console.log(`    ${page}`);
  if (where.length > 10) console.log(`    … and ${where.length - 10} more`);
}
if (errors.length > 0) process.exit(1);
