import { describe, expect, it } from 'vitest';
import { closestWords, parseVocabulary, suggestQueries } from '../client/suggest';
import { editDistance } from '../client/suggestEditDistance';
import { countWords, indexedText, serializeWordList } from '../indexer/wordList';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('timeseries', 'timeseries')).toBe(0);
    expect(editDistance('timeseris', 'timeseries')).toBe(1);
    expect(editDistance('timeseriess', 'timeseries')).toBe(1);
    expect(editDistance('timezeries', 'timeseries')).toBe(1);
    expect(editDistance('tiemseries', 'timeseries')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('stops at the bound and reports one past it', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('curve', 'curl', 2)).toBe(2);
  });

  it('compares characters, not UTF-16 units', () => {
    expect(editDistance('日本語', '日本')).toBe(1);
    expect(editDistance('📈a', '📈b')).toBe(1);
  });
});

describe('word list', () => {
  const html =
    '<nav>Sidebar words</nav><article data-pagefind-body><h1>TimeSeries</h1><p>A timeseries and ' +
    'another timeseries &amp; a <code>_limit</code> of 42.</p><script>ignored()</script></article>';

  it('counts the indexed words of 3 to 32 characters, lower-cased', () => {
    const counts = new Map<string, number>();
    countWords(indexedText(html), counts);
    expect(Object.fromEntries(counts)).toEqual({ timeseries: 3, and: 1, another: 1, limit: 1 });
  });

  it('writes frequency bands, commonest first, each in alphabetical order', () => {
    const text = serializeWordList(
      new Map([
        ['curve', 9],
        ['zeta', 1],
        ['alpha', 1],
        ['beta', 2],
      ]),
    );
    expect(text).toBe('curve\n\nbeta\nalpha zeta\n');
    const vocabulary = parseVocabulary(text);
    expect(vocabulary.bands.get('curve')).toBe(0);
    expect(vocabulary.bands.get('zeta')).toBe(3);
  });
});

describe('suggestions', () => {
  const vocabulary = parseVocabulary(
    ['curve timeseries', 'calendar curves', 'timeserie', 'currency'].join('\n'),
  );

  it('finds the nearest words, then the commonest', () => {
    expect(closestWords('timeseris', vocabulary)).toEqual(['timeseries', 'timeserie']);
    expect(closestWords('curv', vocabulary)).toEqual(['curve']);
    expect(closestWords('TIMESERIS', vocabulary)[0]).toBe('timeseries');
  });

  it('leaves short words alone: two letters are too few to correct', () => {
    expect(closestWords('cu', vocabulary)).toEqual([]);
  });

  it('corrects only unknown words and offers the best correction first', () => {
    expect(suggestQueries('timeseris', vocabulary)).toEqual(['timeseries', 'timeserie']);
    expect(suggestQueries('curve calender', vocabulary)).toEqual(['curve calendar']);
    expect(suggestQueries('curve timeseries', vocabulary)).toEqual([]);
    expect(suggestQueries('xqzvwk', vocabulary)).toEqual([]);
    expect(suggestQueries('#ABN_FX.EURUSD:SPOT', vocabulary)).toEqual([]);
  });
});
