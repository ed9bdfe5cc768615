import { describe, expect, it } from 'vitest';
import {
  createPrefetcher,
  indexChunkNames,
  indexRouteChains,
  pathOf,
  type PrefetcherDeps,
} from '../client/routePrefetcher';

const CHUNK_NAMES = {
  '/docs-5e9': { __comp: 'k0', __context: { plugin: 'k1' } },
  '/docs/odsl/command/print-1a2': { __comp: 'k2', content: 'k3' },
  '/docs/odsl/command/aggregate-7f0': { __comp: 'k2', content: 'k4' },
  '/docs/tags/odsl-9c1': { __comp: 'k5', __props: 'k6', items: [{ content: 'k3' }] },
};

describe('indexChunkNames', () => {
  const index = indexChunkNames(CHUNK_NAMES);

  it('keys chunk names by route path without the hash suffix', () => {
    expect([...index.keys()]).toEqual([
      '/docs',
      '/docs/odsl/command/print',
      '/docs/odsl/command/aggregate',
      '/docs/tags/odsl',
    ]);
  });

  it('collects every string leaf of nested objects and arrays', () => {
    expect(index.get('/docs')).toEqual(['k0', 'k1']);
    expect(index.get('/docs/tags/odsl')).toEqual(['k5', 'k6', 'k3']);
  });
});

describe('indexRouteChains', () => {
  const chains = indexRouteChains([
    { path: '/blog' },
    {
      path: '/docs',
      routes: [
        {
          path: '/docs',
          routes: [
            { path: '/docs/odsl/command/print' },
            { path: '/docs' },
            { path: '/docs/odsl/command/print' },
          ],
        },
      ],
    },
  ]);

  it('maps each leaf path to the route paths from the root down to it', () => {
    expect(chains.get('/docs/odsl/command/print')).toEqual(['/docs', '/docs', '/docs/odsl/command/print']);
    expect(chains.get('/docs')).toEqual(['/docs', '/docs', '/docs']);
    expect(chains.get('/blog')).toEqual(['/blog']);
  });

  it('has no entry for a path that only a parent route matches', () => {
    expect(chains.has('/docs/unknown')).toBe(false);
  });
});

describe('pathOf', () => {
  it('drops the query and the fragment of a link target', () => {
    expect(pathOf('/docs/odsl/command/print#syntax')).toBe('/docs/odsl/command/print');
    expect(pathOf('/search?q=curve')).toBe('/search');
    expect(pathOf('/docs')).toBe('/docs');
  });
});

/** A prefetcher whose idle slices run when the test says so, with `slots` routes of time each. */
function harness(overrides: Partial<PrefetcherDeps> = {}) {
  const index = indexChunkNames(CHUNK_NAMES);
  const fetched: string[] = [];
  const pending: ((hasTime: () => boolean) => void)[] = [];
  const prefetch = createPrefetcher({
    matchRoutePaths: (pathname) => ['/docs', pathname],
    chunkNames: (routePath) => index.get(routePath) ?? [],
    chunkUrl: (name) => (name === 'k1' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`),
    fetchUrl: (url) => fetched.push(url),
    schedule: (work) => pending.push(work),
    isSlowConnection: () => false,
    isPageBusy: () => false,
    ...overrides,
  });
  const runIdle = (slots = Infinity) => {
    let left = slots;
    pending.shift()?.(() => --left > 0);
  };
  return { prefetch, fetched, pending, runIdle };
}

describe('createPrefetcher', () => {
  it('does nothing until the browser is idle', () => {
    const { prefetch, fetched, pending } = harness();
    expect(prefetch('/docs/odsl/command/print')).toBe(true);
    expect(fetched).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('requests each chunk URL once across links, and skips chunks the bundler merged away', () => {
    const { prefetch, fetched, runIdle } = harness();
    prefetch('/docs/odsl/command/print');
    prefetch('/docs/odsl/command/aggregate');
    prefetch('/docs/tags/odsl');
    runIdle();
    expect(fetched).toEqual([
      '/assets/js/k0.js',
      '/assets/js/k2.js',
      '/assets/js/k3.js',
      '/assets/js/k4.js',
      '/assets/js/k5.js',
      '/assets/js/k6.js',
    ]);
  });

  it('resolves each chunk name to its URL once', () => {
    const resolved: string[] = [];
    const { prefetch, runIdle } = harness({
      chunkUrl: (name) => {
        resolved.push(name);
        return `/assets/js/${name}.js`;
      },
    });
    prefetch('/docs/odsl/command/print');
    prefetch('/docs/odsl/command/aggregate');
    runIdle();
    expect(resolved).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('queues a path only once', () => {
    const { prefetch } = harness();
    expect(prefetch('/docs/odsl/command/print')).toBe(true);
    expect(prefetch('/docs/odsl/command/print')).toBe(false);
  });

  it('spreads the work over idle slices, at least one route per slice', () => {
    const { prefetch, fetched, pending, runIdle } = harness();
    prefetch('/docs/odsl/command/print');
    prefetch('/docs/odsl/command/aggregate');
    runIdle(0);
    expect(fetched).toEqual(['/assets/js/k0.js', '/assets/js/k2.js', '/assets/js/k3.js']);
    expect(pending).toHaveLength(1);
    runIdle(0);
    expect(fetched).toContain('/assets/js/k4.js');
    expect(pending).toHaveLength(0);
  });

  it('prefetches nothing on a slow or data-saving connection', () => {
    const { prefetch, pending } = harness({ isSlowConnection: () => true });
    expect(prefetch('/docs/odsl/command/print')).toBe(false);
    expect(pending).toHaveLength(0);
  });

  it('waits while the page is busy loading its own content, then prefetches', () => {
    let busy = true;
    const { prefetch, fetched, pending, runIdle } = harness({ isPageBusy: () => busy });
    prefetch('/docs/odsl/command/print');
    runIdle();
    runIdle();
    expect(fetched).toEqual([]);
    expect(pending).toHaveLength(1);
    busy = false;
    runIdle();
    expect(fetched).toEqual(['/assets/js/k0.js', '/assets/js/k2.js', '/assets/js/k3.js']);
    expect(pending).toHaveLength(0);
  });
});
