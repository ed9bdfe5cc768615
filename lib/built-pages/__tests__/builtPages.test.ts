import { describe, expect, it } from 'vitest';
import { isContentPage, readBuiltPage } from '../html';
import { routeOfBuiltFile } from '../htmlFiles.mjs';
import { bannedPhraseHits } from '../phrases';
import { repeatedSentences, sentenceKey, splitSentences, words } from '../sentences';
import {
  ambiguousLinkProblems,
  datasetsNamed,
  kbLinkProblems,
  spacesUsed,
  spellingProblems,
} from '../checks';

const docPage = (body: string) =>
  `<!doctype html><html lang=en class="docs-wrapper docs-doc-page docs-doc-id-guide/page"><body>` +
  `<nav class=navbar>Getting Started Web site</nav><article><nav class=breadcrumbs>Home</nav>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Guide</h1></header>${body}</div>` +
  `<footer class=theme-doc-footer>Edit this page</footer></article><footer>Copyright 2025</footer></body></html>`;

describe('reading a built page', () => {
  const html = docPage(
    '<p>First paragraph. It has <code>code</code> inside.</p>' +
      '<ul><li>One item<li>Two item</ul>' +
      '<table><tr><td>Not stated<td>cell</table>' +
      '<pre><code>x = ${object:public}</code></pre>' +
      '<div class=theme-doc-toc-mobile>On this page</div>' +
      '<p>See the <a href=/docs/odsl/command/log data-odsl-link=auto><code>log</code></a> clause, and <a href=/docs/kb>knowledge base</a>.</p>',
  );
  const page = readBuiltPage('/docs/guide/page', html);

  it('keeps paragraphs and list items as prose, without tables, code blocks, headings or chrome', () => {
    expect(page?.prose).toEqual([
      'First paragraph. It has code inside.',
      'One item',
      'Two item',
      'See the log clause, and knowledge base.',
    ]);
  });

  it('keeps all article text for phrase checks, and code blocks apart', () => {
    expect(page?.text).toContain('Not stated');
    expect(page?.text).not.toContain('Copyright');
    expect(page?.codeBlocks).toEqual(['x = ${object:public}']);
    expect(page?.headings).toEqual(['Guide']);
    expect(page?.wording[0]).toBe('First paragraph. It has inside.');
  });

  it('leaves bold interface labels out of the wording checked for spelling', () => {
    const labelled = readBuiltPage(
      '/docs/guide/page',
      docPage('<p>Click <strong>Download &gt; Timeseries</strong> now.</p>'),
    );
    expect(labelled?.prose).toEqual(['Click Download > Timeseries now.']);
    expect(labelled?.wording).toEqual(['Click now.']);
  });

  it('records links with the words that follow them', () => {
    expect(page?.links[0]).toMatchObject({
      href: '/docs/odsl/command/log',
      text: 'log',
      code: true,
      inTable: false,
      auto: true,
    });
    expect(page?.links[1].auto).toBe(false);
    expect(page?.links[0].after.trim()).toMatch(/^clause, and/);
  });

  it('reads docs and blog posts only, and derives routes from file names', () => {
    expect(isContentPage(html)).toBe(true);
    expect(isContentPage('<html class="docs-wrapper docs-tags-doc-list-page">')).toBe(false);
    expect(isContentPage('<html class="blog-wrapper blog-post-page">')).toBe(true);
    expect(routeOfBuiltFile('/b', '/b/docs/kb/pc.html')).toBe('/docs/kb/pc');
    expect(routeOfBuiltFile('/b', '/b/docs/index.html')).toBe('/docs');
  });
});

describe('sentences', () => {
  it('splits at sentence ends but not after abbreviations or inside ids', () => {
    expect(splitSentences('Use e.g. this one. Then read #ECB_FX.EURUSD:SPOT now. Done!')).toEqual([
      'Use e.g. this one.',
      'Then read #ECB_FX.EURUSD:SPOT now.',
      'Done!',
    ]);
  });

  it('counts ids as one word and compares without case or punctuation', () => {
    expect(words('Read #ECB_FX.EURUSD:SPOT today')).toHaveLength(3);
    expect(sentenceKey('The Same, words.')).toBe(sentenceKey('the same words'));
  });

  it('reports a long sentence on more pages than allowed, once per page', () => {
    const long = 'This sentence has well over eight words in it for the check.';
    const pages = [1, 2, 3, 4, 5].map((n) => ({ route: `/p${n}`, prose: [long, long] }));
    expect(repeatedSentences(pages)).toEqual([
      { sentence: long, routes: ['/p1', '/p2', '/p3', '/p4', '/p5'] },
    ]);
    expect(repeatedSentences(pages.slice(0, 4))).toEqual([]);
    const short = [1, 2, 3, 4, 5, 6].map((n) => ({ route: `/p${n}`, prose: ['See the glossary.'] }));
    expect(repeatedSentences(short)).toEqual([]);
  });
});

describe('banned phrases', () => {
  it('finds writer-facing notes and unknown-value cells', () => {
    const hits = bannedPhraseHits('/x', 'Read only: Not stated. The facts behind this page say little.');
    expect(hits.map((hit) => hit.phrase)).toEqual(['The facts', 'Not stated']);
    expect(bannedPhraseHits('/x', 'State the reason in the log clause.')).toEqual([]);
  });
});

describe('built-page checks', () => {
  it('sees which space a code block uses', () => {
    const code =
      'found = find ${object:private} where dataset = "EEX_EL_FUT"\nitem = ${object:"#AEMO.X"}\nGET /object/v1/public?dataset=AEMO_X';
    expect(spacesUsed(code).map((use) => use.space)).toEqual(['private', 'public', 'public']);
    expect(datasetsNamed(code)).toEqual(['EEX_EL_FUT', 'AEMO_X']);
  });

  it('flags an ordinary word linked to a command unless the sentence names the command', () => {
    const link = (text: string, href: string, after: string) => ({
      href,
      text,
      code: true,
      after,
      inTable: false,
      auto: true,
    });
    const page = (links: ReturnType<typeof link>[]) => ({
      route: '/r',
      prose: [],
      wording: [],
      text: '',
      codeBlocks: [],
      headings: [],
      links,
    });
    expect(
      ambiguousLinkProblems([page([link('log', '/docs/odsl/command/log', ' clause records')])]),
    ).toHaveLength(1);
    expect(ambiguousLinkProblems([page([link('log', '/docs/odsl/command/log', ' command writes')])])).toEqual(
      [],
    );
    expect(ambiguousLinkProblems([page([link('find', '/docs/odsl/command/find', ' returns')])])).toEqual([]);
    expect(
      kbLinkProblems([
        page([
          { href: '/docs/kb', text: 'currency codes', code: false, after: '', inTable: false, auto: false },
        ]),
      ]),
    ).toHaveLength(1);
  });

  it('flags other spellings of time series in prose and headings, not the type name', () => {
    const page = (wording: string[], headings: string[] = []) => ({
      route: '/r',
      prose: wording,
      wording,
      headings,
      text: '',
      codeBlocks: [],
      links: [],
    });
    expect(spellingProblems([page(['A timeseries holds values.'], ['Timeseries Ranges'])])).toHaveLength(2);
    expect(spellingProblems([page(['A TimeSeries holds time series values.'])])).toEqual([]);
  });
});
