import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { redirects } from '../../config/redirects';
import { htmlFilesOf } from '../../lib/built-pages/htmlFiles.mjs';
import brand from '../../src/brand';

/*
 * One list of addresses, each answered with its page or a 301 to its new home: by the local server,
 * by nginx with the generated config when test-nginx.sh runs it (E2E_NGINX_URL, over HTTPS), and by
 * `docusaurus serve`, which stands for plain static hosting. Where both servers run, they must agree
 * on every header a client or cache acts on.
 */

const ROOT = join(__dirname, '..', '..');
const NGINX = process.env.E2E_NGINX_URL;
const NGINX_HTTP = process.env.E2E_NGINX_HTTP_URL;
const DOCUSAURUS_SERVE_PORT = Number(process.env.E2E_PORT ?? 3100) + 40;

/** Pages and the heading a reader sees on each. */
const pages: Array<[string, RegExp]> = [
  ['/', new RegExp(`^${brand.productName}`)],
  ['/docs', /^Getting Started$/],
  ['/docs/discovery', /^Discover the Platform$/],
  ['/docs/product', /^Developer Guides$/],
  ['/docs/tutorials', /^Tutorials$/],
  ['/blog', /^Blog$/],
  ['/search', /^Search the documentation$/],
  ['/docs/tags', /^Tags$/],
  // The tag `index` and the REST service `index`: routes ending in /index keep their own page.
  ['/docs/tags/index', /tagged with "Indices"$/],
  ['/docs/api/rest/service/index', /^Index Service$/],
  ['/docs/api/rest/rest', /^REST API$/],
];

interface Address {
  path: string;
  /** What the servers answer: the page (200), a 301 to `location`, or the not-found page. */
  status: 200 | 301 | 404;
  location?: string;
  /** The route the reader ends on, and its heading. */
  route: string;
  heading: RegExp;
}

const headingOf = (route: string): RegExp => pages.find(([path]) => path === route)?.[1] ?? /\S/;

