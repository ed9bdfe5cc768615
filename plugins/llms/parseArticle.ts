import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import { attr, inClassName, type HtmlElement } from '../../lib/built-pages/htmlTree';

const ARTICLE_CLOSED = new Error('article closed');

/**
 * The article of a page's `<main>` HTML: the first element with one of `classNames`, parsed as a
 * browser does (parse5: the built pages leave out optional end tags such as `</td>` and `</li>`).
 * Only the article is parsed: from the `<` before the first of the class names to the article's
 * end tag. The breadcrumbs before it and the pager and table of contents after it are a fifth of
 * `<main>`, and parsing is a fifth of the conversion.
 */
export function parseArticle(html: string, classNames: string[]): HtmlElement | undefined {
  const at = Math.min(...classNames.map((name) => html.indexOf(name)).filter((index) => index >= 0));
  if (at === Infinity) return undefined;
  // That `<` starts the article's tag, or an earlier one where the class name is only text. Were it
  // in an attribute value before `class`, the element found still holds the article's content, or
  // none is found (`<style>` in the value) and all of the HTML is parsed.
  return (
    parseUntilClosed(html.slice(html.lastIndexOf('<', at)), classNames) ?? parseUntilClosed(html, classNames)
  );
}

function parseUntilClosed(html: string, classNames: string[]): HtmlElement | undefined {
  let article: HtmlElement | undefined;
  const treeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    onItemPush(element) {
      if (article) return;
      const className = attr(element, 'class');
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
