import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';

/**
 * Old addresses that lead to a page under another route, for `@docusaurus/plugin-client-redirects`.
 * Each `from` is a route the platform's earlier documentation used; `to` is the route that now holds
 * the page. The plugin writes a small page at each `from` that forwards the reader.
 */
export interface Redirect {
  from: string;
  to: string;
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
];

/**
 * The pages the redirect plugin writes, rendered with its own template, so the hosting plugin can allow
 * their inline script in the CSP even when it reads the build before those pages exist.
 */
export function redirectPages(): string[] {
  return redirects.map((r) => createRedirectPageContent({ toUrl: r.to }));
}