const addresses: Address[] = [
  ...pages.map(([path, heading]): Address => ({ path, status: 200, route: path, heading })),
  ...pages
    .filter(([path]) => path !== '/')
    .map(([path, heading]): Address => ({
      path: `${path}/`,
      status: 301,
      location: path,
      route: path,
      heading,
    })),
  ...redirects.flatMap(({ from, to }): Address[] =>
    [from, `${from}/`].map((path) => ({
      path: encodeURI(path),
      status: 301,
      location: to,
      route: to,
      heading: headingOf(to),
    })),
  ),
  { path: '/docs/no/such/page', status: 404, route: '/docs/no/such/page', heading: /^Page Not Found$/ },
];

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(ROOT, 'build', dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} file in build/${dir}`);
  return `/${dir}/${name}`;
}

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .trim() ?? '';

async function expectAnswer(request: APIRequestContext, address: Address): Promise<void> {
  const response = await request.get(address.path, { maxRedirects: 0 });
  expect(response.status(), address.path).toBe(address.status);
  if (address.status === 301) {
    expect(response.headers()['location'], address.path).toBe(address.location);
  } else {
    expect(h1(await response.text()), address.path).toMatch(address.heading);
  }
}

test.describe('every address answers with its page or a 301 to its new home', () => {
  for (const address of addresses) {
    test(`local server: ${address.path}`, async ({ request }) => {
      await expectAnswer(request, address);
    });
  }
  if (NGINX) {
    for (const address of addresses) {
      test(`nginx: ${address.path}`, async () => {
        const request = await playwrightRequest.newContext({ baseURL: NGINX, ignoreHTTPSErrors: true });
        await expectAnswer(request, address);
        await request.dispose();
      });
    }
  }
});

/** The pages of the sitemap, and every folder of a docs page's address: each must answer. */
function sitemapPages(): Set<string> {
  const xml = readFileSync(join(ROOT, 'build', 'sitemap.xml'), 'utf8');
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '').pathname));
}
function docsFolders(pages: Set<string>): string[] {
  const folders = new Set<string>();
  for (const page of pages) {
    if (!page.startsWith('/docs/')) continue;
    const segments = page.split('/');
    for (let end = 3; end < segments.length; end += 1) folders.add(segments.slice(0, end).join('/'));
  }
  return [...folders].sort();
}

/** Where a folder may lead: a page under it, or the new home config/redirects.ts gives it. */
const folderLeadsTo = (folder: string, pathname: string, pages: Set<string>): boolean =>
  pages.has(pathname) &&
  (pathname.startsWith(`${folder}/`) || redirects.some((r) => r.from === folder && r.to === pathname));

test.describe('every folder of a docs address answers with its page or a 301 to a page under it', () => {
  const check = async (request: APIRequestContext) => {
    const pages = sitemapPages();
    const folders = docsFolders(pages);
    const wrong: string[] = [];
    let moved = 0;
    for (const folder of folders) {
      const response = await request.get(folder, { maxRedirects: 0 });
      const location = response.headers()['location'] ?? '';
      if (response.status() === 200 && pages.has(folder)) continue;
      if (response.status() === 301 && folderLeadsTo(folder, location, pages)) {
        moved += 1;
        continue;
      }
      wrong.push(`${folder} → ${response.status()} ${location}`);
    }
    console.log(
      `[addresses] ${folders.length} docs folders: ${moved} answer with a 301, ${wrong.length} wrong`,
    );
    expect(folders.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  };
  test('local server', async ({ request }) => {
    await check(request);
  });
  if (NGINX) {
    test('nginx', async () => {
      const request = await playwrightRequest.newContext({ baseURL: NGINX, ignoreHTTPSErrors: true });
      await check(request);
      await request.dispose();
    });
  }
});

test('the build holds no folder index.html that answers for another route', () => {
  const build = join(ROOT, 'build');
  const folderPages = htmlFilesOf(build)
    .map((file) => relative(build, file))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'/index.html'.length));
  // A folder page may only stand where no page answers the folder's address (forwarding pages do).
  const shadowing = folderPages.filter((folder) => existsSync(join(build, `${folder}.html`)));
  expect(shadowing).toEqual([]);
  expect(folderPages).toEqual(expect.arrayContaining(['docs/tags/index', 'docs/api/rest/service/index']));
  expect(existsSync(join(build, 'docs/tags/index.html'))).toBe(false);
  expect(existsSync(join(build, 'docs/api/rest/service/index.html'))).toBe(false);
});

test.describe('pages whose folder once served another route hydrate without errors', () => {
  for (const path of [
    '/docs/tags',
    '/docs/tags/',
    '/docs/tags/index',
    '/docs/api/rest/service/index',
    '/docs/',
  ]) {
    test(path, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      const route = path.replace(/\/$/, '');
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expect(page.locator('h1')).toHaveText(headingOf(route));
      // Hydration is over once the client has rendered the navbar's color mode toggle.
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }
});

/*
 * `docusaurus serve` answers with serve-handler, as many static hosts do: a folder's index.html, the
 * client plugin's forwarding pages, and 301 from a trailing slash. One thing it cannot do: it answers
 * any address ending in `/index` with a 301 to the address without it, before it looks at the files, so
 * there the reader lands on the folder's route (the tag list; the REST services list).
 */
test.describe('`docusaurus serve` leads the reader to the same pages', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    server = spawn(
      'npx',
      ['docusaurus', 'serve', '--port', String(DOCUSAURUS_SERVE_PORT), '--host', '127.0.0.1', '--no-open'],
      { cwd: ROOT, detached: true, stdio: 'ignore' },
    );
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${DOCUSAURUS_SERVE_PORT}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
  });

  const landing = (address: Address): string => {
    if (!/\/index\/?$/.test(decodeURI(address.path))) return address.route;
    const folder = decodeURI(address.path).replace(/\/index\/?$/, '');
    return redirects.find((r) => r.from === folder)?.to ?? folder;
  };

  test('every folder of a docs address', async ({ page }) => {
    test.setTimeout(180_000);
    const pages = sitemapPages();
    for (const folder of docsFolders(pages).filter((f) => !pages.has(f))) {
      await page.goto(`http://127.0.0.1:${DOCUSAURUS_SERVE_PORT}${folder}`);
      await expect(page, folder).toHaveURL((url) => folderLeadsTo(folder, url.pathname, pages));
      await expect(page.locator('h1'), folder).not.toHaveText('Page Not Found');
    }
  });

  test('every address of the list', async ({ page }) => {
    test.setTimeout(180_000);
    for (const address of addresses) {
      await page.goto(`http://127.0.0.1:${DOCUSAURUS_SERVE_PORT}${address.path}`);
      const route = landing(address);
      await expect(page, address.path).toHaveURL((url) => decodeURI(url.pathname) === route);
      await expect(page.locator('h1'), address.path).toHaveText(headingOf(route));
    }
  });
});

