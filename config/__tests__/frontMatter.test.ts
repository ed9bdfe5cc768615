import { describe, expect, it } from 'vitest';
import { jobs } from '../../data/jobs';
import { jobKeywordsByRoute, keywordsOfDoc } from '../frontMatter';

const byRoute = new Map([
  ['/docs/odsl/calendar/scaling', ['Monthly average of a daily series', 'scale daily to monthly']],
]);

describe('keywordsOfDoc', () => {
  it("gives a job's page the job's phrasings after its own keywords", () => {
    expect(keywordsOfDoc('docs/odsl/calendar/scaling.mdx', { keywords: ['resample'] }, byRoute)).toEqual([
      'resample',
      'Monthly average of a daily series',
      'scale daily to monthly',
    ]);
  });

  it('finds the page by its slug, not only its file name', () => {
    expect(keywordsOfDoc('docs/odsl/calendar/x.mdx', { slug: 'scaling' }, byRoute)).toHaveLength(2);
  });

  it('leaves pages without keywords or jobs alone, and never reads blog posts as docs', () => {
    expect(keywordsOfDoc('docs/odsl/calendar/holiday.mdx', {}, byRoute)).toBeUndefined();
    expect(keywordsOfDoc('blog/2026/scaling.mdx', {}, byRoute)).toBeUndefined();
  });
});

describe('jobKeywordsByRoute', () => {
  it('holds every phrasing of every job under its page', () => {
    const keywords = jobKeywordsByRoute(jobs);
    for (const job of jobs) expect(keywords.get(job.page)).toEqual(expect.arrayContaining(job.phrasings));
  });
});
