import { join, relative, sep } from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { jobs, type Job } from '../data/jobs';
import { routeOfDoc } from '../lib/content/docRoutes';
import { expandContentTokens, providerCodeOf } from './dataCounts';

/** The reader's phrasings of every job, by the route of the page that answers it. */
export function jobKeywordsByRoute(list: readonly Job[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const job of list) byRoute.set(job.page, [...(byRoute.get(job.page) ?? []), ...job.phrasings]);
  return byRoute;
}

const jobKeywords = jobKeywordsByRoute(jobs);
const siteDir = join(__dirname, '..');

/**
 * A doc's keywords: its own, then the phrasings of the jobs it answers, so that a reader's words for a job
 * find its page (the search indexer indexes a page's keywords; see plugins/search).
 */
export function keywordsOfDoc(
  path: string,
  frontMatter: Record<string, unknown>,
  byRoute: ReadonlyMap<string, readonly string[]> = jobKeywords,
): string[] | undefined {
  const own = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : [];
  const fromJobs = path.startsWith('docs/') ? (byRoute.get(routeOfDoc({ path, frontMatter })) ?? []) : [];
  const keywords = [...new Set([...own, ...fromJobs])];
  return keywords.length > 0 ? keywords : undefined;
}

/**
 * Expands brand and count tokens in titles and descriptions before Docusaurus reads them, and gives each
 * job's page the job's phrasings as keywords.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const page = { providerCode: providerCodeOf(params.filePath) };
  for (const key of ['title', 'description', 'sidebar_label'] as const) {
    const value = result.frontMatter[key];
    if (typeof value === 'string') result.frontMatter[key] = expandContentTokens(value, page);
  }
  const path = relative(siteDir, params.filePath).split(sep).join('/');
  const keywords = keywordsOfDoc(path, result.frontMatter);
  if (keywords) result.frontMatter.keywords = keywords;
  return result;
};
