import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectPage, redirectPageFile, redirects } from '../../config/redirects';
import { inlineScriptHashes } from '../../plugins/hosting/inlineScripts';
import { readDocRoutes } from '../../lib/content/docRoutes';

const root = join(__dirname, '../..');

/** The generated category pages, by route, from the `_category_.json` files that declare them. */
const categoryRoutes = new Set(
  readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_category_.json'))
    .map((file) => JSON.parse(readFileSync(join(root, 'docs', file), 'utf8')) as { link?: { slug?: string } })
    .flatMap((category) => (category.link?.slug ? [`/docs${category.link.slug}`] : [])),
);

const docRoutes = readDocRoutes(root);

/** The doc file or generated category that serves a `/docs/...` route, if any. */
function routeSource(route: string): string | undefined {
  return categoryRoutes.has(route) ? route : docRoutes.get(route);
}

describe('client redirects', () => {
  it('lead from routes no page serves to routes a page serves', () => {
    const broken = redirects.filter((r) => routeSource(r.from) || !routeSource(r.to)).map((r) => r.from);
    expect(broken).toEqual([]);
  });

  it('never end an address in a slash: the servers remove it before they look one up', () => {
    expect(redirects.filter((r) => r.from.endsWith('/') || r.to.endsWith('/'))).toEqual([]);
  });

  it('keep the process runner guides reachable at their old addresses', () => {
    expect(redirects.map((r) => r.to)).toEqual(
      expect.arrayContaining([
        '/docs/product/polyglot/node-process',
        '/docs/product/polyglot/python-process',
      ]),
    );
  });

  it('render each forwarding page as a titled document with one inline script for the CSP to allow', () => {
    for (const { to } of redirects) {
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
});
