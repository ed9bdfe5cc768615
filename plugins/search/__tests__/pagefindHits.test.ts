import { describe, expect, it } from 'vitest';
import {
  headingTrail,
  isGenuineMatch,
  pageToHits,
  PATH_SEPARATOR,
  aboutness,
  engineQuery,
  withoutSentencePunctuation,
  rankPages,
  subjectTerms,
} from '../client/pagefindHits';
import { identifierFallbacks } from '../client/pagefindEngine';
import type { PagefindResultData } from '../client/pagefindTypes';

const anchors = [
  { element: 'h1', id: 'top', text: 'print', location: 0 },
  { element: 'h2', id: 'syntax', text: 'Syntax', location: 10 },
  { element: 'h3', id: 'options', text: 'Options <b>', location: 20 },
  { element: 'h2', id: 'examples', text: 'Examples', location: 30 },
];

// URLs as Pagefind reports them: each route is indexed as `<route>/index.html`.
const page: PagefindResultData = {
  url: '/docs/odsl/command/print/',
  excerpt: 'The <mark>print</mark> command',
  meta: { title: 'print <cmd>', section: 'ODSL Language' },
  anchors,
  sub_results: [
    { title: 'print', url: '/docs/odsl/command/print/', excerpt: 'The <mark>print</mark> command writes' },
    {
      title: 'Options',
      url: '/docs/odsl/command/print/#options',
      excerpt: 'Pass <mark>print</mark> &lt;script&gt; options',
      anchor: anchors[2],
    },
    { title: 'Examples', url: '/docs/odsl/command/print/#examples', excerpt: 'x', anchor: anchors[3] },
  ],
};

const options = {
  query: 'print',
  origin: 'https://docs.example.com',
  defaultSection: 'Docs',
  maxSectionsPerPage: 3,
};

