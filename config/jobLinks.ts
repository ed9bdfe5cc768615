import { jobs as allJobs, topJobs, type Job } from '../data/jobs';
import { readDocRoutes } from '../lib/content/docRoutes';
import type { LinkList, ListedLink, RemarkLinkListsOptions } from '../plugins/remark-link-lists';

/** Heading anchors of the job lists; fixed, so tests and links can name them. */
export const JOB_LIST_IDS = {
  uses: 'tasks-using-this-page',
  section: 'tasks-in-this-section',
  top: 'common-tasks',
} as const;

/** The name docs/home.mdx places the ten most common jobs under (`<LinkList name="top-jobs" />`). */
export const TOP_JOBS_LIST = 'top-jobs';

/** A job as a link: to its page, in the reader's words (its first task phrasing, not its question). */
export function jobLink(job: Job): ListedLink {
  const text = job.phrasings.find((phrasing) => !phrasing.endsWith('?')) ?? job.phrasings[0] ?? job.id;
  return { href: job.page, text };
}

/** The landing page of the section a page belongs to: its top folder under /docs (`/docs/api`...). */
export function sectionLanding(route: string): string {
  return route.split('/').slice(0, 3).join('/');
}

/** Jobs whose page is written; a planned job joins every list once its `status` line goes. */
const written = (list: readonly Job[]) => list.filter((job) => job.status !== 'planned');

/** Ranked jobs first (most common first), then in the order of the list. */
function byRank(list: readonly Job[]): Job[] {
  return [...list].sort((a, b) => (a.topRank ?? 11) - (b.topRank ?? 11));
}

/**
 * Which job lists each page shows, by route: on every page a job uses, the jobs that use it; on each
 * section's landing page, the jobs of that section (not the landing's own).
 */
export function jobListsByRoute(list: readonly Job[]): Map<string, LinkList[]> {
  const uses = new Map<string, Job[]>();
  const sections = new Map<string, Job[]>();
  const add = (map: Map<string, Job[]>, route: string, job: Job) =>
    map.set(route, [...(map.get(route) ?? []), job]);
  for (const job of written(list)) {
    for (const route of job.uses) add(uses, route, job);
    const landing = sectionLanding(job.page);
    if (landing !== job.page) add(sections, landing, job);
  }
  const lists = new Map<string, LinkList[]>();
  const put = (route: string, item: LinkList) => lists.set(route, [...(lists.get(route) ?? []), item]);
  for (const [route, users] of uses)
    put(route, {
      id: JOB_LIST_IDS.uses,
      heading: 'Tasks that use this page',
      links: byRank(users).map(jobLink),
    });
  for (const [route, members] of sections)
    put(route, {
      id: JOB_LIST_IDS.section,
      heading: 'Tasks in this section',
      links: byRank(members).map(jobLink),
    });
  return lists;
}

/** The ten most common jobs whose page is written, most common first. */
export function topJobList(list: readonly Job[]): LinkList {
  return { id: JOB_LIST_IDS.top, heading: 'Common tasks', links: written(topJobs(list)).map(jobLink) };
}

/**
 * Options of `remark-link-lists` for the docs: the job lists keyed by the file that serves each route.
 * Fails the build when a list belongs to a route no doc serves, so a mistyped `uses` cannot go unseen.
 */
export function jobLinkListsOptions(siteDir: string, list: readonly Job[] = allJobs): RemarkLinkListsOptions {
  const files = readDocRoutes(siteDir);
  const byFile = new Map<string, LinkList[]>();
  for (const [route, lists] of jobListsByRoute(list)) {
    const file = files.get(route);
    if (!file) throw new Error(`data/jobs: no doc serves ${route}, which jobs link from`);
    byFile.set(file, lists);
  }
  const top = topJobList(list);
  return {
    siteDir,
    listsOf: (file) => byFile.get(file) ?? [],
    namedList: (name) => (name === TOP_JOBS_LIST ? top : undefined),
  };
}
