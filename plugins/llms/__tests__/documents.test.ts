import { describe, expect, it } from 'vitest';
import { readDocsIndex, type DocsContent } from '../docsIndex';
import { fullText, llmsIndex, twinDocument, twinPath } from '../documents';

const content: DocsContent = {
  loadedVersions: [
    {
      docs: [
        { id: 'home', title: 'Getting Started', description: 'Start here.', permalink: '/docs' },
        { id: 'odsl/index', title: 'ODSL Language', description: 'The language.', permalink: '/docs/odsl' },
        { id: 'odsl/print', title: 'print', description: 'Write a value.', permalink: '/docs/odsl/print' },
        { id: 'odsl/log', title: 'log', description: 'Log a message.', permalink: '/docs/odsl/log' },
        { id: 'draft', title: 'Hidden', description: '', permalink: '/docs/hidden', unlisted: true },
        { id: 'orphan', title: 'Orphan', description: 'Not in the sidebar.', permalink: '/docs/orphan' },
      ],
      sidebars: {
        docSidebar: [
          { type: 'doc', id: 'home' },
          {
            type: 'category',
            label: 'ODSL Language',
            link: { type: 'doc', id: 'odsl/index' },
            items: [
              { type: 'doc', id: 'odsl/print' },
              {
                type: 'category',
                label: 'Logging',
                link: { type: 'generated-index', permalink: '/docs/category/logging', description: 'Logs.' },
                items: [{ type: 'doc', id: 'odsl/log' }],
              },
            ],
          },
        ],
      },
    },
  ],
};

describe('readDocsIndex', () => {
  it('groups pages by top-level section in sidebar order, category pages first', () => {
    const { sections, pages } = readDocsIndex(content);
    expect(sections.map((s) => [s.title, s.slug])).toEqual([
      ['Overview', 'overview'],
      ['ODSL Language', 'odsl-language'],
      ['Other pages', 'other-pages'],
    ]);
    expect(pages.map((p) => p.permalink)).toEqual([
      '/docs',
      '/docs/odsl',
      '/docs/odsl/print',
      '/docs/category/logging',
      '/docs/odsl/log',
      '/docs/orphan',
    ]);
    expect(sections[1]?.pages[2]).toEqual({
      title: 'Logging',
      description: 'Logs.',
      permalink: '/docs/category/logging',
    });
  });
});

describe('documents', () => {
  const site = { title: 'Docs', summary: 'All about\nmarket data.', siteUrl: 'https://d.example' };

  it('puts the twin at the page URL plus .md', () => {
    expect(twinPath('/docs/odsl/print')).toBe('/docs/odsl/print.md');
    expect(twinPath('/docs/odsl/')).toBe('/docs/odsl.md');
  });

  it('writes front matter with title, description and canonical URL', () => {
    const page = { title: 'print "x"', description: 'Write: a value.', permalink: '/docs/odsl/print' };
    expect(twinDocument(page, '# print\n', 'https://d.example')).toBe(
      '---\ntitle: "print \\"x\\""\ndescription: "Write: a value."\ncanonical_url: "https://d.example/docs/odsl/print"\n---\n\n# print\n',
    );
  });

  it('writes llms.txt: title, summary, one link per page by section, then the full files', () => {
    const { sections } = readDocsIndex(content);
    const text = llmsIndex(site, sections);
    expect(text.startsWith('# Docs\n\n> All about market data.\n')).toBe(true);
    expect(text).toContain(
      '\n## ODSL Language\n\n- [ODSL Language](https://d.example/docs/odsl.md): The language.\n',
    );
    expect(text).toContain('- [print](https://d.example/docs/odsl/print.md): Write a value.\n');
    expect(text).toContain('\n## Optional\n\n- [The whole documentation](https://d.example/llms-full.txt)');
    expect(text).toContain('(https://d.example/llms-full/odsl-language.txt)');
  });

  it('writes full text: each page with its title and URL', () => {
    const page = { title: 'print', description: '', permalink: '/docs/odsl/print' };
    const text = fullText(site, [{ page, markdown: '# print\n\nWrites.\n' }], site.siteUrl);
    expect(text).toBe(
      '# Docs\n\n> All about market data.\n\n---\n\n# print\n\nURL: https://d.example/docs/odsl/print\n\nWrites.\n',
    );
  });
});
