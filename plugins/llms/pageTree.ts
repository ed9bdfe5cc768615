import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';

/** Small helpers over parse5's tree of a built page, so the converter needs no selector engine. */

export type PageNode = DefaultTreeAdapterMap['node'];
export type PageElement = DefaultTreeAdapterMap['element'];

export function isElement(node: PageNode | undefined, tagName?: string): node is PageElement {
  return node !== undefined && 'tagName' in node && (tagName === undefined || node.tagName === tagName);
}

export function attribute(node: PageElement, name: string): string | undefined {
  for (const attr of node.attrs) if (attr.name === name) return attr.value;
  return undefined;
}

export function classList(node: PageElement): string[] {
  return (
    attribute(node, 'class')
      ?.trim()
      .split(/[ \t\n\r\f]+/) ?? []
  );
}

/** CSS Modules append a hash to class names (`admonitionHeading_Ab12`): match the stable prefix. */
export function hasClass(node: PageElement, name: string): boolean {
  return inClassName(attribute(node, 'class'), name);
}

/** `hasClass` on a `class` attribute already read: the converter asks each element for several. */
export function inClassName(className: string | undefined, name: string): boolean {
  // Most elements have no class, or none that contains the name: no need to split.
  if (className === undefined || !className.includes(name)) return false;
  return className.split(/[ \t\n\r\f]+/).some((c) => c === name || c.startsWith(`${name}_`));
}

const childrenOf = (node: PageNode): PageNode[] => ('childNodes' in node ? node.childNodes : []);

/** The first element, depth first, that `test` accepts. */
export function findElement(
  node: PageNode,
  test: (element: PageElement) => boolean,
): PageElement | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Elements that `test` accepts, not looking inside a match (nested tabs stay with their panel). */
export function outermost(node: PageElement, test: (element: PageElement) => boolean): PageElement[] {
  return node.childNodes.flatMap((child) =>
    isElement(child) ? (test(child) ? [child] : outermost(child, test)) : [],
  );
}

/** Visible text of a node: `<br>` becomes a line break. */
export function textOf(node: PageNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node, 'br')) return '\n';
  // Code blocks hold a span per token: adding up strings allocates least.
  let value = '';
  for (const child of childrenOf(node)) value += textOf(child);
  return value;
}

const ARTICLE_CLOSED = new Error('article closed');

/**
 * The article of a page's `<main>` HTML: the first element with one of `classNames`, parsed as a
 * browser does (parse5: the built pages leave out optional end tags such as `</td>` and `</li>`).
 * Only the article is parsed: from the `<` before the first of the class names to the article's
 * end tag. The breadcrumbs before it and the pager and table of contents after it are a fifth of
 * `<main>`, and parsing is a fifth of the conversion.
 */
export function parseArticle(html: string, classNames: string[]): PageElement | undefined {
  const at = Math.min(...classNames.map((name) => html.indexOf(name)).filter((index) => index >= 0));
  if (at === Infinity) return undefined;
  // That `<` starts the article's tag, or an earlier one where the class name is only text. Were it
  // in an attribute value before `class`, the element found still holds the article's content, or
  // none is found (`<style>` in the value) and all of the HTML is parsed.
  return (
    parseUntilClosed(html.slice(html.lastIndexOf('<', at)), classNames) ?? parseUntilClosed(html, classNames)
  );
}

function parseUntilClosed(html: string, classNames: string[]): PageElement | undefined {
  let article: PageElement | undefined;
  const treeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    onItemPush(element) {
      if (article) return;
      const className = attribute(element, 'class');
      if (classNames.some((name) => inClassName(className, name))) article = element;
    },
    // parse5 cannot be told to stop: the hook for an element that closes throws.
    onItemPop(element) {
      if (element === article) throw ARTICLE_CLOSED;
    },
  };
  try {
    parseFragment(html, { treeAdapter });
  } catch (error) {
    if (error !== ARTICLE_CLOSED) throw error;
  }
  return article;
}
