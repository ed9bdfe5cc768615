import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colourModeScript } from '../inlineScript';

/** A browser's storage, enough for the script: items, and `removeItem` on the prototype as in browsers. */
class Storage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Runs the script on a page whose storage holds `stored` (if any) and whose system prefers `system`. */
function load(stored: string | null, system: 'dark' | 'light') {
  const attributes = new Map<string, string>([
    // What the theme's own script set before it (system colour, as `respectPrefersColorScheme` does).
    ['data-theme', system],
    ['data-theme-choice', 'system'],
  ]);
  const localStorage = new Storage();
  const sessionStorage = new Storage();
  if (stored !== null) localStorage.setItem('theme', stored);
  const window = {
    localStorage,
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && system === 'dark',
    }),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(colourModeScript('theme'), { window, document, Storage });
  return { attributes, localStorage, sessionStorage };
}

describe('colour mode script', () => {
  for (const system of ['light', 'dark'] as const) {
    it(`gives dark for a stored "dark" (system ${system})`, () => {
      const { attributes } = load('dark', system);
      expect(attributes.get('data-theme')).toBe('dark');
      expect(attributes.get('data-theme-choice')).toBe('dark');
    });

    it(`follows the system for a stored "system" (system ${system})`, () => {
      const { attributes } = load('system', system);
      expect(attributes.get('data-theme')).toBe(system);
      expect(attributes.get('data-theme-choice')).toBe('system');
    });

    for (const stored of [null, 'light', 'sepia', 'DARK', '']) {
      it(`gives light for ${stored === null ? 'nothing stored' : `a stored "${stored}"`} (system ${system})`, () => {
        const { attributes } = load(stored, system);
        expect(attributes.get('data-theme')).toBe('light');
        expect(attributes.get('data-theme-choice')).toBe('light');
      });
    }
  }

  it('keeps the stored value when the theme removes it, and removes everything else as before', () => {
    const { localStorage, sessionStorage } = load('sepia', 'dark');
    localStorage.setItem('other', 'x');
    sessionStorage.setItem('theme', 'dark');
    localStorage.removeItem('theme');
    localStorage.removeItem('other');
    sessionStorage.removeItem('theme');
    expect(localStorage.getItem('theme')).toBe('sepia');
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem('theme')).toBeNull();
  });

  it('gives light when storage cannot be read', () => {
    const attributes = new Map<string, string>();
    const window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      matchMedia: () => ({ matches: true }),
    };
    const document = { documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } };
    runInNewContext(colourModeScript('theme'), { window, document, Storage });
    expect(attributes.get('data-theme')).toBe('light');
  });
});
