import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cardsOf,
  parseFragment,
  parseLlmsIndex,
  sidebarEntryKind,
  type SidebarSection,
} from '../../e2e/contract/buildFacts';
import {
  breadcrumbListNames,
  breadcrumbProblems,
  budgetProblems,
  cardProblems,
  indexCoverageProblems,
  leafOf,
  misfiledPages,
  overfullOtherSections,
} from '../../e2e/contract/checks';

/*
 * The contract spec (tests/e2e/contract) asserts that these return no problem on the build. Here each
 * rule is shown to pass on what a sound build gives and to name the fault on what a broken one gives.
 */

const LLMS = `# Site

> Summary.

## Overview

- [Getting Started](https://docs.example.com/docs.md): Start here.

## Tutorials

- [Tutorials](https://docs.example.com/docs/tutorials.md): Every tutorial.
- [General](https://docs.example.com/docs/category/general.md): Stand-alone tutorials.
- [Running code](https://docs.example.com/docs/tutorials/running-code.md): Run a script.

## ODSL Language

- [Print](https://docs.example.com/docs/odsl/command/print.md): Print a value.

## Optional

- [The whole documentation](https://docs.example.com/llms-full.txt): Every page in one file.
`;

const sidebar: SidebarSection[] = parseLlmsIndex(LLMS);
const pageCount = sidebar.flatMap((s) => s.pages).length;

describe('parseLlmsIndex', () => {
  it('gives the sidebar categories with their pages, not the overview or the optional files', () => {
    expect(sidebar.map((s) => s.title)).toEqual(['Tutorials', 'ODSL Language']);
    expect(sidebar[0]!.pages[2]).toEqual({
      title: 'Running code',
      path: '/docs/tutorials/running-code',
      description: 'Run a script.',
    });
  });
});

const sidebarHtml = (
  activeIn: 'link' | 'category',
) => `<nav class="menu"><ul class="theme-doc-sidebar-menu menu__list">
  <li class="theme-doc-sidebar-item-category menu__list-item"><div><a class="menu__link" href=/docs/tutorials>Tutorials</a></div>
    <ul class=menu__list>
      <li class="theme-doc-sidebar-item-${activeIn} menu__list-item"><a class="menu__link menu__link--active" aria-current=page href=/x>X</a></li>
    </ul></li></ul></nav>`;

