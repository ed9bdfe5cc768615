import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';

/**
 * Old addresses that lead to a page under another route: the one list behind every redirect. nginx
 * answers each with a 301 (`plugins/hosting` writes them into its config), so does the local server
 * (`scripts/hosting/serve.mjs`, through `build/.hosting/headers.json`), and
 * `@docusaurus/plugin-client-redirects` writes a small forwarding page at each `from` for hosts that
 * cannot redirect. Each `from` is an address that an earlier site served; `to` is the route that now
 * holds its page. A `from` never ends in a slash: every server sends `/a/` to `/a` first.
 */
export interface Redirect {
  from: string;
  to: string;
  /**
   * The client plugin writes its forwarding page as `<from>/index.html`. Where that file is another
   * route's page (the route `<from>/index`), `plugins/hosting` writes it as `<from>.html` instead.
   */
  pageAsFile?: true;
}

export const redirects: readonly Redirect[] = [
  // The process-runner guides lived in a folder whose name contained spaces.
  {
    from: '/docs/product/API Reference Guides/polyglot/node-process',
    to: '/docs/product/polyglot/node-process',
  },
  {
    from: '/docs/product/API Reference Guides/polyglot/python-process',
    to: '/docs/product/polyglot/python-process',
  },
  // The tutorials folder was capitalised.
  { from: '/docs/Tutorials', to: '/docs/tutorials' },
  { from: '/docs/product/developer/Developer-Guides', to: '/docs/product' },
  // A folder's index document, addressed by its file name.
  { from: '/docs/public/index', to: '/docs/public' },
  {
    from: '/docs/topics/forward-curves/event-curve-versioning',
    to: '/docs/topics/curves/event-curve-versioning',
  },
  // Generated category pages that became documents or moved.
  { from: '/docs/category/automation', to: '/docs/category/automations' },
  { from: '/docs/category/automation-targets', to: '/docs/topics/automations/targets' },
  { from: '/docs/category/roadmap', to: '/docs/roadmap' },
  { from: '/docs/category/reference', to: '/docs/kb' },
  { from: '/docs/category/python', to: '/docs/sdk/python' },
  /*
   * The folder of the REST services. A static host answers a folder with its `index.html`, which would
   * be the Index service's page (route `/docs/api/rest/service/index`), so the folder goes to the list
   * of services instead.
   */
  { from: '/docs/api/rest/service', to: '/docs/api/rest/rest', pageAsFile: true },
];

/** `from` → `to`, as the servers look them up (see `plugins/hosting`). */
export function redirectMap(): Record<string, string> {
  return Object.fromEntries(redirects.map((r) => [r.from, r.to]));
}

/** What `@docusaurus/plugin-client-redirects` writes pages for. */
export function clientPluginRedirects(): Array<{ from: string; to: string }> {
  return redirects.filter((r) => !r.pageAsFile).map(({ from, to }) => ({ from, to }));
}

/**
 * Every forwarding page, rendered with the redirect plugin's own template, so the hosting plugin can
 * allow their inline script in the CSP even when it reads the build before those pages exist.
 */
export function redirectPages(): string[] {
  return redirects.map((r) => redirectPage(r.to));
}

export function redirectPage(to: string): string {
  return createRedirectPageContent({ toUrl: to });
}
