/**
 * Every folder of a page address answers: `/docs/odsl/calendar` is no page, but it is a prefix of
 * `/docs/odsl/calendar/daily`, and a reader who shortens an address expects the folder's landing page.
 * A folder that is a route answers with its own page; any other gets a 301 to its landing page, the
 * first page under it in sidebar order (the order the reader meets them), or, for folders the sidebar
 * does not reach, the first of its routes in alphabetical order.
 */

export interface FolderRedirect {
  from: string;
  to: string;
  /** A route `<from>/index` exists, so the forwarding page must be `<from>.html`, not `<from>/index.html`. */
  pageAsFile: boolean;
}

export interface FolderInputs {
  /** Every route of the build. */
  routes: readonly string[];
  /** Page routes in sidebar order. */
  sidebarOrder: readonly string[];
  /** Folders whose subfolders are considered, such as `/docs`. */
  roots: readonly string[];
  /** Addresses that redirect already (the `redirects` option). */
  redirected: ReadonlySet<string>;
}

function prefixesUnder(route: string, root: string): string[] {
  if (!route.startsWith(`${root}/`)) return [];
  const segments = route.slice(root.length + 1).split('/');
  return segments.slice(0, -1).map((_, i) => `${root}/${segments.slice(0, i + 1).join('/')}`);
}

/** A folder's index doc has a permalink with a trailing slash (`/docs/odsl/`); its route has none. */
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function folderRedirects({ routes, sidebarOrder, roots, redirected }: FolderInputs): FolderRedirect[] {
  const routeSet = new Set(routes.map(withoutSlash));
  const sidebar = sidebarOrder.map(withoutSlash).filter((route) => routeSet.has(route));
  const order = [...new Set([...sidebar, ...[...routeSet].sort()])];
  const folders = new Set(
    [...routeSet].flatMap((route) => roots.flatMap((root) => prefixesUnder(route, root))),
  );
  return [...folders]
    .filter((folder) => !routeSet.has(folder) && !redirected.has(folder))
    .sort()
    .flatMap((folder) => {
      const to = order.find((route) => route.startsWith(`${folder}/`));
      return to ? [{ from: folder, to, pageAsFile: routeSet.has(`${folder}/index`) }] : [];
    });
}
