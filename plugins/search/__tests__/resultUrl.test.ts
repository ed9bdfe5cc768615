import { describe, expect, it } from 'vitest';
import { isExternalResultUrl, processResultUrl } from '../client/resultUrl';

describe('processResultUrl', () => {
  const base = { baseUrl: '/' };

  it('makes same-site results relative, keeping the anchor and dropping the query string', () => {
    expect(processResultUrl('https://docs.example.com/docs/odsl/print?x=1#syntax', base)).toBe(
      '/docs/odsl/print#syntax',
    );
    expect(processResultUrl('/docs/data', base)).toBe('/docs/data');
  });

  it('leaves results matching externalUrlRegex absolute', () => {
    const options = { ...base, externalUrlRegex: '^https?://portal\\.example\\.com' };
    expect(processResultUrl('https://portal.example.com/app#x', options)).toBe(
      'https://portal.example.com/app#x',
    );
    expect(isExternalResultUrl('https://docs.example.com/docs', options.externalUrlRegex)).toBe(false);
  });

  it('applies replaceSearchResultPathname to every occurrence', () => {
    const options = { ...base, replaceSearchResultPathname: { from: '/legacy/', to: '/docs/' } };
    expect(processResultUrl('https://docs.example.com/legacy/odsl/legacy/x', options)).toBe(
      '/docs/odsl/docs/x',
    );
  });

  it('prefixes a non-root baseUrl once', () => {
    expect(processResultUrl('https://a.example/docs/x', { baseUrl: '/site/' })).toBe('/site/docs/x');
    expect(processResultUrl('/site/docs/x', { baseUrl: '/site/' })).toBe('/site/docs/x');
  });

  it('survives an invalid regex in the configuration', () => {
    const options = {
      baseUrl: '/',
      externalUrlRegex: '(',
      replaceSearchResultPathname: { from: '[', to: '' },
    };
    expect(processResultUrl('https://a.example/docs/x', options)).toBe('/docs/x');
  });
});
