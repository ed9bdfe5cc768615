import { describe, expect, it } from 'vitest';
import { optionsOnlyANewContextHonours, type ContextOptionsInUse } from '../../e2e/support/sharedPageOptions';

const DEFAULTS: ContextOptionsInUse = {
  javaScriptEnabled: true,
  isMobile: false,
  hasTouch: false,
  offline: false,
  colorScheme: 'light',
  userAgent: undefined,
};

describe('the options the shared e2e page refuses', () => {
  it('accepts Playwright defaults', () => {
    expect(optionsOnlyANewContextHonours(DEFAULTS)).toEqual([]);
  });

  it.each([
    ['javaScriptEnabled', { javaScriptEnabled: false }],
    ['isMobile', { isMobile: true }],
    ['hasTouch', { hasTouch: true }],
    ['offline', { offline: true }],
    ['colorScheme', { colorScheme: 'dark' }],
    ['userAgent', { userAgent: 'Mozilla/5.0 (iPhone)' }],
  ])('names %s when a test sets it', (name, change) => {
    expect(optionsOnlyANewContextHonours({ ...DEFAULTS, ...change })).toEqual([name]);
  });

  it('names every option set at once', () => {
    expect(
      optionsOnlyANewContextHonours({
        ...DEFAULTS,
        javaScriptEnabled: false,
        isMobile: true,
        hasTouch: true,
      }),
    ).toEqual(['javaScriptEnabled', 'isMobile', 'hasTouch']);
  });
});
