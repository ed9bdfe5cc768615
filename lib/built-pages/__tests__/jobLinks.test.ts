import { describe, expect, it } from 'vitest';
import { readBuiltPage, type BuiltPage } from '../html';
import { jobLinkProblems, type LinkedJob } from '../jobLinks';

const page = (route: string, ...hrefs: string[]): BuiltPage => {
  const links = hrefs.map((href) => `<li><a href="${href}">task</a></li>`).join('');
  const built = readBuiltPage(
    route,
    `<article><div class="markdown"><p>Text.</p><ul>${links}</ul></div></article>`,
  );
  if (!built) throw new Error('no body');
  return built;
};

const jobs: LinkedJob[] = [
  { id: 'a', page: '/docs/tutorials/a', uses: ['/docs/odsl/csv'], topRank: 1 },
  { id: 'b', page: '/docs/odsl/b', uses: ['/docs/odsl/csv', '/docs/kb/c'], topRank: 2 },
  { id: 'p', page: '/docs/tutorials/planned', uses: ['/docs/odsl/csv'], status: 'planned', topRank: 3 },
];

describe('jobLinkProblems', () => {
  it('passes when each used page, each section landing and the home link the jobs, the home in rank order', () => {
    const pages = [
      page('/docs/odsl/csv', '/docs/tutorials/a', '/docs/odsl/b'),
      page('/docs/kb/c', '/docs/odsl/b'),
      page('/docs/tutorials', '/docs/tutorials/a'),
      page('/docs/odsl', '/docs/odsl/b'),
      page('/docs', '/docs/odsl', '/docs/tutorials/a', '/docs/odsl/b'),
    ];
    const report = jobLinkProblems(pages, jobs);
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(7);
  });

  it('names the page that does not link a job, a page not built, and a home out of order', () => {
    const pages = [
      page('/docs/odsl/csv', '/docs/tutorials/a'),
      page('/docs/tutorials', '/docs/tutorials/a/'),
      page('/docs/odsl', '/docs/odsl/b#x'),
      page('/docs', '/docs/odsl/b', '/docs/tutorials/a'),
    ];
    expect(jobLinkProblems(pages, jobs).problems).toEqual([
      '/docs/odsl/csv does not link /docs/odsl/b (a page used of b)',
      '/docs/kb/c: page not built (a page used of b)',
      '/docs lists the common tasks as /docs/odsl/b, /docs/tutorials/a, not in rank order /docs/tutorials/a, /docs/odsl/b',
    ]);
  });
});
