/**
 * Reads a built page the way a reader reads it: the article body only, split into
 * prose blocks (paragraphs, list items, quotes...) and, apart, everything the page shows.
 */
import { parse } from 'parse5';
import {
  attr,
  childrenOf,
  classes,
  findElement,
  isElement,
  outermost,
  textOf,
  type HtmlElement as Element,
  type HtmlNode as Node,
  type HtmlText,
} from './htmlTree';

/**
 * Elements whose text is not prose. Tables hold reference facts (repetition expected there), code is code,
 * headings are labels, and the rest is page chrome that Docusaurus renders inside the article.
 */
export const NON_PROSE_ELEMENTS = new Set([
  'table',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'nav',
  'header',
  'footer',
  'aside',
  'svg',
  'script',
  'style',
  'template',
  'button',
  'figure',
]);

/** Class names of chrome that sits inside the article (table of contents, pager, tag list, edit row). */
export const NON_PROSE_CLASSES = [
  'theme-doc-toc-mobile',
  'table-of-contents',
  'pagination-nav',
  'theme-doc-footer',
  'theme-tags-container',
  'docusaurus-mermaid-container',
  'mermaid',
];

/** Elements that end a block of prose: their text is one paragraph to the reader. */
const BLOCK_ELEMENTS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'blockquote',
  'div',
  'section',
  'article',
  'details',
  'summary',
  'ul',
  'ol',
  'dl',
  'br',
  'hr',
  'figcaption',
  'caption',
]);

export interface BuiltPage {
  /** Route of the page, e.g. `/docs/company/EEX`. */
  route: string;
  /** Prose blocks, whitespace collapsed, in page order. */
  prose: string[];
  /** All text of the article body, tables and code included, whitespace collapsed. */
  text: string;
  /** Links in the article body. */
  links: BuiltLink[];
  /** Text of every code block (`pre`), in page order. */
  codeBlocks: string[];
  /** Text of the h1 to h4 headings. */
  headings: string[];
  /** Prose blocks without inline code, for checks of wording. */
  wording: string[];
}

export interface BuiltLink {
  href: string;
  /** Link text, whitespace collapsed. */
  text: string;
  /** True when the link text is a code span (`<a><code>log</code></a>`). */
  code: boolean;
  /** The first characters of prose that follow the link in its block. */
  after: string;
  /** True inside a table, where cells list names rather than say what they are. */
  inTable: boolean;
  /** True for a link the ODSL linker added (it marks them `data-odsl-link="auto"`). */
  auto: boolean;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Block boundaries inside tables and lists must not glue words together: a space on each side. */
const blockSpace = (element: Element): string | undefined =>
  BLOCK_ELEMENTS.has(element.tagName) || /^t[dhr]$/.test(element.tagName) ? ' ' : undefined;

/** The text of a node as a reader reads it, each block apart from its neighbours. */
const readerText = (node: Node): string => textOf(node, blockSpace);

function isNonProse(node: Element): boolean {
  if (NON_PROSE_ELEMENTS.has(node.tagName)) return true;
  const own = classes(node);
  return NON_PROSE_CLASSES.some((name) => own.includes(name));
}

/**
 * Prose blocks of a subtree: text runs between block boundaries, skipping non-prose elements. With
 * `withoutCode`, inline code is left out too (a spelling check must not judge `timeseries` the keyword).
 */
export function proseBlocks(root: Node, withoutCode = false): string[] {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const text = collapse(current);
    if (text) blocks.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      current += (node as HtmlText).value;
      return;
    }
    if (!isElement(node) && !('childNodes' in node)) return;
    // Inline code drops out of the sentence; it does not end the block.
    if (withoutCode && isElement(node) && node.tagName === 'code') return;
    // Bold marks the interface's own labels (**Download > Timeseries**), which keep the product's spelling.
    if (withoutCode && isElement(node) && node.tagName === 'strong') return;
    if (isElement(node) && isNonProse(node)) {
      flush();
      return;
    }
    const block = isElement(node) && BLOCK_ELEMENTS.has(node.tagName);
    if (block) flush();
    childrenOf(node).forEach(walk);
    if (block) flush();
  };
  walk(root);
  flush();
  return blocks;
}

function linksOf(root: Node): BuiltLink[] {
  const links: BuiltLink[] = [];
  const walk = (node: Node, inTable: boolean) => {
    const children = childrenOf(node);
    children.forEach((child, index) => {
      if (isElement(child) && child.tagName === 'a') {
        const href = attr(child, 'href');
        if (href !== undefined) {
          const code = findElement(child, (el) => el.tagName === 'code') !== undefined;
          const after = collapse(
            ' ' +
              children
                .slice(index + 1)
                .map(readerText)
                .join(''),
          ).slice(0, 40);
          links.push({
            href,
            text: collapse(readerText(child)),
            code,
            after,
            inTable,
            auto: attr(child, 'data-odsl-link') === 'auto',
          });
        }
      }
      walk(child, inTable || (isElement(child) && child.tagName === 'table'));
    });
  };
  walk(root, false);
  return links;
}

const elementsNamed = (root: Node, names: Set<string>): Element[] =>
  outermost(root, (element) => names.has(element.tagName));

/** The article body of a doc page or blog post: the element of class `markdown`. */
export function articleBody(html: string): Node | undefined {
  const document = parse(html);
  return findElement(document, (el) => classes(el).includes('markdown'));
}

/** Reads one built page; `undefined` when it has no article body. */
export function readBuiltPage(route: string, html: string): BuiltPage | undefined {
  const body = articleBody(html);
  if (!body) return undefined;
  const prose = proseBlocks(body);
  return {
    route,
    prose,
    text: collapse(readerText(body)),
    links: linksOf(body),
    codeBlocks: elementsNamed(body, new Set(['pre'])).map(readerText),
    wording: proseBlocks(body, true),
    headings: elementsNamed(body, new Set(['h1', 'h2', 'h3', 'h4'])).map((h) =>
      collapse(readerText(h)).replace(/\u200b/g, ''),
    ),
  };
}

/** Whether the page is a doc or a single blog post (not an index, tag or category listing). */
export function isContentPage(html: string): boolean {
  const htmlTag = /<html[^>]*\sclass=("[^"]*"|[^\s>]+)/.exec(html)?.[1] ?? '';
  return /\bdocs-doc-id-/.test(htmlTag) || /\bblog-post-page\b/.test(htmlTag);
}
