import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { optionsOnlyANewContextHonours, type ContextOptionsInUse } from './sharedPageOptions';

/*
 * One browser page per worker, for specs whose tests visit pages and read them. A fresh context per test
 * costs about a second of CPU (a new renderer, and the site's scripts downloaded and compiled again into
 * an empty cache), three times what the visit itself costs, and the suite runs on two cores.
 *
 * Each test still starts clean: it gets the viewport and permissions it asks for (`test.use`), and when
 * it ends its listeners, routes, extra pages, cookies, permissions, media emulation and the site's
 * localStorage and sessionStorage go. Between tests the page rests on a tiny document. What a test
 * cannot undo (init scripts, exposed functions) belongs in `prepare`, which runs once on the worker's
 * page, so every test of the spec shares it.
 *
 * Not for tests that need a cold cache (first-visit weight) or wait for a request the memory cache may
 * answer, nor for the context options of sharedPageOptions.ts (JavaScript off, a phone, touch, offline, a
 * dark scheme, another user agent), which the fixture refuses: those keep Playwright's own page.
 */

interface TestFixtures {
  page: Page;
  context: BrowserContext;
  contextOptionsInUse: ContextOptionsInUse;
}

interface WorkerFixtures {
  sharedPage: Page;
}

async function reset(page: Page, baseURL: string, stay: boolean): Promise<void> {
  const context = page.context();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  // Leaving the test's document for a tiny one of the same origin stops whatever it still has going (a
  // menu that closes when the next test resizes the window would go Back under that test's feet), and
  // storage can only be cleared from a document of its origin.
  const site = new URL(baseURL);
  if (!stay || new URL(page.url()).origin !== site.origin) await page.goto(new URL('/robots.txt', site).href);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
}

interface SharedPageOptions {
  /** Runs once on the worker's page: init scripts and exposed functions every test of the spec needs. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Keeps each test's document for the next test, for a spec whose tests go on from where the last one
   * left off (the ranking cases type into the /search page already open). Its tests keep one viewport.
   */
  stay?: boolean;
}

/** A `test` whose `page` (and `context`) is the worker's shared page, set up once by `prepare`. */
export function testWithSharedPage({ prepare, stay = false }: SharedPageOptions = {}) {
  return base.extend<TestFixtures, WorkerFixtures>({
    sharedPage: [
      async ({ browser }, provide, workerInfo) => {
        const { baseURL, ignoreHTTPSErrors, serviceWorkers } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL, ignoreHTTPSErrors, serviceWorkers });
        const page = await context.newPage();
        if (prepare) await prepare(page);
        await provide(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    context: async ({ sharedPage }, provide) => {
      await provide(sharedPage.context());
    },
    // Playwright reads a fixture's dependencies from its parameter list, so they are named one by one.
    contextOptionsInUse: async (
      { javaScriptEnabled, isMobile, hasTouch, offline, colorScheme, userAgent },
      provide,
    ) => {
      await provide({ javaScriptEnabled, isMobile, hasTouch, offline, colorScheme, userAgent });
    },
    page: async ({ sharedPage, viewport, permissions, baseURL, contextOptionsInUse }, provide) => {
      const asked = optionsOnlyANewContextHonours(contextOptionsInUse);
      if (asked.length > 0)
        throw new Error(`the shared page cannot emulate ${asked.join(', ')}: use @playwright/test's page`);
      if (viewport) await sharedPage.setViewportSize(viewport);
      if (permissions?.length) await sharedPage.context().grantPermissions(permissions);
      await provide(sharedPage);
      await reset(sharedPage, baseURL ?? 'http://127.0.0.1/', stay);
    },
  });
}

export const test = testWithSharedPage();
export { expect } from '@playwright/test';
