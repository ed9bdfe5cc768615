import type { Redirect } from '../plugins/hosting/redirects';

/**
 * Old addresses that lead to a page under another route: the one list behind every redirect.
 * `docusaurus.config.ts` passes it to `plugins/hosting` (301s in nginx and the local server, and a
 * forwarding page at each `from`) and to `plugins/own-host-links`. Each `from` is an address that an
 * earlier site served; `to` is the route that now holds its page (see `Redirect`).
 */
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
