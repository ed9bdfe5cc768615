import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { grammarModule, PAGE_LANGUAGES } from '../languages';
import remarkPrismLanguages from '../remark';

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

  it('imports nothing for languages Prism bundles or the site registers globally', async () => {
    const out = await compileMdx('```json\n{}\n```\n\n```odsl\nprint 1\n```\n\n```\nplain\n```\n');
    expect(out).not.toContain('prism-languages');
  });
});

describe('page languages', () => {
  it('has a client module for every grammar', () => {
    const modules = readdirSync(join(__dirname, '..', 'client')).map((file) => file.replace(/\.ts$/, ''));
    for (const grammar of new Set(Object.values(PAGE_LANGUAGES))) expect(modules).toContain(grammar);
  });

  it('lists no language that prism-react-renderer already bundles', () => {
    for (const language of Object.keys(PAGE_LANGUAGES)) expect(Prism.languages[language]).toBeUndefined();
    expect(grammarModule('JSON')).toBeUndefined();
    expect(grammarModule('Java')).toBe('@site/plugins/prism-languages/client/java');
  });

  it('registers a grammar on the shared Prism instance and leaves no global behind', async () => {
    await import('../client/java');
    expect(Prism.languages.java).toBeDefined();
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });
});
