import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobs, jobSearchCases, topJobs } from '../../../data/jobs';
import { jobListSchema, type Job } from '../../../data/jobs/schema';
import { jobs as jobRecords } from '../../../data/jobs/jobs';
import { schemaProblems } from '../../../data/schema';
import { readDocRoutes } from '../../../lib/content/docRoutes';

const root = join(__dirname, '../../..');
const routes = readDocRoutes(root);
const copy = (): Job[] => structuredClone(jobRecords);

/** What is wrong with each job's page: a missing page, or a planned page that now exists. */
function pageProblems(list: readonly Job[], served: ReadonlyMap<string, string>): string[] {
  return list.flatMap((job) => {
    const file = served.get(job.page);
    if (job.status === 'planned')
      return file ? [`${job.id}: ${job.page} exists (${file}); remove status: 'planned'`] : [];
    return file ? [] : [`${job.id}: no page serves ${job.page}`];
  });
}

describe('data/jobs', () => {
  it('passes its schema', () => {
    expect(schemaProblems(jobListSchema, jobRecords)).toEqual([]);
  });

  it('points every job at a page that exists, unless the page is planned', () => {
    expect(pageProblems(jobs, routes)).toEqual([]);
  });

  it('drops the planned mark once its page exists, so the list never lies', () => {
    // Every planned page may be written by now, so the test plans one of its own.
    const planned: Job = { ...copy()[0]!, status: 'planned', page: '/docs/tutorials/not-written-yet' };
    expect(pageProblems([planned], routes)).toEqual([]);
    const withPage = new Map([...routes, [planned.page, 'docs/written.mdx']]);
    expect(pageProblems([planned], withPage)).toEqual([
      `${planned.id}: ${planned.page} exists (docs/written.mdx); remove status: 'planned'`,
    ]);
    const unplanned = { ...planned, status: undefined };
    expect(pageProblems([unplanned], routes)).toEqual([`${planned.id}: no page serves ${planned.page}`]);
  });

  it('names, for every job, reference pages that exist', () => {
    const missing = (list: readonly Job[], served: ReadonlyMap<string, string>) =>
      list.flatMap((job) =>
        job.uses.filter((route) => !served.has(route)).map((route) => `${job.id}: no page serves ${route}`),
      );
    expect(missing(jobs, routes)).toEqual([]);
    const [first] = copy();
    if (!first) throw new Error('the list is empty');
    first.uses = [...first.uses.slice(0, 1), '/docs/odsl/service/no-such-page'];
    expect(missing([first], routes)).toEqual([`${first.id}: no page serves /docs/odsl/service/no-such-page`]);
  });

  it('rejects a job that uses no page, more than four, the same page twice or its own page', () => {
    const list = copy();
    const [a, b, c, d] = list as [Job, Job, Job, Job];
    a.uses = [];
    b.uses = ['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e'];
    c.uses = ['/docs/a', '/docs/a'];
    d.uses = [d.page];
    const problems = schemaProblems(jobListSchema, list);
    expect(problems).toEqual(
      expect.arrayContaining([
        '0.uses: one to four pages it uses',
        '1.uses: one to four pages it uses',
        '2.uses: a page used twice',
        `3: ${d.id}: its own page is not a page it uses`,
      ]),
    );
  });

  it('rejects too few or too many phrasings, and phrasings without a question or a task phrase', () => {
    const list = copy();
    const [a, b, c, d] = list as [Job, Job, Job, Job];
    a.phrasings = a.phrasings.slice(0, 1);
    b.phrasings = [...b.phrasings, 'one more way to say it', 'and another way', 'and a fifth'];
    c.phrasings = ['Is this a question?', 'So is this?'];
    d.phrasings = ['A task', 'Another task'];
    const problems = schemaProblems(jobListSchema, list);
    expect(problems).toEqual(
      expect.arrayContaining([
        '0.phrasings: two to four phrasings',
        '1.phrasings: two to four phrasings',
        '2.phrasings: one phrasing is a task phrase',
        '3.phrasings: one phrasing is a question',
      ]),
    );
  });

  it('rejects a repeated id, and a phrasing used twice even in another case or spacing', () => {
    const list = copy();
    const [a, b, c] = list as [Job, Job, Job];
    b.id = a.id;
    c.phrasings = [c.phrasings[0] ?? '', (a.phrasings[1] ?? '').toUpperCase().replace(' ', '\t')];
    const problems = schemaProblems(jobListSchema, list);
    expect(problems).toContain(`(root): duplicate job id ${a.id}`);
    expect(problems).toContain(`(root): phrasing "${c.phrasings[1] ?? ''}" is in ${a.id} and ${c.id}`);
  });

  it('rejects an eleventh top job and a planned page outside the content groups', () => {
    const list = copy();
    const plain = list.find((job) => job.topRank === undefined) as Job;
    plain.topRank = 1;
    plain.status = 'planned';
    plain.page = '/docs/guides/new-page';
    const problems = schemaProblems(jobListSchema, list).join('\n');
    expect(problems).toMatch(/top rank 1 is on \S+ and /);
    expect(problems).toContain(`${plain.id}: a planned page goes in a content group`);
  });

  it('ranks ten top jobs, most common first', () => {
    expect(topJobs().map((job) => job.topRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives the search test every phrasing of every written page, and the planned ones on request', () => {
    const cases = jobSearchCases();
    const written = jobs.filter((job) => job.status !== 'planned');
    expect(cases).toHaveLength(written.reduce((n, job) => n + job.phrasings.length, 0));
    const first = written[0];
    expect(cases[0]).toEqual({ query: first?.phrasings[0], expected: first?.page, category: 'job' });
    expect(cases.some((c) => jobs.find((j) => j.page === c.expected)?.status === 'planned')).toBe(false);
    const all = jobSearchCases({ includePlanned: true });
    expect(all).toHaveLength(jobs.reduce((n, job) => n + job.phrasings.length, 0));
  });
});
