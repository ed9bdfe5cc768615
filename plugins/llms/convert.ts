import type { Element, ElementContent, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { classList, element, findAll, findElement, hasClass, isElement, rewrite, text, textOf } from './hast';

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

const parser = unified().use(rehypeParse, { fragment: true });
const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-' });

/** Elements that are page furniture or need a browser: never part of the text. */
const DROPPED_TAGS = new Set(['button', 'svg', 'script', 'style', 'template', 'noscript', 'nav', 'input']);

/** The doc body (`.theme-doc-markdown`) or the body of a generated category index. */
export function findArticle(tree: Root): Element | undefined {
  return findElement(tree, (e) => hasClass(e, 'theme-doc-markdown') || hasClass(e, 'generatedIndexPage'));
}

/** Parsing the `<main>` element only skips the navbar and sidebar, most of a page's bytes. */
export function mainPart(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

/** Markdown of the page's article, or `undefined` when the page has none. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string | undefined {
  const article = findArticle(parser.parse(mainPart(html)));
  if (!article) return undefined;
  const root: Root = { type: 'root', children: [element('div', article.children)] };
  rewrite(root, (e) => simplify(e, options));
  const mdast = toMarkdown.runSync(root);
  return toMarkdown.stringify(mdast).trim() + '\n';
}

function simplify(node: Element, options: ConvertOptions): ElementContent[] | undefined {
  if (DROPPED_TAGS.has(node.tagName) || hasClass(node, 'hash-link')) return [];
  const props = node.properties;
  if (String(props.ariaHidden) === 'true') return [];
  if (hasClass(node, 'theme-code-block')) return codeBlock(node);
  if (hasClass(node, 'tabs-container')) return tabs(node);
  if (hasClass(node, 'theme-admonition')) return admonition(node);
  // Hidden elements are tab panels (handled above) or things the reader cannot see.
  if (props.hidden !== undefined && props.hidden !== false) return [];
  if (node.tagName === 'details') return details(node);
  if (node.tagName === 'table') return table(node);
  if (node.children.some((child) => isElement(child) && hasClass(child, 'docCardListItem')))
    return cards(node, options);
  if (node.tagName === 'a' && typeof props.href === 'string') props.href = absolute(props.href, options);
  if (node.tagName === 'img' && typeof props.src === 'string') props.src = absolute(props.src, options);
  // An HTTP method badge sits right before its path: keep a space between them.
  if (hasClass(node, 'method')) return [node, text(' ')];
  return undefined;
}

function absolute(url: string, { siteUrl, pageUrl }: ConvertOptions): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

const paragraph = (children: ElementContent[]): Element => element('p', children);
const strong = (value: string): Element => element('strong', [text(value)]);

/** Prism writes one span per line and token: the code is the text of the lines. */
function codeBlock(node: Element): ElementContent[] {
  const language = classList(node)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const pre = findElement(node, (e) => e.tagName === 'pre') ?? node;
  const lines = findAll(pre, (e) => hasClass(e, 'token-line'));
  const value = lines.length
    ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n')
    : textOf(pre).replace(/\n+$/, '');
  const code = element('pre', [
    element('code', [text(value)], { className: language ? [`language-${language}`] : [] }),
  ]);
  const title = findElement(node, (e) => hasClass(e, 'codeBlockTitle'));
  return title ? [paragraph([text(textOf(title))]), code] : [code];
}

/** Elements that `test` accepts, not looking inside a match (nested tabs stay with their panel). */
function outermost(node: Element, test: (e: Element) => boolean): Element[] {
  return node.children.flatMap((child) =>
    isElement(child) ? (test(child) ? [child] : outermost(child, test)) : [],
  );
}

/** Every tab panel, hidden ones included, each under its tab's label. */
function tabs(node: Element): ElementContent[] {
  const labels = outermost(node, (e) => e.properties.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = outermost(node, (e) => e.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    paragraph([strong(labels[index] ?? `Tab ${index + 1}`)]),
    ...panel.children,
  ]);
}

/** A note, tip or warning: a quote that starts with its (visually capitalised) label. */
function admonition(node: Element): ElementContent[] {
  const heading = findElement(node, (e) => hasClass(e, 'admonitionHeading'));
  const content = findElement(node, (e) => hasClass(e, 'admonitionContent'));
  const label = heading ? textOf(heading).trim() : '';
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return [
    element('blockquote', [...(title ? [paragraph([strong(title)])] : []), ...(content ?? node).children]),
  ];
}

function details(node: Element): ElementContent[] {
  const summary = node.children.find((child) => isElement(child, 'summary'));
  const rest = node.children.filter((child) => child !== summary);
  return [...(summary ? [paragraph([strong(textOf(summary).trim())])] : []), ...rest];
}

/** Markdown tables have no caption: it becomes the paragraph before the table. */
function table(node: Element): ElementContent[] | undefined {
  const caption = node.children.find((child) => isElement(child, 'caption'));
  if (!isElement(caption)) return undefined;
  const rest = element(
    'table',
    node.children.filter((child) => child !== caption),
    node.properties,
  );
  return [paragraph([strong(textOf(caption).trim())]), rest];
}

/** A doc card list: one list item per card, "[title](url): description". */
function cards(node: Element, options: ConvertOptions): ElementContent[] {
  const items = outermost(node, (e) => hasClass(e, 'docCardListItem')).flatMap((card) => {
    const link = findElement(card, (e) => e.tagName === 'a');
    const heading = findElement(card, (e) => /^h\d$/.test(e.tagName));
    const description = findElement(card, (e) => e.tagName === 'p');
    if (!link || !heading) return [];
    const title = typeof heading.properties.title === 'string' ? heading.properties.title : textOf(heading);
    const href = absolute(String(link.properties.href ?? ''), options);
    const about = description ? textOf(description).trim() : '';
    return [
      element('li', [element('a', [text(title.trim())], { href }), ...(about ? [text(`: ${about}`)] : [])]),
    ];
  });
  return [element('ul', items)];
}
