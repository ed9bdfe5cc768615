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
