import { describe, expect, it } from 'vitest';
import type { DocsContent } from '../../llms/docsIndex';
import { docsSectionLinks } from '..';

const doc = (id: string, title: string, permalink: string) => ({ id, title, description: '', permalink });

const content: DocsContent = {
  loadedVersions: [
    {
      docs: [
        doc('home', 'Getting Started', '/docs'),
        // An index doc's permalink ends with a slash; the site's addresses do not.
        doc('odsl/index', 'ODSL Language', '/docs/odsl/'),
        doc('odsl/print', 'print', '/docs/odsl/print'),
        doc('kb/a', 'A code', '/docs/kb/a'),
        doc('orphan', 'Outside the sidebar', '/docs/orphan'),
      ],
      sidebars: {
        docSidebar: [
          { type: 'doc', id: 'home' },
          {
            type: 'category',
            label: 'ODSL Language',
            link: { type: 'doc', id: 'odsl/index' },
            items: [{ type: 'doc', id: 'odsl/print' }],
          },
          {
            type: 'category',
            label: 'Knowledge Base',
            link: { type: 'generated-index', permalink: '/docs/category/kb' },
            items: [{ type: 'doc', id: 'kb/a' }],
          },
        ],
      },
    },
  ],
};

describe('docsSectionLinks', () => {
  it('gives each top-level sidebar entry with the page it opens on, and leaves out pages outside it', () => {
    expect(docsSectionLinks(content)).toEqual([
      { label: 'Getting Started', to: '/docs' },
      { label: 'ODSL Language', to: '/docs/odsl' },
      { label: 'Knowledge Base', to: '/docs/category/kb' },
    ]);
  });

  it('is empty without docs', () => {
    expect(docsSectionLinks({ loadedVersions: [] })).toEqual([]);
  });
});
