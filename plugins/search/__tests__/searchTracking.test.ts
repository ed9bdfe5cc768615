import { describe, expect, it } from 'vitest';
import type { DocSearchTransformClient } from '@docsearch/react';
import {
  MAX_WAIT_MS,
  QUERY_FIELD,
  createSearchTracking,
  requestedQuery,
  trackSearchClient,
} from '../theme/SearchBar/searchTracking';

type Args = Parameters<DocSearchTransformClient['search']>[0];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const response = (query: string, hits: number) => ({
  results: [
    {
      hits: Array.from({ length: hits }, (_, i) => ({
        objectID: `${query}-${i}`,
        hierarchy: { lvl0: 'ODSL' },
      })),
      nbHits: hits,
      query,
    },
  ],
});

/** A client whose answers the test releases, recording the queries it was asked. */
function fakeClient() {
  const asked: string[] = [];
  const answers = new Map<string, ReturnType<typeof deferred<ReturnType<typeof response>>>>();
  const client = {
    search: (args: Args) => {
      const query = requestedQuery(args);
      asked.push(query);
      const answer = deferred<ReturnType<typeof response>>();
      answers.set(query, answer);
      return answer.promise;
    },
    addAlgoliaAgent: () => undefined,
  } as unknown as DocSearchTransformClient;
  return { client, asked, answer: (query: string) => answers.get(query)! };
}

const ask = (client: DocSearchTransformClient, query: string) =>
  client.search({ requests: [{ indexName: 'docs', query }] } as unknown as Args) as unknown as Promise<
    ReturnType<typeof response>
  >;

const hooks = { onSettled: () => undefined, sectionsOf: () => [], fallbackSuggestions: ['ODSL', 'curve'] };
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('trackSearchClient', () => {
  it("answers every request with the newest query's response, tagged with that query", async () => {
    const fake = fakeClient();
    const tracked = trackSearchClient(fake.client, createSearchTracking(), hooks);
    const first = ask(tracked, 'cur');
    await nextTick();
    // Typed while "cur" runs: waits for it, then runs.
    const second = ask(tracked, 'curve');
    fake.answer('cur').resolve(response('cur', 3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.asked).toEqual(['cur', 'curve']);
    fake.answer('curve').resolve(response('curve', 2));
    const [a, b] = await Promise.all([first, second]);
    for (const answer of [a, b]) {
      expect(answer.results[0].query).toBe('curve');
      expect(answer.results[0].hits.map((hit) => (hit as Record<string, unknown>)[QUERY_FIELD])).toEqual([
        'curve',
        'curve',
      ]);
    }
  });

  it('runs only the newest of the queries typed while one runs', async () => {
    const fake = fakeClient();
    const tracking = createSearchTracking();
    const tracked = trackSearchClient(fake.client, tracking, hooks);
    const all = [ask(tracked, 'p')];
    await nextTick();
    all.push(ask(tracked, 'py'), ask(tracked, 'pyt'), ask(tracked, 'pyth'));
    expect(tracking.pending).toBe(4);
    fake.answer('p').resolve(response('p', 9));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.asked).toEqual(['p', 'pyth']);
    fake.answer('pyth').resolve(response('pyth', 1));
    const answers = await Promise.all(all);
    expect(answers.map((answer) => answer.results[0].query)).toEqual(['pyth', 'pyth', 'pyth', 'pyth']);
    expect(tracking.pending).toBe(0);
    expect(tracking.hitCounts.get('pyth')).toBe(1);
  });

  it('does not let a stalled request hold the next one longer than MAX_WAIT_MS', async () => {
    const fake = fakeClient();
    const tracked = trackSearchClient(fake.client, createSearchTracking(), hooks);
    void ask(tracked, 'stalled');
    await nextTick();
    const started = Date.now();
    const next = ask(tracked, 'next');
    await expect.poll(() => fake.asked).toEqual(['stalled', 'next']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 5);
    fake.answer('next').resolve(response('next', 1));
    expect((await next).results[0].query).toBe('next');
  });

  it('records a failure as an empty answer of that query, and no hit count', async () => {
    const fake = fakeClient();
    const tracking = createSearchTracking();
    const tracked = trackSearchClient(fake.client, tracking, hooks);
    const failing = ask(tracked, 'curve');
    await nextTick();
    const original = console.error;
    console.error = () => undefined;
    fake.answer('curve').reject(new Error('offline'));
    const answer = await failing;
    console.error = original;
    expect(answer.results[0].hits).toEqual([]);
    expect(tracking.screen.failedQuery).toBe('curve');
    expect(tracking.hitCounts.has('curve')).toBe(false);
  });

  it('offers spelling corrections, then the fallback queries, for a first query without results', async () => {
    const fake = fakeClient();
    const tracking = createSearchTracking();
    const tracked = trackSearchClient(fake.client, tracking, {
      ...hooks,
      suggest: async (query, hits) => (hits === 0 ? [`${query.slice(0, -1)}e`] : []),
    });
    const none = ask(tracked, 'curvx');
    await nextTick();
    fake.answer('curvx').resolve(response('curvx', 0));
    await none;
    expect(tracking.screen.suggestions).toEqual(['curve', 'ODSL']);
    expect(tracking.hitCounts.get('curvx')).toBe(0);
  });
});
