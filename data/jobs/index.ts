/**
 * The jobs readers come to do and the page that answers each. Importable anywhere (no Node modules): the
 * docs home reads the top ten, the search relevance test reads every phrasing.
 */
import { jobListSchema, type Job } from './schema';
import { jobs as jobRecords } from './jobs';

export type { Job, JobArea, JobAudience } from './schema';
export { jobAreas, jobAudiences } from './schema';

/** Every job, validated: a broken record fails the first import. */
export const jobs: readonly Job[] = jobListSchema.parse(jobRecords);

/** The ten most common jobs, most common first, as the docs home offers them. */
export function topJobs(list: readonly Job[] = jobs): Job[] {
  return list.filter((job) => job.topRank !== undefined).sort((a, b) => (a.topRank ?? 0) - (b.topRank ?? 0));
}

/** A search relevance case: a reader's query and the page expected in the first results. */
export interface JobSearchCase {
  query: string;
  expected: string;
  category: 'job';
}

/**
 * Every phrasing of every job as a search case. Jobs whose page is still to be written are left out unless
 * asked for, since no search can find a page that does not exist yet.
 */
export function jobSearchCases(
  options: { includePlanned?: boolean } = {},
  list: readonly Job[] = jobs,
): JobSearchCase[] {
  return list
    .filter((job) => options.includePlanned === true || job.status !== 'planned')
    .flatMap((job) =>
      job.phrasings.map((query) => ({ query, expected: job.page, category: 'job' as const })),
    );
}
