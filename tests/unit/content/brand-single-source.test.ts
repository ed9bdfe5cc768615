import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import brand from '../../../src/brand';

const root = join(__dirname, '../../..');
const SCANNED = [
  'docs',
  'blog',
  'src',
  'data',
  'config',
  'plugins',
  'scripts',
  'tests',
  'docusaurus.config.ts',
];
const ALLOWED = new Set(['src/brand.ts']);
const TEXT = /\.(mdx?|tsx?|jsx?|mjs|json|ya?ml|css)$/;

function files(path: string): string[] {
  const abs = join(root, path);
  if (statSync(abs).isFile()) return [path];
  return readdirSync(abs).flatMap((name) => files(join(path, name)));
}

const domain = new URL(brand.portalUrl).hostname.split('.').slice(-2).join('.');

describe('the brand module', () => {
  it('is the only place that spells out the product name and its domain', () => {
    const offenders = SCANNED.flatMap(files)
      .filter((p) => TEXT.test(p) && !ALLOWED.has(p))
      .filter((p) => {
        const text = readFileSync(join(root, p), 'utf8');
        return text.includes(brand.productName) || text.toLowerCase().includes(domain);
      })
      .map((p) => relative(root, join(root, p)));
    expect(offenders).toEqual([]);
  });
});
