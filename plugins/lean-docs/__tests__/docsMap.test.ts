import { describe, expect, it } from 'vitest';
import { compactDocs, docsFromSidebars, expandDocs } from '../docsMap';

const docs = {
  home: { id: 'home', title: 'Home', sidebar: 'docs' },
  'api/rest': { id: 'api/rest', title: 'REST', sidebar: 'docs' },
  'api/sdk': { id: 'api/sdk', title: 'Client SDKs', sidebar: 'docs' },
  'kb/cron': { id: 'kb/cron', title: 'Cron', sidebar: 'kb' },
  orphan: { id: 'orphan', title: 'Not in a sidebar' },
};

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'API',
      items: [
        { type: 'link', label: 'REST', docId: 'api/rest' },
        // A sidebar label of its own: the title is not the label.
        { type: 'link', label: 'SDKs', docId: 'api/sdk' },
        { type: 'link', label: 'Home', docId: 'home' },
      ],
    },
  ],
  kb: [
    { type: 'link', label: 'Cron', docId: 'kb/cron' },
    { type: 'link', label: 'REST', docId: 'api/rest' },
  ],
};

describe('the compact docs map', () => {
  it('keeps only the docs the sidebars do not describe exactly, without the ids their keys give', () => {
    const { id: _sdk, ...sdk } = docs['api/sdk']!;
    const { id: _orphan, ...orphan } = docs.orphan!;
    expect(compactDocs(docs, sidebars)).toEqual({ 'api/sdk': sdk, orphan });
  });

  it('gives every doc back, with its title and sidebar, so a lookup by id finds any doc', () => {
    expect(expandDocs(compactDocs(docs, sidebars), sidebars)).toEqual(docs);
  });

  it('takes the first sidebar that links a doc, as the docs plugin does', () => {
    expect(docsFromSidebars(sidebars)['api/rest']).toEqual({
      id: 'api/rest',
      title: 'REST',
      sidebar: 'docs',
    });
  });
});
