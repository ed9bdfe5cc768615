import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import searchPlugin from '..';

const require = createRequire(import.meta.url);
const DOCSEARCH_DIST = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '@docsearch',
  'react',
  'dist',
  'esm',
);
const zodEvalProbeLoader = require('../zodEvalProbeLoader.cjs') as ((source: string) => string) & {
  PROBE: RegExp;
};

describe('zodEvalProbeLoader', () => {
  it('removes the eval probe from the pinned DocSearch modules, so the CSP has nothing to report', () => {
    // Fails when DocSearch changes its bundle: check whether the loader is still needed.
    for (const file of ['DocSearchModal.js', 'Sidepanel.js', 'index.js']) {
      const source = readFileSync(join(DOCSEARCH_DIST, file), 'utf8');
      expect(source.match(zodEvalProbeLoader.PROBE)).toHaveLength(1);
      const output = zodEvalProbeLoader(source);
      expect(output).not.toContain('new Function(');
      expect(output.length).toBeLessThan(source.length);
    }
  });

  it('is applied by the search plugin to those modules and to nothing else', () => {
    const context = { baseUrl: '/' } as LoadContext;
    const plugin = searchPlugin(context, { backend: 'pagefind', indexDir: 'pagefind' }) as Plugin;
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: { rules: Array<{ test: RegExp; use: Array<{ loader: string }> }> };
    };
    const [rule] = config.module.rules;
    expect(rule.use[0].loader).toBe(join(__dirname, '..', 'zodEvalProbeLoader.cjs'));
    expect(rule.test.test(join(DOCSEARCH_DIST, 'DocSearchModal.js'))).toBe(true);
    expect(rule.test.test('/site/node_modules/@docsearch/css/dist/style.js')).toBe(false);
  });
});
