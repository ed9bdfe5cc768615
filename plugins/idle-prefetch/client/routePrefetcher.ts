/**
 * Link prefetching that stays cheap as the site grows. Docusaurus prefetches the chunks of every internal
 * link that scrolls into view; for each link it scans all ~1,000 entries of the route chunk names with a
 * regular expression and appends one `<link rel="prefetch">` per chunk, even for chunks already requested
 * for another link (every doc shares its layout chunks). On a doc page with a sidebar that is ~400 ms of
 * main-thread work right after load, most of the page's total blocking time. Here the chunk names are
 * indexed once by route path, each chunk URL is requested once, and the work runs in idle time, in slices.
 */

/** A route's chunk names as Docusaurus writes them: a tree whose string leaves are chunk names. */
export type ChunkNamesTree = string | ChunkNamesTree[] | { [key: string]: ChunkNamesTree };

/** Route path → chunk names. Keys of `routesChunkNames` are the route path plus `-` and a short hash. */
export function indexChunkNames(routesChunkNames: Record<string, ChunkNamesTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    collectLeaves(tree, names);
    index.set(routePath, names);
  }
  return index;
}

function collectLeaves(tree: ChunkNamesTree, into: string[]): void {
  if (typeof tree === 'string') into.push(tree);
  else if (Array.isArray(tree)) tree.forEach((child) => collectLeaves(child, into));
  else if (tree && typeof tree === 'object')
    Object.values(tree).forEach((child) => collectLeaves(child, into));
}

/** The part of a route config the prefetcher reads. */
export interface RouteNode {
  path?: string | string[];
  routes?: RouteNode[];
}

/**
 * Leaf route path → the paths of the routes from the root down to it, which are the routes a visit to
 * that exact path renders. Links name leaf pages, so a map lookup replaces matching every route pattern.
 */
export function indexRouteChains(routes: readonly RouteNode[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const visit = (nodes: readonly RouteNode[], ancestors: string[]) => {
    for (const node of nodes) {
      if (typeof node.path !== 'string') continue;
      const chain = [...ancestors, node.path];
      if (node.routes) visit(node.routes, chain);
      // The first route wins, as in route matching.
      else if (!chains.has(node.path)) chains.set(node.path, chain);
    }
  };
  visit(routes, []);
  return chains;
}

/** A link target's path without its query and fragment. */
export function pathOf(target: string): string {
  return target.replace(/[?#].*$/, '');
}

/** Runs `work` when the browser is idle; `hasTime` says whether the current idle slice has time left. */
export type IdleScheduler = (work: (hasTime: () => boolean) => void) => void;

export interface PrefetcherDeps {
  /** Route paths (as in the route config) that a URL path matches, outermost first. */
  matchRoutePaths: (pathname: string) => string[];
  /** Chunk names of one route path. */
  chunkNames: (routePath: string) => readonly string[];
  /** URL of a named chunk; undefined (or a URL containing "undefined") when the bundler merged it away. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Starts a low-priority download of one URL. */
  fetchUrl: (url: string) => void;
  schedule: IdleScheduler;
  /** On a slow or data-saving connection nothing is prefetched, as in Docusaurus. */
  isSlowConnection: () => boolean;
  /**
   * True while the page is still loading its own content (it marks it `aria-busy`, as the search results
   * page does while its query runs): later pages' chunks wait, so they do not share the bandwidth.
   */
  isPageBusy: () => boolean;
}

/** Returns a `prefetch(pathname)` with the contract of Docusaurus's: true when the route is queued. */
export function createPrefetcher(deps: PrefetcherDeps): (pathname: string) => boolean {
  const requestedPaths = new Set<string>();
  const seenNames = new Set<string>();
  const requestedUrls = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  function prefetchNow(pathname: string): void {
    for (const routePath of deps.matchRoutePaths(pathname)) {
      for (const name of deps.chunkNames(routePath)) {
        // Resolving a name is not cheap either: the bundler's runtime rebuilds its chunk maps on each call.
        if (seenNames.has(name)) continue;
        seenNames.add(name);
        const url = deps.chunkUrl(name);
        if (!url || url.includes('undefined') || requestedUrls.has(url)) continue;
        requestedUrls.add(url);
        deps.fetchUrl(url);
      }
    }
  }

  function drain(hasTime: () => boolean): void {
    if (deps.isPageBusy()) {
      deps.schedule(drain);
      return;
    }
    // At least one route per slice, so a browser that never idles still makes progress.
    do prefetchNow(queue.shift()!);
    while (queue.length > 0 && hasTime());
    scheduled = queue.length > 0;
    if (scheduled) deps.schedule(drain);
  }

  return (pathname) => {
    if (deps.isSlowConnection() || requestedPaths.has(pathname)) return false;
    requestedPaths.add(pathname);
    queue.push(pathname);
    if (!scheduled) {
      scheduled = true;
      deps.schedule(drain);
    }
    return true;
  };
}
