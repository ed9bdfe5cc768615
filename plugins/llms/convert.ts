import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as MarkdownOptions } from 'mdast-util-to-markdown';
import { element, text, type Element, type Node } from './articleTree';
import {
  attr,
  classes,
  findElement,
  hasClass,
  inClassName,
  isElement,
  outermost,
  textOf,
  type HtmlElement,
  type HtmlNode,
} from '../../lib/built-pages/htmlTree';
import { parseArticle } from './parseArticle';
import { toMdast } from './toMdast';

/**
 * Turns the article of a built page into Markdown, as the reader sees it: what MDX components
 * rendered (tables, tabs, admonitions, card lists) included, page chrome left out.
 */

export interface ConvertOptions {
  /** Absolute URL of the site, no trailing slash: site-relative links become absolute. */
  siteUrl: string;
  /** Absolute URL of the page: `#anchor` links point into it. */
  pageUrl: string;
}

const MARKDOWN: MarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
};

/** Elements that are page furniture or need a browser: never part of the text. */
const DROPPED_TAGS = new Set([
  ...['button', 'svg', 'script', 'style', 'template', 'noscript', 'nav'],
  ...['input', 'select', 'textarea'],
]);

/** The class remark-link-lists gives the `<nav>` of a list of links it writes into a page. */
const LINK_LIST_CLASS = 'link-list';

/** The doc body (`.theme-doc-markdown`), or the body of a generated category index. */
const ARTICLE_CLASSES = ['theme-doc-markdown', 'generatedIndexPage'];

/** Parsing the `<main>` element only skips the navbar and sidebar, most of a page's bytes. */
export function mainPart(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

/** Markdown of the page's article, or `undefined` when the page has none. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string | undefined {
  const tree = rewrittenArticle(html, options);
  return tree && articleMarkdown(tree);
}

/** Kept apart so that the parsed page can be collected while the Markdown is written. */
function rewrittenArticle(html: string, options: ConvertOptions): Element | undefined {
  const article = parseArticle(mainPart(html), ARTICLE_CLASSES);
  return article && element('div', simplifyAll(article.childNodes, options));
}

/** Markdown of an article already rewritten (`articleTree.ts`). */
export function articleMarkdown(tree: Element): string {
  return toMarkdown(toMdast(tree), MARKDOWN).trim() + '\n';
}

/** The article as `toMdast` reads it: what the theme renders for the browser rewritten, no comments. */
function simplifyAll(nodes: HtmlNode[], options: ConvertOptions): Node[] {
  const result: Node[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      result.push(text(textOf(node)));
    } else if (isElement(node)) {
      const replacement = simplify(node, options);
      if (replacement) result.push(...replacement);
      else result.push(keep(node, options));
    }
  }
  return result;
}

/** What stands in for an element (nothing removes it), or `undefined` to keep it. */
function simplify(node: HtmlElement, options: ConvertOptions): Node[] | undefined {
  const className = attr(node, 'class');
  // A page's lists of related tasks are part of what it says (remark-link-lists), unlike the pager.
  if (node.tagName === 'nav' && inClassName(className, LINK_LIST_CLASS))
    return [element('div', simplifyAll(node.childNodes, options))];
  if (DROPPED_TAGS.has(node.tagName) || inClassName(className, 'hash-link')) return [];
  if (attr(node, 'aria-hidden') === 'true') return [];
  if (inClassName(className, 'theme-code-block')) return codeBlock(node);
  if (inClassName(className, 'tabs-container')) return tabs(node, options);
  if (inClassName(className, 'theme-admonition')) return admonition(node, options);
  // Hidden elements are tab panels (handled above) or things the reader cannot see.
  if (attr(node, 'hidden') !== undefined) return [];
  if (node.tagName === 'details') return details(node, options);
  if (node.tagName === 'table') return table(node, options);
  if (node.childNodes.some((child) => isElement(child) && hasClass(child, 'docCardListItem')))
    return cards(node, options);
  // An HTTP method badge sits right before its path: keep a space between them.
  if (inClassName(className, 'method')) return [keep(node, options), text(' ')];
  return undefined;
}