/** Files of every kind, beside the pages, for the comparison of the two servers. */
const files = (): string[] => [
  firstFile('assets/js', /^main\.\w+\.js$/),
  firstFile('assets/css', /^styles\.\w+\.css$/),
  firstFile('pagefind/fragment', /\.pf_fragment$/),
  '/pagefind/pagefind.js',
  '/sitemap.xml',
  '/llms.txt',
  '/docs/odsl/command/print.md',
  '/openapi/openapi.json',
  '/img/social-card.png',
  '/img/favicon.svg',
  '/.hosting/headers.json',
  '/assets/js/no-such-chunk.js',
];

const COMPARED = ['content-type', 'content-encoding', 'vary', 'cache-control', 'location', 'allow', 'etag'];

if (NGINX) {
  test.describe('nginx and the local server agree', () => {
    test('on status and every header a client or cache acts on', async ({ request, baseURL }) => {
      test.setTimeout(120_000);
      const nginx = await playwrightRequest.newContext({ baseURL: NGINX, ignoreHTTPSErrors: true });
      const requests: Array<[string, string, Record<string, string>]> = [];
      for (const path of [...addresses.map((a) => a.path), ...files()]) {
        for (const encoding of ['br, gzip', 'gzip', 'identity', 'br;q=0, gzip', 'gzip;q=0']) {
          requests.push([path, 'GET', { 'Accept-Encoding': encoding }]);
        }
        requests.push([path, 'HEAD', { 'Accept-Encoding': 'br, gzip' }]);
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
        requests.push(['/docs', method, {}]);
      const differences: string[] = [];
      for (const [path, method, headers] of requests) {
        const [local, remote] = await Promise.all(
          [request, nginx].map((context) => context.fetch(path, { method, headers, maxRedirects: 0 })),
        );
        const pick = (response: typeof local) => {
          const all = response.headers();
          return [String(response.status()), ...COMPARED.map((name) => `${name}: ${all[name] ?? '-'}`)];
        };
        const [a, b] = [pick(local!), pick(remote!)];
        if (a.join('\n') !== b.join('\n')) {
          differences.push(
            `${method} ${path} [${JSON.stringify(headers)}]\n  local ${a.join(' | ')}\n  nginx ${b.join(' | ')}`,
          );
        }
      }
      await nginx.dispose();
      expect(differences, `compared with ${baseURL}`).toEqual([]);
      expect(requests.length).toBeGreaterThan(300);
    });
  });
}

if (NGINX_HTTP && NGINX) {
  test('nginx answers plain HTTP with a 301 to the same address over HTTPS', async () => {
    const http = await playwrightRequest.newContext({ baseURL: NGINX_HTTP });
    const response = await http.get('/docs/odsl/command/print?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`${NGINX}/docs/odsl/command/print?x=1`);
    expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    await http.dispose();
  });
}
