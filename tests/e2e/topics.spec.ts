import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';

const MERMAID_VERSION = (
  JSON.parse(readFileSync(join(__dirname, '../../node_modules/mermaid/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Code of the Mermaid renderer: the theme's diagram container, or the library, which embeds its version. */
function isMermaidCode(body: string): boolean {
  return body.includes('docusaurus-mermaid-container') || body.includes(`"${MERMAID_VERSION}"`);
}

/** Records the body of every script the page downloads from now on. */
function recordScripts(page: Page): Array<Promise<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  return scripts;
}

/** The pages that draw Mermaid diagrams, with the accessible title of their first diagram. */
const DIAGRAMS: Array<[path: string, title: string]> = [
  ['/docs/topics/automations/basics', 'How a change on the platform reaches an automation target'],
  ['/docs/topics/smart-curves/what-is-a-smart-curve', 'The smart curve build cycle'],
  ['/docs/topics/realtime', 'How a data change reaches a real-time client'],
  ['/docs/topics/curves/event-curve-versioning', 'Versions of the Brent event curve for one curve date'],
];

test.describe('Mermaid loads only where it draws', () => {
  for (const path of ['/docs', '/docs/odsl/command/print']) {
    test(`${path} downloads no Mermaid code`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const mermaid = (await Promise.all(scripts)).filter((s) => isMermaidCode(s.body)).map((s) => s.url);
      expect(mermaid).toEqual([]);
    });
  }

  test('a diagram page downloads Mermaid and draws with it', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/topics/realtime');
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
    const mermaid = (await Promise.all(scripts)).filter((s) => isMermaidCode(s.body));
    expect(mermaid.length).toBeGreaterThan(0);
  });
});

test.describe('diagrams', () => {
  for (const [path, title] of DIAGRAMS) {
    test(`${path} draws a diagram with a text alternative`, async ({ page }) => {
      await page.goto(path);
      const svg = page.locator('.docusaurus-mermaid-container svg').first();
      await expect(svg).toBeVisible();
      await expect(svg.locator('title')).toHaveText(title);
      const titleId = await svg.locator('title').getAttribute('id');
      expect(await svg.getAttribute('aria-labelledby')).toContain(titleId);
      await expect(svg.locator('desc')).not.toBeEmpty();
    });
  }

  test('a diagram page passes axe once the diagram is drawn', async ({ page }) => {
    await page.goto('/docs/topics/realtime');
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the docs home shows the data flow as a static, labelled SVG', async ({ page }) => {
    await page.goto('/docs');
    const figure = page.getByRole('img', { name: 'How data moves through the platform' });
    await expect(figure).toBeVisible();
    await expect(figure.locator('desc')).toContainText('Providers');
    await expect(page.locator('figure figcaption')).toContainText('automation');
    // Drawn at build time: the server HTML already holds it, without JavaScript.
    const html = await (await page.request.get('/docs')).text();
    expect(html).toContain('How data moves through the platform');
  });
});

test.describe('automation targets', () => {
  test('a target page shows each target summary and settings from the data', async ({ page }) => {
    await page.goto('/docs/topics/automations/targets/email');
    const settings = page.getByRole('region', { name: 'Settings of the email_attachment target' });
    await expect(settings).toBeVisible();
    const row = settings.getByRole('row').filter({ hasText: 'attachmentName' });
    await expect(row).toContainText('id of the entity that fired the automation');
    const glance = page.getByRole('region', { name: 'The odsl.email target at a glance' });
    await expect(glance).toContainText('@EmailTarget');
    // The id an automation names the target by, from the decisions list (data/decisions/automation.yaml).
    await expect(glance.getByRole('row').filter({ hasText: 'Target id' })).toContainText('odsl.email');
  });

  test('the overview links every built-in target to its page', async ({ page }) => {
    await page.goto('/docs/topics/automations/targets');
    const links = page.locator('article table a[href^="/docs/topics/automations/targets/"]');
    await expect(links).toHaveCount(20);
    await links.filter({ hasText: 'odsl.curve_export_group' }).click();
    await expect(page).toHaveURL(/\/docs\/topics\/automations\/targets\/curve-export$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curve Export Targets');
  });

  test('a target page and its subscription page link to each other', async ({ page }) => {
    await page.goto('/docs/topics/automations/targets/queue');
    await page.locator('article a[href="/docs/topics/subscribe/queue"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Queue Target for Subscriptions');
    await expect(
      page.locator('article a[href="/docs/topics/automations/targets/queue"]').first(),
    ).toBeVisible();
  });

  test('a target page passes axe', async ({ page }) => {
    await page.goto('/docs/topics/automations/targets/curve');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('roadmap', () => {
  // A planned feature's notice says it is on the roadmap; a target date that has passed is not shown as a promise.
  test('the data roadmap links to each planned feature, whose notice says it is on the roadmap', async ({
    page,
  }) => {
    await page.goto('/docs/data/roadmap');
    for (const [name, path] of [
      ['Composer', '/docs/roadmap/composer'],
      ['Cloud Connect', '/docs/roadmap/cloud-connect'],
    ]) {
      await expect(page.locator(`article a[href="${path}"]`).first()).toHaveText(name);
      const feature = await page.context().newPage();
      await feature.goto(path);
      await expect(feature.locator('article .theme-admonition')).toContainText('is on the roadmap');
      await feature.close();
    }
  });
});
