import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkLinkLists, { type LinkList, type RemarkLinkListsOptions } from '../index';

const guides: LinkList = {
  id: 'tasks-using-this-page',
  heading: 'Tasks that use this page',
  links: [{ href: '/docs/tutorials/load-csv', text: 'Load a CSV file into a time series' }],
};
const top: LinkList = {
  id: 'common-tasks',
  heading: 'Common tasks',
  links: [{ href: '/docs/tutorials/first', text: 'Write my first script' }],
};
const options: RemarkLinkListsOptions = {
  siteDir: '/site',
  listsOf: (file) => (file === 'docs/odsl/service/csv.mdx' ? [guides] : []),
  namedList: (name) => (name === 'top-jobs' ? top : undefined),
};

async function compileMdx(source: string, path: string): Promise<string> {
  const file = await compile(
    { value: source, path },
    { remarkPlugins: [[remarkLinkLists, options]], development: false },
  );
  return String(file);
}

describe('remark-link-lists', () => {
  it('appends the lists named for a page at its end, as a labelled nav left out of the search index', async () => {
    const out = await compileMdx('# CSV\n\nReads a file.\n', '/site/docs/odsl/service/csv.mdx');
    expect(out).toMatch(/"aria-labelledby": "tasks-using-this-page"/);
    expect(out).toMatch(/"data-pagefind-ignore": "all"/);
    expect(out).toMatch(/id: "tasks-using-this-page"/);
    expect(out).toContain('"Tasks that use this page"');
    expect(out).toContain('href: "/docs/tutorials/load-csv"');
    expect(out.indexOf('Reads a file.')).toBeLessThan(out.indexOf('Tasks that use this page'));
  });

  it('leaves a page without lists as it is', async () => {
    const out = await compileMdx('# Other\n', '/site/docs/odsl/service/xml.mdx');
    expect(out).not.toContain('nav');
  });

  it('puts a named list where the page places it', async () => {
    const out = await compileMdx(
      '# Home\n\nBefore.\n\n<LinkList name="top-jobs" />\n\nAfter.\n',
      '/site/docs/home.mdx',
    );
    expect(out).toContain('href: "/docs/tutorials/first"');
    expect(out).not.toContain('LinkList');
    expect(out.indexOf('Before.')).toBeLessThan(out.indexOf('Common tasks'));
    expect(out.indexOf('Common tasks')).toBeLessThan(out.indexOf('After.'));
  });

  it('fails the build on a name no list has, or on other attributes', async () => {
    await expect(compileMdx('<LinkList name="nope" />\n', '/site/docs/home.mdx')).rejects.toThrow(
      /home\.mdx: <LinkList name="nope"> names no list/,
    );
    await expect(compileMdx('<LinkList name="top-jobs" x="1" />\n', '/site/docs/home.mdx')).rejects.toThrow(
      /takes one literal attribute, name/,
    );
  });
});
