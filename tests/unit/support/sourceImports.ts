/** The source files of a folder and the modules they import, read as text (no TypeScript program). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..', '..');

const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;

/** Every source file under `folder` (relative to the repository), as repository paths. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.split(sep).includes('node_modules'))
    .map((file) => join(folder, file).split(sep).join('/'))
    .sort();
}

/** Module specifiers of `import … from`, `export … from`, `import(…)`, `require(…)` and `import '…'`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]!);
}

/**
 * The repository path a specifier points to (`@site/…` and relative paths), or undefined for a package.
 */
export function importedPath(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier))
    .split(sep)
    .join('/');
}

export function readSource(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}
