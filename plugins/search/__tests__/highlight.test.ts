import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  dropLeadingSentences,
  escapeHtml,
  highlightSegments,
  highlightTerms,
  queryTerms,
  sanitizeHighlighted,
  stripHighlight,
} from '../client/highlight';

describe('highlight helpers', () => {
  it('escapes every markup character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('decodes named and numeric entities, leaving unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &#39;x&#x27; &bogus;')).toBe(`<b> & 'x' &bogus;`);
  });

  it('keeps <mark> as the only markup of an engine excerpt', () => {
    const excerpt = 'Use <mark>print</mark> &lt;script&gt; <img src=x onerror=alert(1)> "q"';
    expect(sanitizeHighlighted(excerpt)).toBe('Use <mark>print</mark> &lt;script&gt;  &quot;q&quot;');
    expect(highlightSegments(excerpt)).toEqual([
      { text: 'Use ', highlighted: false },
      { text: 'print', highlighted: true },
      { text: ' <script>  "q"', highlighted: false },
    ]);
    expect(stripHighlight(excerpt)).toBe('Use print <script>  "q"');
  });

  it('marks query terms case-insensitively and escapes the rest', () => {
    expect(highlightTerms('Print <the> PRINT id', ['print'])).toBe(
      '<mark>Print</mark> &lt;the&gt; <mark>PRINT</mark> id',
    );
    expect(highlightTerms('#ABN_FX.EURUSD:SPOT', queryTerms('#abn_fx.eurusd:spot'))).toBe(
      '<mark>#ABN_FX.EURUSD:SPOT</mark>',
    );
  });

  it('marks whole words and word starts, never letters inside a word', () => {
    const terms = queryTerms('how do I get a token');
    expect(highlightTerms('Secret Service', terms)).toBe('Secret Service');
    expect(highlightTerms('Integration: I get a token', terms)).toBe(
      'Integration: <mark>I</mark> <mark>get</mark> <mark>a</mark> <mark>token</mark>',
    );
    expect(highlightTerms('Printing a blueprint', ['print'])).toBe('<mark>Print</mark>ing a blueprint');
    expect(highlightTerms('Query _limit and x_limit', ['_limit'])).toBe(
      'Query <mark>_limit</mark> and x<mark>_limit</mark>',
    );
    expect(highlightTerms('Éclair éclair', ['é'])).toBe('Éclair éclair');
  });

  it('treats regular-expression characters in queries literally', () => {
    expect(() => highlightTerms('a (b) [c]', queryTerms('.*+?^${}()|[]\\ (b)'))).not.toThrow();
    expect(highlightTerms('a (b) [c]', queryTerms('(b)'))).toBe('a <mark>(b)</mark> [c]');
  });

  it('bounds the number and length of terms from huge queries', () => {
    const terms = queryTerms(
      `${'x'.repeat(2000)} ${Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')}`,
    );
    expect(terms.length).toBeLessThanOrEqual(12);
    expect(Math.max(...terms.map((t) => t.length))).toBeLessThanOrEqual(80);
  });

  it('drops leading sentences that repeat a heading, marks and all', () => {
    const excerpt =
      '<mark>CRONExpressions.</mark> <mark>CRON</mark> <mark>Expressions.</mark> A <mark>CRON</mark> expression runs';
    expect(dropLeadingSentences(excerpt, ['CRONExpressions', 'CRON Expressions'])).toBe(
      'A <mark>CRON</mark> expression runs',
    );
    expect(dropLeadingSentences('Examples. Runs at 08:00', [undefined, 'examples'])).toBe('Runs at 08:00');
  });

  it('keeps text that only starts like a heading', () => {
    expect(dropLeadingSentences('Curves are &lt;built&gt;', ['Curve'])).toBe('Curves are &lt;built&gt;');
    expect(dropLeadingSentences('Later: Curve. More', ['Curve'])).toBe('Later: Curve. More');
    expect(dropLeadingSentences('Curve.', ['Curve'])).toBe('');
  });
});
