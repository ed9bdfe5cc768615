import { expect, test } from '../support/sharedPage';

/** The category landing pages the spec names (section 2). */
const categories = [
  'data-loading',
  'data-management',
  'data-types',
  'excel-insights',
  'extensions',
  'forward-curves',
  'functions',
  'general-tutorials',
  'html-components',
  'insights',
  'item-insights',
  'knowledgebase',
  'operational-support',
  'proof-of-concept',
  'reporting',
  'subscribing',
  'subscriptions',
  'topics',
];

/** The content groups under /docs (spec section 2), each with its own landing page. */
const groups = [
  'api',
  'company',
  'data',
  'discovery',
  'it',
  'kb',
  'odsl',
  'poc',
  'product',
  'public',
  'sdk',
  'topics',
  'tutorials',
  'user',
];

for (const name of categories) {
  test(`category page /docs/category/${name} describes and lists its pages`, async ({ page }) => {
    const response = await page.goto(`/docs/category/${name}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const description = page.locator('main header p').first();
    await expect(description).toContainText(/\w{3,}/);
    expect(await page.locator('main article a.card, main section a.card').count()).toBeGreaterThan(0);
  });
}

for (const group of groups) {
  test(`section /docs/${group} has a landing page that links into it`, async ({ page }) => {
    const response = await page.goto(`/docs/${group}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const inward = page.locator(
      `main article a[href^="/docs/${group}/"], main article a[href^="/docs/category/"]`,
    );
    expect(await inward.count()).toBeGreaterThan(0);
  });
}
