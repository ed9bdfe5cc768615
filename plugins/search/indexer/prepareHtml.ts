import { parseFragment, serialize } from 'parse5';
import {
  isElement,
  outermost,
  type HtmlElement as Element,
  type HtmlNode as Node,
} from '../../../lib/built-pages/htmlTree';
import { KEYWORDS_ANCHOR, titleAlias } from '../shared';

/**
 * Adjusts a built page before Pagefind reads it (the served page is not
 * changed):
 * - minified tables and lists run cells together (`<td>ABN_FX<td>ABN AMRO`),
 *   which would glue neighbouring words; a space before each cell keeps them apart;
 * - a table with a header row is indexed row by row, each cell after its
 *   column's header and cells joined with " · ", so an excerpt reads
 *   "Name: date · Type: Date · Required: yes" instead of a run of words;
 * - the title weighs more than any heading, so a page named after the query
 *   outranks pages whose sections mention it (`INDEX_WEIGHTS`);
 * - code blocks weigh less than prose: every REST service page repeats
 *   `curl` in its examples, which would bury the guides that explain it;
 * - a title with spaces or punctuation also becomes findable as one word
 *   (`on error` by `onerror`), through an indexed attribute of the h1;
 * - the page's keywords (its `<meta name="keywords">`) are indexed in a section
 *   of their own at the end of the indexed body (`KEYWORDS_ANCHOR`).
 */
const CELL_START = /<(td|th|tr|li|dt|dd|br)(?=[\s/>])/gi;

/** Pagefind's weights (1 is body text; its defaults are 7 for h1, 6 for h2 … 2 for h6). */
export const INDEX_WEIGHTS = { title: 10, keywords: 2, code: 0.5 } as const;

/** Separator of the cells of one table row in the index. */
export const CELL_SEPARATOR = ' · ';

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The `tag` elements of a table (its rows, its caption); a nested table keeps its own. */
function elements(node: Node, tag: string): Element[] {
  return outermost(node, (element) => element.tagName === tag || element.tagName === 'table').filter(
    (element) => element.tagName === tag,
  );
}

function cellsOf(row: Element): Element[] {
  return row.childNodes.filter(
    (child): child is Element => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'),
  );
}

/** A table rewritten as labelled rows, or undefined when it has no header row to label them with. */
function labelledTable(html: string): string | undefined {
  const fragment = parseFragment(html);
  const table = fragment.childNodes.find((node) => isElement(node));
  if (!table || table.tagName !== 'table') return undefined;
  const rows = elements(table, 'tr');
  const head = rows[0];
  if (!head || !cellsOf(head).every((cell) => cell.tagName === 'th')) return undefined;
  const headers = cellsOf(head).map((cell) => plainText(serialize(cell)));
  const caption = elements(table, 'caption')[0];
  const body = rows.slice(1).map((row) => {
    const cells = cellsOf(row)
      .map((cell, i) => ({ label: headers[i], inner: serialize(cell).trim() }))
      .filter(({ inner }) => plainText(inner) !== '');
    const text = cells.map(({ label, inner }, i) => {
      const prefix = label ? `${escapeText(label)}: ` : '';
      const suffix = i < cells.length - 1 ? CELL_SEPARATOR : /[.!?:;]$/.test(plainText(inner)) ? '' : '.';
      return `<td>${prefix}${inner}${suffix}</td>`;
    });
    return ` <tr>${text.join('')}</tr>`;
  });
  const captionHtml = caption ? `<caption>${serialize(caption)}</caption>` : '';
  const open = /^<table[^>]*>/i.exec(html)?.[0] ?? '<table>';
  return `${open}${captionHtml}${body.join('')}</table>`;
}

const TABLE = /<table[\s>][\s\S]*?<\/table>/gi;

function labelTables(html: string): string {
  return html.replace(TABLE, (whole) => {
    // The lazy match stops at the first </table>: a table holding another is left as it is.
    if (/<table[\s>]/i.test(whole.slice(1))) return whole;
    return labelledTable(whole) ?? whole;
  });
}

function weighCode(html: string): string {
  return html.replace(/<pre(?=[\s>])/gi, `<pre data-pagefind-weight="${INDEX_WEIGHTS.code}"`);
}

function weighTitle(html: string): string {
  return html.replace(/<h1([^>]*)>([\s\S]*?)<\/h1>/i, (whole, attrs: string, inner: string) => {
    if (/data-pagefind-index-attrs/.test(attrs)) return whole;
    const weight = /data-pagefind-weight/.test(attrs) ? '' : ` data-pagefind-weight="${INDEX_WEIGHTS.title}"`;
    const alias = titleAlias(plainText(inner));
    const aliasAttrs = alias
      ? ` data-search-alias="${alias}" data-pagefind-index-attrs="data-search-alias"`
      : '';
    return `<h1${attrs}${weight}${aliasAttrs}>${inner}</h1>`;
  });
}

/** The page's keywords, from its `<meta name="keywords">` (Docusaurus joins them with commas). */
export function keywordsOf(html: string): string | undefined {
  const meta = /<meta\s[^>]*name=["']?keywords["']?[^>]*>/i.exec(html)?.[0];
  const content = meta && /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(meta);
  const text = content ? plainText(content[1] ?? content[2] ?? content[3] ?? '') : '';
  return text.replace(/\s*,\s*/g, ' · ').trim() || undefined;
}

/** Where the element opened at `start` closes (the index of its end tag), for a `<div>`. */
function endOfDiv(html: string, start: number): number {
  const tags = /<(\/?)div(?=[\s>])/gi;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}

function indexKeywords(html: string): string {
  const keywords = keywordsOf(html);
  const body = /<div(?=\s)[^>]*\sdata-pagefind-body[\s=>]/i.exec(html);
  if (!keywords || !body) return html;
  const end = endOfDiv(html, body.index);
  if (end < 0) return html;
  const section = `<h6 id="${KEYWORDS_ANCHOR}" data-pagefind-weight="${INDEX_WEIGHTS.keywords}">${escapeText(keywords)}</h6>`;
  return html.slice(0, end) + section + html.slice(end);
}

export function prepareHtmlForIndex(html: string): string {
  return indexKeywords(weighTitle(weighCode(labelTables(html).replace(CELL_START, ' <$1'))));
}
