import { describe, expect, it } from 'vitest';
import { accessibleDarkTheme, accessibleLightTheme } from '../prismTheme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('code block theme', () => {
  it('computes contrast like WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#999988', '#f6f8fa')).toBeLessThan(4.5);
  });

  for (const [name, theme] of [
    ['light', accessibleLightTheme],
    ['dark', accessibleDarkTheme],
  ] as const) {
    it(`keeps every token colour of the ${name} theme at 4.5:1 or more on the code background`, () => {
      const background = theme.plain.backgroundColor ?? '#ffffff';
      const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter(
        (c): c is string => typeof c === 'string',
      );
      const weak = colours.filter((c) => contrast(c, background) < 4.5);
      expect(weak).toEqual([]);
    });
  }
});
