import { describe, expect, it } from 'vitest';
import { prepareHtmlForIndex } from '../indexer/prepareHtml';
import { titleAlias } from '../shared';

describe('prepareHtmlForIndex', () => {
  it('keeps minified table cells apart', () => {
    expect(prepareHtmlForIndex('<tr><td><code>ABN_FX</code><td>ABN AMRO')).toBe(
      ' <tr> <td><code>ABN_FX</code> <td>ABN AMRO',
    );
  });

  it('indexes a spaced title as one word too', () => {
    expect(prepareHtmlForIndex('<h1 class="t">on error</h1>')).toBe(
      '<h1 class="t" data-search-alias="onerror" data-pagefind-index-attrs="data-search-alias">on error</h1>',
    );
    expect(prepareHtmlForIndex('<h1>print</h1>')).toBe('<h1>print</h1>');
  });

  it('derives aliases from letters and digits only', () => {
    expect(titleAlias('Feature Policy 🆕')).toBe('FeaturePolicy');
    expect(titleAlias('"><script>')).toBe('script');
    expect(titleAlias('a b')).toBeUndefined();
  });
});
