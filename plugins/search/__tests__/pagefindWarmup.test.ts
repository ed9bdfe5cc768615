import { describe, expect, it, vi } from 'vitest';
import { pagefindOptions, RANKING_WINDOW } from '../client/pagefindEngine';
import { pagefindWarmupScript } from '../client/pagefindWarmup';

/**
 * Runs the script as the browser would, with `import()` and `location` replaced: the script's only
 * dynamic import is the engine's URL, so the stand-in receives it as an argument.
 */
async function run(search: string, engine: Record<string, unknown> | Error) {
  const imported: string[] = [];
  const importEngine = (url: string) => {
    imported.push(url);
    return engine instanceof Error ? Promise.reject(engine) : Promise.resolve(engine);
  };
  const source = pagefindWarmupScript('/pagefind/').replace(/\bimport\(/, 'importEngine(');
  new Function('importEngine', 'location', source)(importEngine, { search });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return imported;
}

function fakeEngine(pages: number) {
  const data = vi.fn(() => Promise.resolve({}));
  return {
    options: vi.fn(() => Promise.resolve()),
    search: vi.fn(() => Promise.resolve({ results: Array.from({ length: pages }, () => ({ data })) })),
    data,
  };
}

describe('pagefindWarmupScript', () => {
  it('is a script the browser can parse', () => {
    expect(() => new Function(pagefindWarmupScript('/pagefind/'))).not.toThrow();
  });

  it("opened with a query, loads the engine with the page's options and the first pages of results", async () => {
    const engine = fakeEngine(25);
    expect(await run('?q=%20forward%20curve%20', engine)).toEqual(['/pagefind/pagefind.js']);
    expect(engine.options).toHaveBeenCalledWith(pagefindOptions('/pagefind/'));
    expect(engine.search).toHaveBeenCalledWith('forward curve');
    expect(engine.data).toHaveBeenCalledTimes(RANKING_WINDOW);
  });

  it('does nothing without a query', async () => {
    expect(await run('', fakeEngine(3))).toEqual([]);
    expect(await run('?q=%20%20', fakeEngine(3))).toEqual([]);
  });

  it('leaves a failed load to the page, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(await run('?q=curve', new Error('offline'))).toEqual(['/pagefind/pagefind.js']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
