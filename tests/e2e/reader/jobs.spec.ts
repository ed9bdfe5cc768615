import { jobs, topJobs } from '../../../data/jobs';
import { jobLink } from '../../../config/jobLinks';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/sharedPage';

// The jobs whose page is written; a planned job joins the lists once its status line goes.
const top = topJobs().filter((job) => job.status !== 'planned');
const written = jobs.filter((job) => job.status !== 'planned');

test.describe('a reader finds the common tasks', () => {
  test('the docs home offers the ten most common tasks in order, and each opens its page', async ({
    page,
  }) => {
    await page.goto('/docs');
    const tasks = page.getByRole('navigation', { name: 'Common tasks' });
    await expect(tasks.getByRole('heading', { level: 2, name: 'Common tasks' })).toBeVisible();
    await expect(tasks.getByRole('listitem').getByRole('link')).toHaveText(
      top.map((job) => jobLink(job).text),
    );
    expect(top.length).toBeGreaterThanOrEqual(10 - jobs.filter((job) => job.status === 'planned').length);
    await expect(page.locator('.table-of-contents a[href="#common-tasks"]').first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    for (const job of top) {
      await page.goto('/docs');
      await tasks.getByRole('link', { name: jobLink(job).text, exact: true }).click();
      await expect(page).toHaveURL(job.page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a reference page lists the tasks that use it, and a section landing its tasks', async ({ page }) => {
    const job = written.find((j) => j.id === 'list-holiday-calendars') ?? written[0]!;
    await page.goto(job.uses[0]!);
    const using = page.getByRole('navigation', { name: 'Tasks that use this page' });
    await expect(using.getByRole('link', { name: jobLink(job).text, exact: true })).toHaveAttribute(
      'href',
      job.page,
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/docs/tutorials');
    const section = page.getByRole('navigation', { name: 'Tasks in this section' });
    const tutorials = written.filter((j) => j.page.startsWith('/docs/tutorials/'));
    await expect(section.getByRole('listitem').getByRole('link')).toHaveCount(tutorials.length);
    const first = section.getByRole('listitem').getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href!);
    await expectNoSeriousA11yViolations(page);
  });

  test('the lists are marked for the search index to leave out', async ({ page }) => {
    await page.goto('/docs/odsl/service/calendar');
    await expect(page.locator('nav.link-list[data-pagefind-ignore="all"]')).toHaveCount(1);
  });
});
