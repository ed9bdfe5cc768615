import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleFiles } from '..';
import { escapeMdxText, replaceGenerated } from '../functionPages';
import { providerTagEntry, providerTagFiles } from '../providerTags';
import { providers } from '../../../data/providers/providers';

const root = join(__dirname, '..', '..', '..');

describe('generated files', () => {
  it('are up to date with their sources (run `npm run generate` when this fails)', () => {
    expect(staleFiles(root).map((file) => relative(root, file.path))).toEqual([]);
  });
});

describe('provider tag generator', () => {
  it('defines a new provider tag in docs/tags.yml and the providers group', () => {
    const added = { ...providers[0], code: 'ACME', name: 'ACME', tag: 'acme' };
    const [tagsYml, groupList] = providerTagFiles(root, [...providers, added]);
    expect(tagsYml.content).toContain(`${providerTagEntry(added)}\n`);
    expect(tagsYml.content).not.toBe(readFileSync(tagsYml.path, 'utf8'));
    expect(groupList.content).toContain("  'acme',\n");
  });
});

describe('function page generator', () => {
  it('escapes MDX specials outside inline code only', () => {
    expect(escapeMdxText('a {b} <c> `x{y}`')).toBe('a \\{b\\} \\<c\\> `x{y}`');
  });

  it('refuses a page without markers', () => {
    expect(() => replaceGenerated('no markers here', 'x')).toThrow();
  });
});
