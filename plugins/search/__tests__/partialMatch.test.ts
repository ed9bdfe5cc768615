import { describe, expect, it } from 'vitest';
import {
  coverage,
  inverseDocumentFrequency,
  mergeWordResults,
  pageWords,
  placementOf,
  sameWord,
  wordWeights,
  type WordResults,
} from '../client/partialMatch';
import type { PagefindResultData } from '../client/pagefindTypes';

function page(url: string, title: string, content: string, headings: string[] = []): PagefindResultData {
  return {
    url,
    excerpt: '',
    meta: { title },
    sub_results: [],
    anchors: headings.map((text, i) => ({ element: 'h2', id: `h${i}`, text, location: i })),
    content,
  } as PagefindResultData;
}

function word(name: string, scores: Record<string, number>): WordResults {
  return { word: name, scores: new Map(Object.entries(scores)) };
}

describe('partial matches', () => {
  it('weighs a rare word above a common one', () => {
    expect(inverseDocumentFrequency(3, 500)).toBeGreaterThan(inverseDocumentFrequency(200, 500));
  });

  it('ranks a page holding the rarer words first, and keeps pages missing a word', () => {
    const load = word('load', { a: 5, b: 5, c: 5, d: 5, e: 5, f: 5, g: 5, h: 5 });
    const csv = word('csv', { csv: 20, a: 2 });
    const ranked = mergeWordResults([load, csv], 500).map(({ id }) => id);
    expect(ranked.slice(0, 2)).toEqual(['a', 'csv']);
    expect(ranked).toContain('h');
  });

  it('leaves out the pages where the engine only matched a shorter prefix of the word', () => {
    const typo = word('pyhton', { python: 1, a: 0.0001 });
    expect(mergeWordResults([typo], 500).map(({ id }) => id)).toEqual(['python']);
  });

  it('tells whole words, stems and prefixes apart', () => {
    expect(sameWord('naming', 'name')).toBe(true);
    expect(sameWord('authentication', 'authenticate')).toBe(true);
    expect(sameWord('calendars', 'calendar')).toBe(true);
    expect(sameWord('click', 'cli')).toBe(false);
    const cli = pageWords(page('/docs/user/cli/', 'Command Line Interface', 'Run the cli from a shell'));
    const portal = pageWords(page('/docs/user/portal/', 'Web Portal', 'Click the button'));
    expect(placementOf('cli', cli)).toBe('title');
    expect(placementOf('cli', portal)).toBe('prefix');
    expect(placementOf('button', portal)).toBe('text');
    expect(placementOf('shell', portal)).toBe('absent');
  });

  it('counts a word in the title above one in a heading, above one in the text', () => {
    const weights = wordWeights([word('csv', { a: 1 }), word('timeseries', { a: 1, b: 1 })], 500);
    const csvPage = pageWords(page('/docs/odsl/service/csv/', 'CSV', 'Load a timeseries'));
    const etlPage = pageWords(page('/docs/tutorials/etl/', 'ETL', 'csv and timeseries', ['Loading']));
    const sectionPage = pageWords(page('/docs/qs/mongodb/timeseries/', 'Time series', 'Stored'));
    expect(coverage(csvPage, weights)).toBeGreaterThan(coverage(etlPage, weights));
    expect(placementOf('mongodb', sectionPage)).toBe('heading');
  });

  it("counts the page's keywords as a heading, and an h6 of the page as text", () => {
    const data = page('/docs/user/vscode/', 'VS Code', 'editor');
    const withKeywords = {
      ...data,
      anchors: [
        { element: 'h6', id: 'search-keywords', text: 'Which editor should I use?', location: 9 },
        { element: 'h6', id: 'other', text: 'Syntax colours', location: 5 },
      ],
    };
    expect(placementOf('editor', pageWords(withKeywords))).toBe('heading');
    expect(placementOf('colours', pageWords(withKeywords))).toBe('absent');
  });
});
