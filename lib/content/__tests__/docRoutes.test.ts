import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocRoutes, routeOfDoc } from '../docRoutes';

const at = (path: string, frontMatter: Record<string, unknown> = {}): string =>
  routeOfDoc({ path, frontMatter });

describe('routeOfDoc', () => {
  it('serves a doc at its folder and file name', () => {
    expect(at('docs/user/cli.mdx')).toBe('/docs/user/cli');
    expect(at('docs/odsl/calendar/calendars.mdx')).toBe('/docs/odsl/calendar/calendars');
  });

  it('serves a folder from its index, README or same-named file', () => {
    expect(at('docs/tutorials/index.mdx')).toBe('/docs/tutorials');
    expect(at('docs/kb/README.md')).toBe('/docs/kb');
    expect(at('docs/api/rest/rest.mdx')).toBe('/docs/api/rest');
  });

  it('follows a slug, absolute or relative, and an id', () => {
    expect(at('docs/home.mdx', { slug: '/' })).toBe('/docs');
    expect(at('docs/odsl/variable/types.mdx', { slug: '/odsl/types' })).toBe('/docs/odsl/types');
    expect(at('docs/api/rest/service/index.mdx', { slug: '/api/rest/service/index' })).toBe(
      '/docs/api/rest/service/index',
    );
    expect(at('docs/odsl/a.mdx', { slug: 'b' })).toBe('/docs/odsl/b');
    expect(at('docs/odsl/a.mdx', { id: 'c' })).toBe('/docs/odsl/c');
  });

  it('maps the real docs to the routes the site serves', () => {
    const routes = readDocRoutes(join(__dirname, '../../..'));
    expect(routes.get('/docs')).toBe('docs/home.mdx');
    expect(routes.get('/docs/api/rest/rest')).toBe('docs/api/rest/rest.mdx');
    expect(routes.get('/docs/odsl/stages')).toBe('docs/odsl/stages/index.mdx');
    expect(routes.get('/docs/company/CME')).toBe('docs/company/CME.mdx');
    expect(routes.has('/docs/tutorials/_sqlLoaderCode')).toBe(false);
  });
});
