import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobs, topJobs, type Job } from '../../../data/jobs';
import {
  JOB_LIST_IDS,
  jobLink,
  jobLinkListsOptions,
  jobListsByRoute,
  sectionLanding,
  topJobList,
} from '../../../config/jobLinks';

const root = join(__dirname, '../../..');
const written = jobs.filter((job) => job.status !== 'planned');

/** The hrefs a route's list of the given kind links. */
function linked(lists: ReturnType<typeof jobListsByRoute>, route: string, id: string): string[] {
  return (lists.get(route) ?? [])
    .filter((list) => list.id === id)
    .flatMap((list) => list.links.map((l) => l.href));
}

describe('job lists (config/jobLinks)', () => {
  const lists = jobListsByRoute(jobs);

  it('lists every written job on each page it uses', () => {
    const missing = written.flatMap((job) =>
      job.uses
        .filter((route) => !linked(lists, route, JOB_LIST_IDS.uses).includes(job.page))
        .map((r) => `${job.id} on ${r}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every written job on its section's landing page, except the landing's own job", () => {
    const missing = written
      .filter((job) => sectionLanding(job.page) !== job.page)
      .filter((job) => !linked(lists, sectionLanding(job.page), JOB_LIST_IDS.section).includes(job.page))
      .map((job) => job.id);
    expect(missing).toEqual([]);
    expect(sectionLanding('/docs/topics/curves/intro')).toBe('/docs/topics');
  });

  it('links a planned job nowhere until its status line goes, then everywhere', () => {
    // Every job's page is written today: the test plans one itself, a job whose page only it answers.
    const chosen = jobs.find((job) => jobs.filter((other) => other.page === job.page).length === 1) as Job;
    const planned: Job = { ...chosen, status: 'planned' };
    const withPlanned = jobs.map((job) => (job === chosen ? planned : job));
    const everywhere = [...planned.uses, sectionLanding(planned.page)];
    const hrefs = (map: typeof lists) =>
      everywhere.flatMap((route) => (map.get(route) ?? []).flatMap((l) => l.links.map((x) => x.href)));
    expect(hrefs(jobListsByRoute(withPlanned))).not.toContain(planned.page);
    const after = jobListsByRoute(jobs);
    for (const route of everywhere)
      expect((after.get(route) ?? []).flatMap((l) => l.links.map((x) => x.href))).toContain(planned.page);
  });

  it('names each job by its task phrasing, never its question', () => {
    expect(jobLink(written[0] as Job)).toEqual({ href: written[0]?.page, text: written[0]?.phrasings[0] });
    const questionFirst = { ...(written[0] as Job), phrasings: ['How do I do it?', 'Do it'] };
    expect(jobLink(questionFirst).text).toBe('Do it');
  });

  it('offers the written top jobs on the docs home, most common first', () => {
    const top = topJobList(jobs);
    expect(top.links.map((link) => link.href)).toEqual(
      topJobs()
        .filter((job) => job.status !== 'planned')
        .map((job) => job.page),
    );
    expect(top.links.length).toBeGreaterThanOrEqual(10 - jobs.filter((j) => j.status === 'planned').length);
  });

  it('keys the lists by the file serving each route, and fails on a route no doc serves', () => {
    const options = jobLinkListsOptions(root);
    expect(options.listsOf('docs/odsl/service/calendar.mdx').map((list) => list.id)).toEqual([
      JOB_LIST_IDS.uses,
    ]);
    expect(options.listsOf('docs/tutorials/index.mdx').map((list) => list.id)).toEqual([
      JOB_LIST_IDS.section,
    ]);
    expect(options.namedList('top-jobs')?.links.length).toBeGreaterThan(0);
    expect(options.namedList('other')).toBeUndefined();
    expect(options.listsOf('docs/odsl/service/xml.mdx')).toEqual([]);
    // Docusaurus serialises plugin options into the bundle every page loads; functions stay out of it.
    expect(JSON.stringify(options).length).toBeLessThan(100);
    const broken = jobs.map((job, i) =>
      i === 0 ? { ...job, status: undefined, uses: ['/docs/no/such/page'] } : job,
    );
    expect(() => jobLinkListsOptions(root, broken)).toThrow('no doc serves /docs/no/such/page');
  });
});
