import { describe, expect, it } from 'vitest';
import { folderRedirects } from '../folders';

describe('folderRedirects', () => {
  const routes = [
    '/docs',
    '/docs/odsl/calendar/business',
    '/docs/odsl/calendar/calendars',
    '/docs/odsl/calendar/daily',
    '/docs/tutorials/qs/mongodb',
    '/docs/tutorials/qs/mongodb/connecting',
    '/docs/api/rest/service/index',
    '/docs/api/rest/service/curve',
    '/docs/api/rest/rest',
    '/docs/tags/index',
    '/docs/tags',
    '/blog/2026/04/30/release',
  ];

  it('sends each folder that is no page to its first page in sidebar order, index docs included', () => {
    const folders = folderRedirects({
      routes,
      sidebarOrder: [
        '/docs/',
        '/docs/tutorials/qs/mongodb/',
        '/docs/tutorials/qs/mongodb/connecting',
        '/docs/odsl/calendar/calendars',
      ],
      roots: ['/docs'],
      redirected: new Set(['/docs/api/rest/service']),
    });
    expect(folders).toEqual([
      { from: '/docs/api', to: '/docs/api/rest/rest', pageAsFile: false },
      { from: '/docs/api/rest', to: '/docs/api/rest/rest', pageAsFile: false },
      { from: '/docs/odsl', to: '/docs/odsl/calendar/calendars', pageAsFile: false },
      { from: '/docs/odsl/calendar', to: '/docs/odsl/calendar/calendars', pageAsFile: false },
      { from: '/docs/tutorials', to: '/docs/tutorials/qs/mongodb', pageAsFile: false },
      { from: '/docs/tutorials/qs', to: '/docs/tutorials/qs/mongodb', pageAsFile: false },
    ]);
  });

  it('falls back to alphabetical order, and leaves folders outside the roots alone', () => {
    const folders = folderRedirects({ routes, sidebarOrder: [], roots: ['/docs'], redirected: new Set() });
    expect(folders.find((f) => f.from === '/docs/odsl/calendar')?.to).toBe('/docs/odsl/calendar/business');
    expect(folders.find((f) => f.from.startsWith('/blog'))).toBeUndefined();
    expect(folders.find((f) => f.from === '/docs/api/rest/service')).toEqual({
      from: '/docs/api/rest/service',
      to: '/docs/api/rest/service/curve',
      pageAsFile: true,
    });
  });
});
