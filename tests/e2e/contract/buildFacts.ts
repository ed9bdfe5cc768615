/**
 * What the contract spec reads from the production build, as plain data: the sidebar's sections and
 * pages (from `/llms.txt`, which plugins/llms writes from the docs plugin's loaded sidebars, upstream of
 * any route rewrite), the section each page is filed under in the search index, and the cards of the
 * pages that show cards. The parsers take text, so their unit tests (tests/unit/contract) need no build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'parse5';
import {
  attr,
  childrenOf,
  classes,
  elementsOf,
  textOf,
  type HtmlNode as Node,
} from '../../../lib/built-pages/htmlTree';
import { htmlFilesOf, routeOfBuiltFile } from '../../../lib/built-pages/htmlFiles.mjs';
import { OVERVIEW_SECTION } from '../../../plugins/llms/docsIndex';
import { searchPluginOptionsSchema } from '../../../plugins/search/options';
import { searchPluginOptions } from '../../../plugins/search/siteConfig';
import { readSiteEnv } from '../../../config/env';

export const BUILD = resolve(__dirname, '..', '..', '..', 'build');

export interface SidebarPage {
  title: string;
  /** Site path of the HTML page, e.g. `/docs/odsl/command/print`. */
  path: string;
  description: string;
}

export interface SidebarSection {
  title: string;
  pages: SidebarPage[];
}

/**
 * The top-level sidebar categories of `llms.txt`, in sidebar order, with their pages (category pages
 * and leaves). The overview (docs at the sidebar's top level) is no category; the convention's
 * "Optional" list links whole-text files, not pages, so neither is returned.
 */
export function parseLlmsIndex(text: string): SidebarSection[] {
  const sections: SidebarSection[] = [];
  let current: SidebarSection | undefined;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      current = { title: heading[1]!.trim(), pages: [] };
      sections.push(current);
      continue;
    }
    // A page's entry links its Markdown twin: `- [Title](https://host/docs/page.md): description`.
    const entry = /^- \[(.+?)\]\(https?:\/\/[^/)]+(\/[^)]*?)\.md\)(?:: (.*))?$/.exec(line);
    if (entry && current) {
      current.pages.push({ title: entry[1]!, path: entry[2]!, description: entry[3] ?? '' });
    }
  }
  return sections.filter((section) => section.title !== OVERVIEW_SECTION && section.pages.length > 0);
}

/**
 * Whether the page's own entry in the docs sidebar (the active link) is a leaf link, a category, or
 * absent (the page is not in the sidebar).
 */
export function sidebarEntryKind(html: string): 'leaf' | 'category' | undefined {
  const document: Node = parse(html);
  const parents = new Map<Node, Node>();
  const visit = (n: Node) => {
    for (const child of childrenOf(n)) {
      parents.set(child, n);
      visit(child);
    }
  };
  visit(document);
  const active = elementsOf(document).find(
    (e) => e.tagName === 'a' && attr(e, 'aria-current') === 'page' && classes(e).includes('menu__link'),
  );
  for (let n: Node | undefined = active; n; n = parents.get(n)) {
    if (!('tagName' in n) || n.tagName !== 'li') continue;
    if (classes(n).includes('theme-doc-sidebar-item-link')) return 'leaf';
    if (classes(n).includes('theme-doc-sidebar-item-category')) return 'category';
  }
  return undefined;
}

export interface Card {
  href: string;
  title: string;
  /** The card's description as shown, or undefined when it shows none. */
  description?: string;
}

/** The doc cards (`DocCard`) a built page shows. */
export function cardsOf(html: string): Card[] {
  return elementsOf(parse(html))
    .filter((e) => e.tagName === 'a' && classes(e).includes('card') && classes(e).includes('padding--lg'))
    .map((card) => {
      const inner = elementsOf(card);
      const heading = inner.find((e) => e.tagName === 'h2');
      const paragraph = inner.find((e) => e.tagName === 'p');
      const description = paragraph ? textOf(paragraph).trim() : '';
      return {
        href: attr(card, 'href') ?? '',
        title: heading ? textOf(heading).trim() : '',
        ...(description && { description }),
      };
    });
}

/** Decodes one Pagefind fragment file (gzip, then a signature, then JSON): its page and `section` meta. */
export function parseFragment(gzipped: Buffer): { path: string; section?: string } {
  const text = gunzipSync(gzipped).toString('utf8');
  const json = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta?: { section?: string } };
  // Pagefind writes folder URLs with a trailing slash; the site's addresses have none.
  return { path: json.url.replace(/(.)\/$/, '$1').replace(/\.html$/, ''), section: json.meta?.section };
}

// ---- Reading the build ----

export function readLlmsIndex(): SidebarSection[] {
  return parseLlmsIndex(readFileSync(join(BUILD, 'llms.txt'), 'utf8'));
}

/** The built HTML file of a site path (`/docs/x` is `docs/x.html`, or `docs/x/index.html`). */
export function builtHtml(path: string): string {
  const base = join(BUILD, ...path.split('/').filter(Boolean));
  const file = [`${base}.html`, join(base, 'index.html')].find(existsSync);
  if (!file) throw new Error(`no built HTML for ${path}`);
  return readFileSync(file, 'utf8');
}

/** Every page of the search index, with the section it is filed under. */
export function readSearchSections(): Map<string, string | undefined> {
  const { indexDir } = searchPluginOptionsSchema.parse(searchPluginOptions(readSiteEnv()));
  const folder = join(BUILD, indexDir, 'fragment');
  const sections = new Map<string, string | undefined>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.pf_fragment'))) {
    const { path, section } = parseFragment(readFileSync(join(folder, file)));
    sections.set(path, section);
  }
  return sections;
}

/** How the theme's `DocCard` (and the site's) opens its class list; Infima's card classes. */
const CARD_CLASSES = 'class="card padding--lg';

/** Site paths of the built HTML pages (docs only) that show doc cards. */
export function pagesWithCards(): string[] {
  return htmlFilesOf(join(BUILD, 'docs'))
    .filter((file) => readFileSync(file, 'utf8').includes(CARD_CLASSES))
    .map((file) => routeOfBuiltFile(BUILD, file))
    .sort();
}
