import * as z from 'zod';
import { nonBlank } from '../schema';

/** Who comes to do the job. */
export const jobAudiences = ['developer', 'analyst', 'it'] as const;

/**
 * The part of the site a job belongs to. Every area has at least one job, so the list covers the whole site:
 * the language, each REST family, the real-time API, each SDK and tool, the catalogue, the topics, IT, the
 * knowledge base, the proof of concept, the public components and the product pages (discovery, releases).
 */
export const jobAreas = [
  'odsl',
  'rest-data',
  'rest-automation',
  'rest-admin',
  'realtime',
  'sdk-java',
  'sdk-python',
  'sdk-matlab',
  'excel',
  'cli',
  'vscode',
  'portal',
  'catalogue',
  'subscriptions',
  'automation',
  'reports',
  'curves',
  'it',
  'kb',
  'poc',
  'public',
  'product',
] as const;

/**
 * The content groups a page may live in (SPEC, "Content groups under /docs"). A planned page goes in one of
 * them, so a writer never invents a new top-level section for a job.
 */
export const contentGroups = [
  '/docs/api/',
  '/docs/company/',
  '/docs/data/',
  '/docs/discovery/',
  '/docs/it/',
  '/docs/kb/',
  '/docs/odsl/',
  '/docs/poc/',
  '/docs/product/',
  '/docs/public/',
  '/docs/sdk/',
  '/docs/topics/',
  '/docs/tutorials/',
  '/docs/user/',
] as const;

/** A page route without anchor or trailing slash: a job is answered by a whole page, as search finds it. */
const pageRoute = z
  .string()
  .regex(/^\/docs(\/[A-Za-z0-9._-]+)*$/, 'a /docs route without anchor, query or trailing slash');

/** A reader's phrasing: one line, as typed into search or asked aloud. */
const phrasing = nonBlank.refine((text) => text === text.trim() && !/\s{2}|\n/.test(text), {
  message: 'one line, no doubled spaces, no surrounding spaces',
});

export const jobSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id'),
    audience: z.enum(jobAudiences),
    area: z.enum(jobAreas),
    /**
     * Two to four ways a reader puts the job: a task phrase, a question (ends in `?`), and the words a
     * newcomer uses, who does not yet know the page's terms.
     */
    phrasings: z
      .array(phrasing)
      .min(2, 'two to four phrasings')
      .max(4, 'two to four phrasings')
      .refine((list) => list.some((p) => p.endsWith('?')), { message: 'one phrasing is a question' })
      .refine((list) => list.some((p) => !p.endsWith('?')), { message: 'one phrasing is a task phrase' }),
    /** The one page that answers the job end to end. */
    page: pageRoute,
    /** The page is still to be written; the unit test demands this go once the page exists. */
    status: z.literal('planned').optional(),
    /** Rank among the ten most common jobs, offered on the docs home (1 = most common). */
    topRank: z.number().int().min(1).max(10).optional(),
    /**
     * The reference pages the answer builds on (the pages it links to or restates), one to four. Each of
     * them links back to the job's page, so a reader who starts on the reference finds the whole answer.
     */
    uses: z
      .array(pageRoute)
      .min(1, 'one to four pages it uses')
      .max(4, 'one to four pages it uses')
      .refine((list) => new Set(list).size === list.length, { message: 'a page used twice' }),
  })
  .strict()
  .superRefine((job, ctx) => {
    if (job.uses.includes(job.page))
      ctx.addIssue({ code: 'custom', message: `${job.id}: its own page is not a page it uses` });
    if (job.status === 'planned' && !contentGroups.some((group) => job.page.startsWith(group)))
      ctx.addIssue({ code: 'custom', message: `${job.id}: a planned page goes in a content group` });
  });

/** Folds case and spacing, so two phrasings that differ only there count as the same. */
export const phrasingKey = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

export const jobListSchema = z
  .array(jobSchema)
  .min(80)
  .superRefine((jobs, ctx) => {
    const ids = new Set<string>();
    const phrasings = new Map<string, string>();
    const ranks = new Map<number, string>();
    for (const job of jobs) {
      if (ids.has(job.id)) ctx.addIssue({ code: 'custom', message: `duplicate job id ${job.id}` });
      ids.add(job.id);
      for (const text of job.phrasings) {
        const other = phrasings.get(phrasingKey(text));
        if (other !== undefined)
          ctx.addIssue({ code: 'custom', message: `phrasing "${text}" is in ${other} and ${job.id}` });
        phrasings.set(phrasingKey(text), job.id);
      }
      if (job.topRank !== undefined) {
        const other = ranks.get(job.topRank);
        if (other !== undefined)
          ctx.addIssue({ code: 'custom', message: `top rank ${job.topRank} is on ${other} and ${job.id}` });
        ranks.set(job.topRank, job.id);
      }
    }
    if (ranks.size !== 10)
      ctx.addIssue({ code: 'custom', message: `ten top jobs, ranked 1 to 10 (found ${ranks.size})` });
    for (const area of jobAreas)
      if (!jobs.some((job) => job.area === area))
        ctx.addIssue({ code: 'custom', message: `no job in area ${area}` });
    for (const audience of jobAudiences)
      if (!jobs.some((job) => job.audience === audience))
        ctx.addIssue({ code: 'custom', message: `no job for audience ${audience}` });
  });

export type JobAudience = z.infer<typeof jobSchema>['audience'];
export type JobArea = z.infer<typeof jobSchema>['area'];
export type Job = z.infer<typeof jobSchema>;
