/**
 * Old addresses that lead to a page under another route: the one list behind every redirect. nginx
 * answers each with a 301 (`plugins/hosting` writes them into its config), so does the local server
 * (`plugins/hosting/server/serve.mjs`, through `build/.hosting/headers.json`), and `plugins/hosting` writes a
 * small forwarding page at each `from` for hosts that cannot redirect. Each `from` is an address that an earlier site served; `to` is the route that now
 * holds its page. A `from` never ends in a slash: every server sends `/a/` to `/a` first.
 */
export interface Redirect {
  from: string;
  to: string;
  /**
   * The forwarding page is written as `<from>/index.html`, which a host serves only when no page
   * answers `<from>` itself. Where that file is another route's page (the route `<from>/index`), the
   * page is written as `<from>.html` instead.
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The forwarding page for hosts that cannot answer with a 301: a valid HTML document (title and all)
 * that moves on at once, keeping the query and fragment, and still links the new address.
 */
export function redirectPage(to: string): string {
  const url = escapeHtml(encodeURI(to));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Page moved</title>',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<link rel="canonical" href="${url}">`,
    `<script>window.location.replace(${JSON.stringify(encodeURI(to)).replace(/</g, '\\u003c')} + window.location.search + window.location.hash)</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${url}">${url}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Where the forwarding page of a redirect is written, relative to the build. */
export function redirectPageFile({ from, pageAsFile }: Redirect): string {
  return pageAsFile ? `${from}.html` : `${from}/index.html`;
}
