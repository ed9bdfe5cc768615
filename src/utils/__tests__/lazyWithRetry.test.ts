import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyWithRetry, retryFailedImports } from '../lazyWithRetry';

function Body({ text }: { text: string }) {
  return createElement('p', null, text);
}

/** Renders the element to HTML, waiting for what is lazily loaded; rejects with the load's error. */
async function html(element: ReturnType<typeof createElement>): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(createElement(Suspense, { fallback: null }, element), {
    onError: (error) => {
      failure = error;
    },
  });
  if (failure) throw failure;
  return new Response(prelude).text();
}

describe('lazyWithRetry', () => {
  it('loads again only when asked to retry after a failure, then keeps what it loaded', async () => {
    let calls = 0;
    let online = false;
    const Lazy = lazyWithRetry(async () => {
      calls += 1;
      if (!online) throw new Error('Loading chunk 42 failed.');
      return { default: Body };
    });

    await expect(html(createElement(Lazy, { text: 'found' }))).rejects.toThrow(/chunk 42 failed/);
    // Rendering again on its own does not request the chunk again (no retry loop while offline).
    await expect(html(createElement(Lazy, { text: 'found' }))).rejects.toThrow(/chunk 42 failed/);
    expect(calls).toBe(1);

    retryFailedImports();
    await expect(html(createElement(Lazy, { text: 'found' }))).rejects.toThrow(/chunk 42 failed/);
    expect(calls).toBe(2);

    online = true;
    retryFailedImports();
    expect(await html(createElement(Lazy, { text: 'found' }))).toContain('<p>found</p>');
    retryFailedImports();
    expect(await html(createElement(Lazy, { text: 'again' }))).toContain('<p>again</p>');
    expect(calls).toBe(3);
  });
});
