import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '../redirects';
import { redirectSchema } from '../../plugins/hosting/redirects';
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

  it('have the shape the hosting plugin takes', () => {
    for (const redirect of redirects) expect(redirectSchema.parse(redirect)).toEqual(redirect);
  });
});
