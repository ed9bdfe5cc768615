/**
 * Checks that readers reach each job's page from where they start, on the built pages: from every
 * reference page the job uses, from its section's landing page, and, for the most common jobs, from the
 * docs home in rank order. A planned job (page not written yet) is left out.
 */
import type { BuiltPage } from './html';

/** What the check needs of a job (data/jobs). */
export interface LinkedJob {
  id: string;
  page: string;
  uses: readonly string[];
  status?: 'planned';
  topRank?: number;
}

/** The landing page of a route's section: its top folder under /docs. */
const landingOf = (route: string): string => route.split('/').slice(0, 3).join('/');

const stripHref = (href: string): string => href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');

export interface JobLinkReport {
  /** Links looked for (each job on each page that should link it). */
  checked: number;
  problems: string[];
}

export function jobLinkProblems(
  pages: readonly BuiltPage[],
  jobs: readonly LinkedJob[],
  home = '/docs',
): JobLinkReport {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const hrefs = (route: string): string[] =>
    (byRoute.get(route)?.links ?? []).map((link) => stripHref(link.href));
  const report: JobLinkReport = { checked: 0, problems: [] };
  const expectLink = (from: string, job: LinkedJob, why: string) => {
    report.checked++;
    if (!byRoute.has(from)) report.problems.push(`${from}: page not built (${why} of ${job.id})`);
    else if (!hrefs(from).includes(job.page))
      report.problems.push(`${from} does not link ${job.page} (${why} of ${job.id})`);
  };
  const written = jobs.filter((job) => job.status !== 'planned');
  for (const job of written) {
    for (const route of job.uses) expectLink(route, job, 'a page used');
    if (landingOf(job.page) !== job.page) expectLink(landingOf(job.page), job, 'the section landing');
  }
  const top = written
    .filter((job) => job.topRank !== undefined)
    .sort((a, b) => (a.topRank ?? 0) - (b.topRank ?? 0));
  for (const job of top) expectLink(home, job, 'the docs home');
  const pagesOfTop = new Set(top.map((job) => job.page));
  const order = [...new Set(hrefs(home).filter((href) => pagesOfTop.has(href)))];
  const wanted = [...new Set(top.map((job) => job.page))];
  if (order.join(' ') !== wanted.join(' '))
    report.problems.push(
      `${home} lists the common tasks as ${order.join(', ')}, not in rank order ${wanted.join(', ')}`,
    );
  return report;
}
