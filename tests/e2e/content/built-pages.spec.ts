/**
 * Content rules checked on the production build, where generated text (tables, data-driven sections,
 * automatic links) exists. These tests read `build/` from disk; they need no browser. Each prints the
 * figures it checked so a run can be quoted.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { BuiltPage } from '../../../lib/built-pages/html';
import { readBuild } from '../../../lib/built-pages/readBuild';
import { BANNED_PHRASES, bannedPhraseHits } from '../../../lib/built-pages/phrases';
import {
  MAX_PAGES_PER_SENTENCE,
  MIN_REPEATED_WORDS,
  repeatedSentences,
  splitSentences,
  words,
} from '../../../lib/built-pages/sentences';
import {
  ambiguousLinkProblems,
  kbLinkProblems,
  providerExampleProblems,
  sourceFormProblems,
  spellingProblems,
} from '../../../lib/built-pages/checks';
import { jobLinkProblems } from '../../../lib/built-pages/jobLinks';
import { jobs } from '../../../data/jobs';

// One worker reads the build once, when the tests run (not when Playwright lists them).
test.describe.configure({ mode: 'default' });
let pages: BuiltPage[] = [];
test.beforeAll(() => {
  pages = readBuild(join(__dirname, '..', '..', '..', 'build'));
});

test.describe('built pages', () => {
  test('read every doc page and blog post', () => {
    console.log(`built pages: ${pages.length} doc pages and blog posts read`);
    expect(pages.length).toBeGreaterThan(300);
  });

  test('show no writer-facing notes and no cells or sentences that only say something is unknown', () => {
    const hits = pages.flatMap((page) => bannedPhraseHits(page.route, page.text));
    console.log(
      `banned phrases: ${BANNED_PHRASES.length} phrases checked on ${pages.length} pages, ${hits.length} found`,
    );
    expect(hits.map((hit) => `${hit.route}: "${hit.phrase}" in …${hit.excerpt}…`)).toEqual([]);
  });

  test(`repeat no sentence of ${MIN_REPEATED_WORDS}+ words verbatim on more than ${MAX_PAGES_PER_SENTENCE} pages`, () => {
    const sentences = pages.flatMap((page) =>
      page.prose.flatMap(splitSentences).filter((s) => words(s).length >= MIN_REPEATED_WORDS),
    );
    const repeated = repeatedSentences(pages);
    console.log(
      `repeated prose: ${sentences.length} sentences of ${MIN_REPEATED_WORDS}+ words on ${pages.length} pages, ` +
        `${repeated.length} on more than ${MAX_PAGES_PER_SENTENCE} pages`,
    );
    expect(
      repeated.map((r) => `${r.routes.length} pages: "${r.sentence}" (${r.routes.slice(0, 5).join(', ')}…)`),
    ).toEqual([]);
  });

  test('give every provider page examples in the space its licensing implies', () => {
    const report = providerExampleProblems(pages);
    console.log(
      `provider examples: ${report.uses} space references on ${report.pages} provider pages checked`,
    );
    expect(report.pages).toBeGreaterThan(60);
    expect(report.uses).toBeGreaterThan(report.pages);
    expect(report.problems).toEqual([]);
  });

  test('link ordinary words to a command or stage only where the sentence says so', () => {
    const codeLinks = pages.flatMap((page) => page.links.filter((link) => link.code));
    const problems = ambiguousLinkProblems(pages);
    console.log(`code links: ${codeLinks.length} checked, ${problems.length} to the wrong kind of page`);
    expect(problems).toEqual([]);
    expect(kbLinkProblems(pages)).toEqual([]);
  });

  test('the reported automatic links are gone', () => {
    // One case per kind of wrong link found in review, on the page where it was found.
    const wrong: [route: string, text: string, href: string][] = [
      ['/docs/public/components/odsl-grid-panel', 'group', '/docs/odsl/stages/group'],
      ['/docs/odsl/command/rename', 'log', '/docs/odsl/command/log'],
      ['/docs/odsl/command/publish', 'log', '/docs/odsl/command/log'],
      ['/docs/odsl/dm/subscriptions', 'update', '/docs/odsl/command/update'],
      ['/docs/odsl/dm/subscriptions', 'delete', '/docs/odsl/command/delete'],
      ['/docs/odsl/insights/excel/create', 'type', '/docs/odsl/command/type'],
      ['/docs/odsl/calendar/ranges', 'for', '/docs/odsl/command/for'],
      ['/docs/odsl/command/update', 'set', '/docs/odsl/command/set'],
      ['/docs/odsl/insights/item/create', 'sort', '/docs/odsl/stages/sort'],
      ['/docs/data/fx', 'currency codes', '/docs/kb'],
    ];
    for (const [route, text, href] of wrong) {
      const page = pages.find((p) => p.route === route);
      expect(page, route).toBeDefined();
      expect(
        page?.links.filter((l) => l.text === text && l.href === href),
        `${route}: ${text}`,
      ).toEqual([]);
    }
  });

  test("link each job's page from the pages it uses, its section's landing page and, if common, the docs home", () => {
    const report = jobLinkProblems(pages, jobs);
    console.log(
      `job links: ${report.checked} links to ${jobs.length} jobs' pages looked for, ${report.problems.length} missing`,
    );
    expect(report.checked).toBeGreaterThan(jobs.length * 2);
    expect(report.problems).toEqual([]);
  });

  test('write an item of a source one way, and each term with one spelling', () => {
    expect(sourceFormProblems(pages)).toEqual([]);
    const spelling = spellingProblems(pages);
    console.log(`spelling: ${pages.length} pages checked, ${spelling.length} other spellings`);
    expect(spelling).toEqual([]);
  });
});
