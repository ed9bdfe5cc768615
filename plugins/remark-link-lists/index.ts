import { relative, sep } from 'node:path';
import type { Heading, List, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** One link of a list: where it goes and the words it shows. */
export interface ListedLink {
  href: string;
  text: string;
}

/** A labelled list of links: a heading (which names the list for assistive technology) and its links. */
export interface LinkList {
  /** The heading's anchor, unique on the page. */
  id: string;
  heading: string;
  links: readonly ListedLink[];
}

/**
 * Functions, not tables: Docusaurus writes the site config, plugin options included, into the JavaScript
 * every page downloads, and leaves functions out. A table here would ship every list to every page.
 */
export interface RemarkLinkListsOptions {
  /** Folder the file paths given to `listsOf` are relative to (the site directory). */
  siteDir: string;
  /** The lists written at the end of a page, by its file path relative to `siteDir` (`docs/a/b.mdx`). */
  listsOf: (file: string) => readonly LinkList[];
  /** A list a page places itself, with `<LinkList name="..." />` where the list goes. */
  namedList: (name: string) => LinkList | undefined;
}

/** The element a page writes where a named list goes. */
export const PLACEHOLDER = 'LinkList';

/**
 * The list as Markdown inside a `<nav>`: the heading and links render like the page's own (anchor link,
 * client-side navigation), the heading enters the table of contents, and the nav is left out of the search
 * index, so a page is not found for the names of the pages it lists.
 */
export function linkListNode(list: LinkList): MdxJsxFlowElement {
  const heading: Heading = {
    type: 'heading',
    depth: 2,
    children: [{ type: 'text', value: list.heading }],
    data: { hProperties: { id: list.id } },
  };
  const items: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: list.links.map((link) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: link.href, children: [{ type: 'text', value: link.text }] }],
        },
      ],
    })),
  };
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: 'nav',
    attributes: [
      attribute('className', 'link-list'),
      attribute('aria-labelledby', list.id),
      attribute('data-pagefind-ignore', 'all'),
    ],
    children: [heading, items],
  };
}

function placeholderName(node: MdxJsxFlowElement, where: string): string {
  const [name, ...rest] = node.attributes;
  if (
    rest.length > 0 ||
    name?.type !== 'mdxJsxAttribute' ||
    name.name !== 'name' ||
    typeof name.value !== 'string'
  ) {
    throw new Error(`${where}: <${PLACEHOLDER}> takes one literal attribute, name`);
  }
  return name.value;
}

/**
 * Writes lists of links into pages at build time: the lists `listsOf` gives a page at its end, and a
 * named list where the page places `<LinkList name="..." />`. Which page gets which list is the caller's
 * (see `config/jobLinks.ts`); a page without lists is left as it is.
 */
export default function remarkLinkLists(options: RemarkLinkListsOptions) {
  const { siteDir, listsOf, namedList } = options;
  return (tree: Root, file: { path?: string }): void => {
    const where = file.path ?? 'MDX';
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== PLACEHOLDER || !parent || index === undefined) return;
      const name = placeholderName(node, where);
      const list = namedList(name);
      if (!list) throw new Error(`${where}: <${PLACEHOLDER} name="${name}"> names no list`);
      parent.children.splice(index, 1, linkListNode(list) as RootContent);
    });
    const key = file.path ? relative(siteDir, file.path).split(sep).join('/') : '';
    for (const list of file.path ? listsOf(key) : []) {
      if (list.links.length > 0) tree.children.push(linkListNode(list) as RootContent);
    }
  };
}