describe('sidebarEntryKind and leafOf', () => {
  it('tells a leaf from a category by the page’s own sidebar entry', () => {
    expect(sidebarEntryKind(sidebarHtml('link'))).toBe('leaf');
    expect(sidebarEntryKind(sidebarHtml('category'))).toBe('category');
    expect(sidebarEntryKind('<main>no sidebar</main>')).toBeUndefined();
  });

  it('picks the last leaf of a section, and none when every page is a category page', () => {
    const kinds: Record<string, 'leaf' | 'category'> = {
      '/docs/tutorials': 'category',
      '/docs/category/general': 'category',
      '/docs/tutorials/running-code': 'leaf',
    };
    expect(leafOf(sidebar[0]!, (path) => kinds[path])?.path).toBe('/docs/tutorials/running-code');
    expect(leafOf(sidebar[0]!, () => 'category')).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  const jsonLd = JSON.stringify({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', name: 'General', position: 2 },
      { '@type': 'ListItem', name: 'Tutorials', position: 1 },
      { '@type': 'ListItem', name: 'Running code', position: 3 },
    ],
  });

  it('reads the BreadcrumbList in position order among other JSON-LD', () => {
    expect(breadcrumbListNames(['{"@type":"WebSite"}', 'not json', jsonLd])).toEqual([
      'Tutorials',
      'General',
      'Running code',
    ]);
    expect(breadcrumbListNames(['{"@type":"WebSite"}'])).toEqual([]);
  });

  it('passes a leaf with both trails from its section, and names each missing trail', () => {
    const trail = ['Tutorials', 'General', 'Running code'];
    expect(breadcrumbProblems('Tutorials', trail, trail)).toEqual([]);
    // Docusaurus 3.10 with lean-docs stripping docId: no trail at all on leaf pages.
    expect(breadcrumbProblems('Tutorials', [], [])).toHaveLength(2);
    expect(breadcrumbProblems('Tutorials', trail, ['Running code'])).toEqual([
      'BreadcrumbList [Running code] does not start at "Tutorials"',
    ]);
  });
});

describe('search sections', () => {
  const sound = new Map<string, string | undefined>([
    ['/docs', 'Getting Started'],
    ['/docs/tutorials', 'Tutorials'],
    ['/docs/category/general', 'Tutorials'],
    ['/docs/tutorials/running-code', 'Tutorials'],
    ['/docs/odsl/command/print', 'ODSL Language'],
    ['/blog/post', 'Blog'],
  ]);

  it('passes pages filed under their sidebar section', () => {
    expect(misfiledPages(sidebar, sound)).toEqual([]);
    expect(overfullOtherSections(sidebar, sound)).toEqual([]);
    expect(indexCoverageProblems(sidebar, sound)).toEqual([]);
  });

  it('names pages in the fallback section and a fallback that fills up', () => {
    const broken = new Map([...sound].map(([path]) => [path, 'Documentation']));
    expect(misfiledPages(sidebar, broken)).toContain(
      '/docs/odsl/command/print: in "Documentation", not "ODSL Language"',
    );
    expect(overfullOtherSections(sidebar, broken, 3)).toEqual(['"Documentation" holds 6 pages (at most 3)']);
    expect(overfullOtherSections(sidebar, broken)).toEqual([]);
  });

  it('fails an index that holds too few of the sidebar’s pages to judge', () => {
    expect(indexCoverageProblems(sidebar, new Map([['/docs/tutorials', 'Tutorials']]))).toEqual([
      `the search index holds 1 of the sidebar's ${pageCount} pages`,
    ]);
  });

  it('reads a Pagefind fragment’s page and section', () => {
    const fragment = gzipSync(
      Buffer.from('pagefind_dcd{"url":"/docs/tutorials/running-code/","meta":{"section":"Tutorials"}}'),
    );
    expect(parseFragment(fragment)).toEqual({ path: '/docs/tutorials/running-code', section: 'Tutorials' });
  });
});

describe('cards', () => {
  const pages = new Map(sidebar.flatMap((s) => s.pages.map((p) => [p.path, p])));
  const card = (href: string, description?: string) =>
    `<a class="card padding--lg cardContainer_x" href=${href}><h2><span>T</span></h2>${
      description === undefined ? '' : `<p title="${description}">${description}</p>`
    }</a>`;

  it('reads the cards of a page', () => {
    expect(cardsOf(`<article>${card('/docs/tutorials/running-code', 'Run a script.')}</article>`)).toEqual([
      { href: '/docs/tutorials/running-code', title: 'T', description: 'Run a script.' },
    ]);
  });

  it('passes cards with their page’s description or a category’s item count', () => {
    const html =
      card('/docs/tutorials/running-code', 'Run a script.') + card('/docs/category/general', '3 items');
    expect(cardProblems(cardsOf(html), pages)).toEqual([]);
  });

  it('names a card without its description, and one with another page’s', () => {
    const html = card('/docs/tutorials/running-code') + card('/docs/odsl/command/print', 'Run a script.');
    expect(cardProblems(cardsOf(html), pages)).toEqual([
      'card "T" (/docs/tutorials/running-code) shows no description',
      'card "T" (/docs/odsl/command/print) shows "Run a script.", not "Print a value."',
    ]);
  });
});

describe('budgetProblems', () => {
  const budget = { firstVisit: 200, main: 120, chunk: 50 };
  const main = { file: '/assets/js/main.0123abcd.js', gzip: 100 };

  it('passes a first visit within every budget', () => {
    expect(budgetProblems([main, { file: '/assets/js/1.js', gzip: 50 }], budget)).toEqual([]);
  });

  it('names the total, main and a chunk over their budgets', () => {
    const problems = budgetProblems(
      [
        { ...main, gzip: 130 },
        { file: '/assets/js/1.js', gzip: 80 },
      ],
      budget,
    );
    expect(problems).toEqual([
      'first visit 0.2 KB > 0.2 KB gzip',
      '/assets/js/main.0123abcd.js 0.1 KB > 0.1 KB gzip',
      '/assets/js/1.js 0.1 KB > 0.0 KB gzip',
    ]);
  });

  it('fails a visit that loads no main chunk', () => {
    expect(budgetProblems([{ file: '/assets/js/1.js', gzip: 1 }], budget)).toEqual([
      '0 main chunks loaded, expected 1',
    ]);
  });
});
