/*
 * The site in hosted-search (Algolia) mode that search-algolia.spec.ts serves: a second build into
 * build-algolia/ with ALGOLIA_* set, made of the few docs the spec and the build's own checks need, so it
 * takes seconds. A stamp of its inputs (every file git tracks or would track, by content, and these
 * settings) is written last; a build whose stamp differs from the work tree's is never reused.
 *
 *   jiti tests/e2e/support/algolia-site.ts build   the docusaurus step of `npm run build:search-algolia`
 *   jiti tests/e2e/support/algolia-site.ts stamp   its last step, once the build is complete
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
export const ALGOLIA_OUT_DIR = 'build-algolia';
export const ALGOLIA_API_KEY = 'e2e-search-only-key';
const STAMP = join(ROOT, ALGOLIA_OUT_DIR, '.inputs-sha256');

export const ALGOLIA_SITE_ENV = {
  ALGOLIA_APP_ID: 'E2ETEST',
  ALGOLIA_API_KEY,
  ALGOLIA_INDEX_NAME: 'docs',
  ALGOLIA_ASSISTANT_ID: 'e2e-assistant',
  SEARCH_REPLACE_PATHNAME_FROM: '/legacy-docs/',
  SEARCH_REPLACE_PATHNAME_TO: '/docs/',
  // The docs home the spec visits, every folder's index (categories link to them), and the pages that
  // config/redirects.ts leads to (the hosting plugin fails the build when a redirect leads nowhere).
  DOCS_SUBSET: [
    'home.mdx',
    '**/index.mdx',
    'product/polyglot/*.mdx',
    'topics/curves/event-curve-versioning.mdx',
    'topics/automations/**/*.mdx',
    'api/rest/rest.mdx',
  ].join(','),
};

/**
 * Every file of the work tree but what .gitignore excludes, for a copy without `.git` (the upgrade
 * rehearsal's): the names .gitignore lists are skipped wherever they occur, `*.x` by their ending.
 */
function filesWithoutGit(): string[] {
  const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => line && !line.startsWith('#'));
  const skip = (name: string) =>
    name === '.git' ||
    ignored.some((rule) => (rule.startsWith('*') ? name.endsWith(rule.slice(1)) : name === rule));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (skip(entry.name)) return [];
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [relative(ROOT, path)];
    });
  return walk(ROOT);
}

/** Every file git tracks or would track (not what .gitignore excludes). */
function workTreeFiles(): string[] {
  if (!existsSync(join(ROOT, '.git'))) return filesWithoutGit();
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
}

/** A digest of every file git tracks or would track (not what .gitignore excludes) and of the settings. */
export function inputsDigest(): string {
  const hash = createHash('sha256').update(JSON.stringify(ALGOLIA_SITE_ENV));
  const files = workTreeFiles().sort();
  for (const file of files) {
    const path = join(ROOT, file);
    // A tracked file deleted in the work tree is listed too.
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : '\0deleted');
  }
  return hash.digest('hex');
}

/** True when build-algolia/ was built, completely, from the work tree as it is now. */
export function algoliaSiteIsFresh(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputsDigest();
}

function main(step: string | undefined): void {
  if (step === 'build') {
    rmSync(join(ROOT, ALGOLIA_OUT_DIR), { recursive: true, force: true });
    execFileSync('docusaurus', ['build', '--out-dir', ALGOLIA_OUT_DIR], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...ALGOLIA_SITE_ENV },
    });
  } else if (step === 'stamp') {
    writeFileSync(STAMP, inputsDigest());
  } else {
    throw new Error(`usage: jiti tests/e2e/support/algolia-site.ts build|stamp (got ${step ?? 'nothing'})`);
  }
}

if (/algolia-site\.ts$/.test(process.argv[1] ?? '')) main(process.argv[2]);
