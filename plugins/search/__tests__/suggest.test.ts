import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closestWords,
  correctQuery,
  isKnownWord,
  parseVocabulary,
  spellingSuggestions,
  spellingSuggestionsFor,
  suggestQueries,
} from '../client/suggest';
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

  it('leaves out words with digits: ids and codes', () => {
    const counts = new Map<string, number>();
    countWords('y2025 p1m curve_date a1b2c3d4 curve', counts);
    expect([...counts.keys()]).toEqual(['curve_date', 'curve']);
  });

  it('writes the words front-coded in alphabetical order, marked by frequency, and reads them back', () => {
    const counts = new Map([
      ['curves', 20],
      ['curve', 3],
      ['currency', 1],
      ['zeta', 1],
    ]);
    const text = serializeWordList(counts);
    expect(text).toBe('0currency\n3ve+\n5s*\n0zeta\n');
    const vocabulary = parseVocabulary(text);
    expect(Object.fromEntries(vocabulary.bands)).toEqual({ currency: 2, curve: 1, curves: 0, zeta: 2 });
    expect(vocabulary.byLength.get(5)).toEqual(['curve']);
    expect(parseVocabulary(serializeWordList(new Map()))).toEqual({
      bands: new Map(),
      byLength: new Map(),
      sorted: [],
    });
  });
});

describe('suggestions', () => {
  const vocabulary = parseVocabulary(
    serializeWordList(
      new Map([
        ['curve', 30],
        ['timeseries', 20],
        ['calendar', 5],
        ['curves', 5],
        ['timeserie', 2],
        ['currency', 1],
      ]),
    ),
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
    expect(suggestQueries('curve2025', vocabulary)).toEqual([]);
  });
});

describe('loading the word list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches it once per index, only for a query that found nothing', async () => {
    const fetch = vi.fn(async () => new Response(serializeWordList(new Map([['timeseries', 20]]))));
    vi.stubGlobal('fetch', fetch);
    expect(await spellingSuggestionsFor('timeseris', 3, '/once/')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await spellingSuggestionsFor('timeseris', 0, '/once/')).toEqual(['timeseries']);
    expect(await spellingSuggestions('timeseriess', '/once/')).toEqual(['timeseries']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/once/words.txt');
  });

  it('offers nothing when the list cannot be read, and tries again next time', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect(await spellingSuggestions('timeseris', '/missing/')).toEqual([]);
    expect(await spellingSuggestions('timeseris', '/missing/')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('correctQuery', () => {
  const vocabulary = parseVocabulary(
    serializeWordList(
      new Map([
        ['python', 20],
        ['sdk', 5],
        ['timeseries', 30],
      ]),
    ),
  );

  it('replaces the unknown words by their closest index word and keeps the others', () => {
    expect(correctQuery('pyhton sdk', vocabulary)).toBe('python sdk');
    expect(correctQuery('timeseris', vocabulary)).toBe('timeseries');
  });

  it('keeps a word the reader is still typing, ids and codes, and words without a neighbour', () => {
    expect(isKnownWord('pyth', vocabulary)).toBe(true);
    expect(correctQuery('pyth', vocabulary)).toBe('pyth');
    expect(correctQuery('#ABN_FX pyhton', vocabulary)).toBe('#ABN_FX python');
    expect(correctQuery('qzxwvjk', vocabulary)).toBe('qzxwvjk');
  });
});
