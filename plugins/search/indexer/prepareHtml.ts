import { titleAlias } from '../shared';

/**
 * Adjusts a built page before Pagefind reads it (the served page is not
 * changed):
 * - minified tables and lists run cells together (`<td>ABN_FX<td>ABN AMRO`),
 *   which would glue neighbouring words; a space before each cell keeps them apart;
 * - a title with spaces or punctuation also becomes findable as one word
 *   (`on error` by `onerror`), through an indexed attribute of the h1.
 */
const CELL_START = /<(td|th|tr|li|dt|dd|br)(?=[\s/>])/gi;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export function prepareHtmlForIndex(html: string): string {
  const spaced = html.replace(CELL_START, ' <$1');
  return spaced.replace(/<h1([^>]*)>([\s\S]*?)<\/h1>/i, (whole, attrs: string, inner: string) => {
    const alias = titleAlias(plainText(inner));
    if (!alias || /data-pagefind-index-attrs/.test(attrs)) return whole;
    return `<h1${attrs} data-search-alias="${alias}" data-pagefind-index-attrs="data-search-alias">${inner}</h1>`;
  });
}
