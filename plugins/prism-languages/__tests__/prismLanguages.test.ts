import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { grammarModule, PAGE_LANGUAGES } from '../languages';
import remarkPrismLanguages from '../remark';

const require = createRequire(import.meta.url);
const { stripBundledLanguages } = require('../stripBundledLanguages.cjs') as {
  stripBundledLanguages: (source: string) => string;
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

async function compileMdx(source: string): Promise<string> {
  return String(await compile(source, { remarkPlugins: [remarkPrismLanguages] }));
}

describe('remark-prism-languages', () => {
  it('imports the grammar of each language the page shows, once', async () => {
    const out = await compileMdx(
      '```java\nint a;\n```\n\n```sh\nls\n```\n\n```bash\nls\n```\n\n```java\nint b;\n```\n',
    );
    expect(out.match(/import "@site\/plugins\/prism-languages\/client\/java"/g)).toHaveLength(1);
    expect(out.match(/import "@site\/plugins\/prism-languages\/client\/bash"/g)).toHaveLength(1);
  });

  it('imports nothing for languages without a grammar here (odsl is registered on every page)', async () => {
    const out = await compileMdx('```odsl\nprint 1\n```\n\n```text\nplain\n```\n\n```\nplain\n```\n');
    expect(out).not.toContain('prism-languages');
  });

  it('imports JSON and HTTP grammars, which are no longer in main', async () => {
    const out = await compileMdx('```http\nGET /curve HTTP/1.1\n```\n\n```JSON\n{}\n```\n');
    expect(out).toContain('import "@site/plugins/prism-languages/client/http"');
    expect(out).toContain('import "@site/plugins/prism-languages/client/json"');
  });
});

describe('page languages', () => {
  it('has a client module for every grammar', () => {
    const modules = readdirSync(join(__dirname, '..', 'client')).map((file) => file.replace(/\.ts$/, ''));
    for (const grammar of new Set(Object.values(PAGE_LANGUAGES))) expect(modules).toContain(grammar);
  });

  it('has a grammar for every code-fence language the docs use, except those Prism need not colour', () => {
    const used = new Set(
      filesUnder(join(__dirname, '..', '..', '..', 'docs'))
        .filter((file) => /\.mdx?$/.test(file))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/^\s*```(\w[\w+-]*)/gm)].map((m) => m[1]!),
        ),
    );
    const withoutGrammar = [...used].filter((language) => !grammarModule(language));
    expect(withoutGrammar.sort()).toEqual(['mermaid', 'odsl', 'text']);
    expect(grammarModule('Java')).toBe('@site/plugins/prism-languages/client/java');
  });

  it('registers a grammar on the shared Prism instance and leaves no global behind', async () => {
    await import('../client/java');
    expect(Prism.languages.java).toBeDefined();
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });
});

describe('stripBundledLanguages', () => {
  const bundle = readFileSync(
    require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const stripped = stripBundledLanguages(bundle);

  it('removes the grammars prism-react-renderer bundles and keeps its Prism core and components', () => {
    expect(bundle).toContain('Prism.languages.swift =');
    expect(stripped).not.toContain('Prism.languages.swift =');
    expect(stripped).not.toContain('Prism.languages.python =');
    expect(stripped).toContain('var Prism = __toESM(require_prism());');
    expect(stripped).toContain('Highlight');
    expect(stripped.length).toBeLessThan(bundle.length - 50_000);
  });

  it('fails on a bundle of another layout rather than pass it through', () => {
    expect(() => stripBundledLanguages('export const Prism = {};')).toThrow(/bundled grammars/);
  });
});