describe('pageToHits', () => {
  const hits = pageToHits(page, options);

  it('gives one page hit then one content hit per heading section', () => {
    expect(hits.map((hit) => [hit.type, hit.url])).toEqual([
      ['lvl1', 'https://docs.example.com/docs/odsl/command/print'],
      ['content', 'https://docs.example.com/docs/odsl/command/print#options'],
      ['content', 'https://docs.example.com/docs/odsl/command/print#examples'],
    ]);
    expect(hits[1].anchor).toBe('options');
    expect(hits[1].url_without_anchor).toBe('https://docs.example.com/docs/odsl/command/print');
  });

  it("never shows or links the section that holds the page's keywords", () => {
    const keywords = { element: 'h6', id: 'search-keywords', text: '', location: 40 };
    const withKeywords = {
      ...page,
      anchors: [...anchors, keywords],
      sub_results: [
        {
          title: '',
          url: '/docs/odsl/command/print/#search-keywords',
          excerpt: 'How do I <mark>print</mark>',
          anchor: keywords,
        },
        ...page.sub_results,
      ],
    };
    const urls = pageToHits(withKeywords, options).map((hit) => hit.url);
    expect(urls).toEqual(hits.map((hit) => hit.url));
  });

  it('fills the hierarchy with the section, the page and the enclosing headings', () => {
    expect(hits[1].hierarchy).toEqual({
      lvl0: 'ODSL Language',
      lvl1: 'print &lt;cmd&gt;',
      lvl2: 'Syntax',
      lvl3: 'Options &lt;b&gt;',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(hits[1]._snippetResult.hierarchy.lvl1.value).toBe(
      `<mark>print</mark> &lt;cmd&gt;${PATH_SEPARATOR}Syntax${PATH_SEPARATOR}Options &lt;b&gt;`,
    );
  });

  it('escapes every field and keeps excerpts highlighted', () => {
    expect(hits[1]._snippetResult.content.value).toBe('Pass <mark>print</mark> &lt;script&gt; options');
    expect(hits[1].content).toBe('Pass print &lt;script&gt; options');
    expect(hits[0]._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>print</mark> &lt;cmd&gt;',
      matchLevel: 'full',
      matchedWords: ['print'],
    });
    for (const hit of hits) expect(JSON.stringify(hit)).not.toMatch(/<(?!\/?mark>)[a-z/]/i);
  });

  it('starts excerpts after the title, its one-word alias and the section heading', () => {
    const cron: PagefindResultData = {
      url: '/docs/kb/cron',
      excerpt: '',
      meta: { title: 'CRON Expressions' },
      anchors: [{ element: 'h2', id: 'examples', text: 'Examples', location: 40 }],
      sub_results: [
        {
          title: 'CRON Expressions',
          url: '/docs/kb/cron',
          excerpt:
            '<mark>CRONExpressions.</mark> <mark>CRON</mark> Expressions. A <mark>CRON</mark> expression',
        },
        {
          title: 'Examples',
          url: '/docs/kb/cron#examples',
          excerpt: 'Examples. <mark>CRON</mark> runs',
          anchor: { element: 'h2', id: 'examples', text: 'Examples', location: 40 },
        },
      ],
    };
    const [pageHit, sectionHit] = pageToHits(cron, { ...options, query: 'cron' });
    expect(pageHit._snippetResult.content.value).toBe('A <mark>CRON</mark> expression');
    expect(pageHit.content).toBe('A CRON expression');
    expect(sectionHit._snippetResult.content.value).toBe('<mark>CRON</mark> runs');
  });

  it('falls back to the default section and caps sections per page', () => {
    const bare = pageToHits({ ...page, meta: { title: 'print' } }, { ...options, maxSectionsPerPage: 1 });
    expect(bare).toHaveLength(2);
    expect(bare[0].hierarchy.lvl0).toBe('Docs');
  });
});

describe('headingTrail', () => {
  it('walks up to the enclosing h2 of an h3', () => {
    expect(headingTrail(anchors[2], anchors)).toEqual(['Syntax', 'Options <b>']);
    expect(headingTrail(anchors[3], anchors)).toEqual(['Examples']);
  });
});

describe('rankPages', () => {
  const page = (url: string, title: string, headings: string[] = []) => ({
    url,
    meta: { title },
    anchors: headings.map((text, i) => ({ element: 'h2', id: `h${i}`, text, location: i * 10 })),
  });

  it('moves exact title matches first and keeps the engine order otherwise', () => {
    const pages = [
      page('/docs/reports/', 'Printing reports'),
      page('/docs/csv/', 'CSV'),
      page('/docs/odsl/command/print/', ' Print '),
    ];
    expect(rankPages(pages, 'print').map((p) => p.meta.title)).toEqual([
      ' Print ',
      'Printing reports',
      'CSV',
    ]);
  });

  it('puts the page named after the query above pages that mention it', () => {
    const pages = [
      page('/docs/product/polyglot/python-process/', 'Python Processes'),
      page('/docs/sdk/python/getting-started/', 'Getting Started with the Python SDK'),
      page('/docs/sdk/python/', 'Python SDK'),
      page('/docs/sdk/', 'SDKs', ['Python']),
    ];
    expect(rankPages(pages, 'python').map((p) => p.url)).toEqual([
      '/docs/sdk/python/',
      '/docs/product/polyglot/python-process/',
      '/docs/sdk/python/getting-started/',
      '/docs/sdk/',
    ]);
  });

  it('ranks pages with sections named after the subject of a question above mere mentions', () => {
    const pages = [
      page('/docs/odsl/service/secret/', 'Secret Service', ['Store a token']),
      page('/docs/api/rest/service/queue/', 'Queue Service'),
      page('/docs/tutorials/qs/api/security/', 'Security', ['Request a token', 'Renew the token']),
    ];
    expect(rankPages(pages, 'how do I get a token').map((p) => p.meta.title)).toEqual([
      'Security',
      'Secret Service',
      'Queue Service',
    ]);
  });

  it('reads plurals and near forms of a subject word as the same subject', () => {
    expect(aboutness(page('/docs/odsl/calendar/calendars/', 'Calendars'), 'calendar')).toBeGreaterThan(0);
    expect(aboutness(page('/docs/x/', 'Automation Basics'), 'automations')).toBeGreaterThan(0);
    expect(aboutness(page('/docs/x/', 'Curve'), 'curl')).toBe(0);
  });
});

describe('subjectTerms and engineQuery', () => {
  it('drops the stop words of a question, but not a query made only of them', () => {
    expect(subjectTerms('How do I get a token?')).toEqual(['token']);
    expect(subjectTerms('get')).toEqual(['get']);
    expect(engineQuery('how do I get a token')).toBe('token');
    expect(engineQuery('excel functions')).toBe('excel functions');
    expect(engineQuery('create an automation')).toBe('create automation');
    expect(engineQuery('#ABN_FX.EURUSD:SPOT a b')).toBe('#ABN_FX.EURUSD:SPOT a b');
  });
});

describe('withoutSentencePunctuation', () => {
  it('drops the punctuation of a sentence, so a question is searched by its words', () => {
    expect(withoutSentencePunctuation('How do I log in?')).toBe('How do I log in');
    expect(withoutSentencePunctuation('load, parse and save.')).toBe('load parse and save');
    expect(withoutSentencePunctuation('what is "ODSL.RTD"?')).toBe('what is ODSL.RTD');
  });

  it('keeps identifiers whole and a query of punctuation alone as typed', () => {
    expect(withoutSentencePunctuation('#ABN_FX.EURUSD:SPOT ENTSO-E _limit')).toBe(
      '#ABN_FX.EURUSD:SPOT ENTSO-E _limit',
    );
    expect(withoutSentencePunctuation('${file:"x.csv"}')).toBe('${file:"x.csv"}');
    expect(withoutSentencePunctuation('?!')).toBe('?!');
  });
});

describe('isGenuineMatch', () => {
  const result = (excerpt: string, title = 'Queue Target') => ({
    url: '/docs/x',
    excerpt,
    meta: { title },
    sub_results: [],
  });

  it('drops pages found only through a short prefix of the query word', () => {
    expect(isGenuineMatch(result('set <mark>q</mark> = Queue()'), 'qzxwvjk')).toBe(false);
    expect(isGenuineMatch(result('<mark>on</mark> the calendar', 'Daily Calendar'), 'onerror')).toBe(false);
  });

  it('keeps exact, stemmed, identifier and title matches', () => {
    expect(isGenuineMatch(result('build <mark>curves</mark>'), 'curve')).toBe(true);
    expect(isGenuineMatch(result('id <mark>#ABN_FX.EURUSD:SPOT.</mark>'), '#ABN_FX.EURUSD:SPOT')).toBe(true);
    expect(isGenuineMatch(result('nothing marked', 'on error'), 'onerror')).toBe(true);
    expect(isGenuineMatch(result('x'), 'on')).toBe(true);
  });
});

describe('identifierFallbacks', () => {
  it('tries a data id, then its product, then its dataset', () => {
    expect(identifierFallbacks('#ABN_FX.EURUSD:SPOT')).toEqual([
      '#ABN_FX.EURUSD:SPOT',
      '#ABN_FX.EURUSD',
      'ABN_FX',
    ]);
    expect(identifierFallbacks('ECB_FX.EURGBP')).toEqual(['ECB_FX.EURGBP', 'ECB_FX']);
  });

  it('leaves words and phrases alone', () => {
    expect(identifierFallbacks('print')).toEqual(['print']);
    expect(identifierFallbacks('REST API')).toEqual(['REST API']);
    expect(identifierFallbacks('_limit')).toEqual(['_limit']);
  });
});
