import { describe, expect, it } from 'vitest';
import { keywordsOf, prepareHtmlForIndex } from '../indexer/prepareHtml';
import { titleAlias } from '../shared';

describe('prepareHtmlForIndex', () => {
  it('keeps minified table cells apart', () => {
    expect(prepareHtmlForIndex('<tr><td><code>ABN_FX</code><td>ABN AMRO')).toBe(
      ' <tr> <td><code>ABN_FX</code> <td>ABN AMRO',
    );
  });

  it('indexes a spaced title as one word too, and weighs the title above headings', () => {
    expect(prepareHtmlForIndex('<h1 class="t">on error</h1>')).toBe(
      '<h1 class="t" data-pagefind-weight="10" data-search-alias="onerror" data-pagefind-index-attrs="data-search-alias">on error</h1>',
    );
    expect(prepareHtmlForIndex('<h1>print</h1>')).toBe('<h1 data-pagefind-weight="10">print</h1>');
  });

  it("indexes the page's keywords in a section of their own at the end of the indexed body", () => {
    const html =
      '<head><meta name=keywords content="Load a CSV file,How do I import prices?"></head><body>' +
      '<div data-pagefind-body=""><div class=markdown><h1>CSV</h1><div>text</div></div></div><footer></footer>';
    expect(keywordsOf(html)).toBe('Load a CSV file · How do I import prices?');
    expect(prepareHtmlForIndex(html)).toContain(
      '<div>text</div></div><h6 id="search-keywords" data-pagefind-weight="2">' +
        'Load a CSV file · How do I import prices?</h6></div><footer>',
    );
    expect(prepareHtmlForIndex('<div data-pagefind-body><h1>x</h1></div>')).not.toContain('search-keywords');
  });

  it('weighs code blocks below prose', () => {
    expect(prepareHtmlForIndex('<pre class=x><code>curl</code></pre>')).toBe(
      '<pre data-pagefind-weight="0.5" class=x><code>curl</code></pre>',
    );
  });

  it('indexes each table row as header: cell pairs joined with " · "', () => {
    const table =
      '<table class=t><caption>Fields<thead><tr><th>Name<th>Type<th>Required<tbody>' +
      '<tr><td><code>date</code><td>Date<td>yes<tr><th scope=row>value<td>Number<td>no.</table>';
    const text = prepareHtmlForIndex(table)
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe(
      'Fields Name: date · Type: Date · Required: yes. Name: value · Type: Number · Required: no.',
    );
    expect(prepareHtmlForIndex(table)).toContain('<code>date</code>');
  });

  it('leaves tables without a header row, and nested tables, as they are', () => {
    const plain = '<table><tr><td>a<td>b</table>';
    expect(prepareHtmlForIndex(plain)).toBe('<table> <tr> <td>a <td>b</table>');
    const nested = '<table><tr><th>A<tr><td><table><tr><td>x</table></table>';
    expect(prepareHtmlForIndex(nested)).toBe(nested.replace(/<(td|th|tr)/g, ' <$1'));
  });

  it('derives aliases from letters and digits only', () => {
    expect(titleAlias('Feature Policy 🆕')).toBe('FeaturePolicy');
    expect(titleAlias('"><script>')).toBe('script');
    expect(titleAlias('a b')).toBeUndefined();
  });
});
