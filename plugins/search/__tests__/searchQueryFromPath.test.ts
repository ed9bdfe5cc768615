import { describe, expect, it } from 'vitest';
import { searchHref, searchQueryFromPath } from '../client/searchQueryFromPath';

describe('searchQueryFromPath', () => {
  it('keeps the meaningful words of a path', () => {
    expect(searchQueryFromPath('/docs/odsl/curve-builder')).toBe('odsl curve builder');
    expect(searchQueryFromPath('/docs/company/EEX.html')).toBe('company EEX');
  });

  it('decodes escapes and survives malformed ones', () => {
    expect(searchQueryFromPath('/docs/%E2%82%ACSTR')).toBe('€STR');
    expect(searchQueryFromPath('/docs/%E2%82')).toBe('%E2%82');
  });

  it('caps very long paths', () => {
    expect(searchQueryFromPath(`/${'a'.repeat(500)}`).length).toBe(100);
  });
});

describe('searchHref', () => {
  it('encodes the query and omits an empty one', () => {
    expect(searchHref('curve builder')).toBe('/search?q=curve%20builder');
    expect(searchHref('<script>')).toBe('/search?q=%3Cscript%3E');
    expect(searchHref('')).toBe('/search');
  });
});
