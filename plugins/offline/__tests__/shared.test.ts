import { describe, expect, it } from 'vitest';
import { cacheFor, isKeepMessage } from '../shared';

describe('cacheFor', () => {
  it('keeps pages, bundles and the site files in their own caches', () => {
    expect(cacheFor('/docs/odsl')).toBe('pages');
    expect(cacheFor('/')).toBe('pages');
    expect(cacheFor('/docs/odsl/index.html')).toBe('pages');
    expect(cacheFor('/assets/js/main.1a2b.js')).toBe('assets');
    expect(cacheFor('/assets/css/styles.3c4d.css')).toBe('assets');
    expect(cacheFor('/img/logo.svg')).toBe('files');
  });

  it('never keeps the search index, the worker itself or dotted folders', () => {
    expect(cacheFor('/pagefind/pagefind.js')).toBeNull();
    expect(cacheFor('/pagefind/fragment/en_1.pf_fragment')).toBeNull();
    expect(cacheFor('/sw.js')).toBeNull();
    expect(cacheFor('/.hosting/headers.json')).toBeNull();
  });
});

describe('isKeepMessage', () => {
  it('accepts a list of addresses and nothing else', () => {
    expect(isKeepMessage({ type: 'keep', urls: ['/docs'] })).toBe(true);
    expect(isKeepMessage({ type: 'keep', urls: [1] })).toBe(false);
    expect(isKeepMessage({ type: 'other', urls: [] })).toBe(false);
    expect(isKeepMessage(null)).toBe(false);
    expect(isKeepMessage('keep')).toBe(false);
  });
});
