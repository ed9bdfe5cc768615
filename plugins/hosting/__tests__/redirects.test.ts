import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../inlineScripts';
import { redirectMap, redirectPage, redirectPageFile } from '../redirects';

describe('redirects', () => {
  it('render each forwarding page as a titled document with one inline script for the CSP to allow', () => {
    for (const to of ['/docs/tutorials', '/docs/product/polyglot/node-process']) {
      const html = redirectPage(to);
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>/);
      expect(html).toContain('<title>Page moved</title>');
      expect(html).toContain(`url=${encodeURI(to)}"`);
      expect(inlineScriptHashes(html)).toHaveLength(1);
    }
    expect(redirectPage('/docs/a b')).toContain('url=/docs/a%20b"');
  });

  it('write a forwarding page where it never answers for another route', () => {
    expect(redirectPageFile({ from: '/docs/Tutorials', to: '/docs/tutorials' })).toBe(
      '/docs/Tutorials/index.html',
    );
    expect(
      redirectPageFile({ from: '/docs/api/rest/service', to: '/docs/api/rest/rest', pageAsFile: true }),
    ).toBe('/docs/api/rest/service.html');
  });

  it('map each old address to its new home, as the servers look them up', () => {
    expect(redirectMap([{ from: '/docs/Tutorials', to: '/docs/tutorials' }])).toEqual({
      '/docs/Tutorials': '/docs/tutorials',
    });
  });
});