/** The element itself, its content simplified; links and images point at absolute URLs. */
function keep(node: HtmlElement, options: ConvertOptions, children = node.childNodes): Element {
  const url = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
  const attributes = url
    ? node.attrs.map((attr) =>
        attr.name === url ? { name: url, value: absolute(attr.value, options) } : attr,
      )
    : node.attrs;
  return element(node.tagName, simplifyAll(children, options), attributes);
}

function absolute(url: string, { siteUrl, pageUrl }: ConvertOptions): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

const paragraph = (children: Node[]): Element => element('p', children);
const strong = (value: string): Element => element('strong', [text(value)]);

/** Prism writes one span per line and token: the code is the text of the lines. */
function codeBlock(node: HtmlElement): Node[] {
  const language = classes(node)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const pre = findElement(node, (e) => e.tagName === 'pre') ?? node;
  const lines = outermost(pre, (e) => hasClass(e, 'token-line'));
  const value = lines.length
    ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n')
    : textOf(pre).replace(/\n+$/, '');
  const code = element('pre', [
    element('code', [text(value)], language ? [{ name: 'class', value: `language-${language}` }] : []),
  ]);
  // The title comes before the code: looking for it among the code's token spans would take long.
  const title = outermost(node, (e) => e.tagName === 'pre' || hasClass(e, 'codeBlockTitle')).find((e) =>
    hasClass(e, 'codeBlockTitle'),
  );
  return title ? [paragraph([text(textOf(title))]), code] : [code];
}

/** Every tab panel, hidden ones included, each under its tab's label. */
function tabs(node: HtmlElement, options: ConvertOptions): Node[] {
  const labels = outermost(node, (e) => attr(e, 'role') === 'tab').map((tab) => textOf(tab).trim());
  const panels = outermost(node, (e) => attr(e, 'role') === 'tabpanel');
  return panels.flatMap((panel, index) => [
    paragraph([strong(labels[index] ?? `Tab ${index + 1}`)]),
    ...simplifyAll(panel.childNodes, options),
  ]);
}

/** A note, tip or warning: a quote that starts with its (visually capitalised) label. */
function admonition(node: HtmlElement, options: ConvertOptions): Node[] {
  const heading = findElement(node, (e) => hasClass(e, 'admonitionHeading'));
  const content = findElement(node, (e) => hasClass(e, 'admonitionContent'));
  const label = heading ? textOf(heading).trim() : '';
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return [
    element('blockquote', [
      ...(title ? [paragraph([strong(title)])] : []),
      ...simplifyAll((content ?? node).childNodes, options),
    ]),
  ];
}

function details(node: HtmlElement, options: ConvertOptions): Node[] {
  const summary = node.childNodes.find((child) => isElement(child, 'summary'));
  const rest = node.childNodes.filter((child) => child !== summary);
  return [...(summary ? [paragraph([strong(textOf(summary).trim())])] : []), ...simplifyAll(rest, options)];
}

/** Markdown tables have no caption: it becomes the paragraph before the table. */
function table(node: HtmlElement, options: ConvertOptions): Node[] | undefined {
  const caption = node.childNodes.find((child) => isElement(child, 'caption'));
  if (!caption) return undefined;
  const rest = node.childNodes.filter((child) => child !== caption);
  return [paragraph([strong(textOf(caption).trim())]), keep(node, options, rest)];
}

/** A doc card list: one list item per card, "[title](url): description". */
function cards(node: HtmlElement, options: ConvertOptions): Node[] {
  const items = outermost(node, (e) => hasClass(e, 'docCardListItem')).flatMap((card) => {
    const link = findElement(card, (e) => e.tagName === 'a');
    const heading = findElement(card, (e) => /^h\d$/.test(e.tagName));
    const description = findElement(card, (e) => e.tagName === 'p');
    if (!link || !heading) return [];
    const title = attr(heading, 'title') ?? textOf(heading);
    const href = absolute(attr(link, 'href') ?? '', options);
    const about = description ? textOf(description).trim() : '';
    return [
      element('li', [
        element('a', [text(title.trim())], [{ name: 'href', value: href }]),
        ...(about ? [text(`: ${about}`)] : []),
      ]),
    ];
  });
  return [element('ul', items)];
}
