import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFilesOf, routeOfBuiltFile, routeOfHtmlFile } from '../htmlFiles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'html-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('htmlFilesOf', () => {
  it('lists every HTML page of a build, sorted, without dotted folders or the folders it skips', () => {
    for (const file of [
      'index.html',
      'docs/b.html',
      'docs/a/index.html',
      'docs/a.md',
      '.hosting/page.html',
      'pagefind/x.html',
    ]) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    const listed = (skip?: string[]) => htmlFilesOf(dir, { skip }).map((file) => relative(dir, file));
    expect(listed(['pagefind'])).toEqual(['docs/a/index.html', 'docs/b.html', 'index.html']);
    expect(listed()).toContain('pagefind/x.html');
  });
});

describe('routeOfHtmlFile', () => {
  it('maps built files to routes', () => {
    expect(routeOfHtmlFile('docs/odsl/command/print.html')).toBe('/docs/odsl/command/print');
    expect(routeOfHtmlFile('docs.html')).toBe('/docs');
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('blog/post/index.html', '/site/')).toBe('/site/blog/post');
    expect(routeOfHtmlFile('docs\\data\\Release-Notes.html')).toBe('/docs/data/Release-Notes');
  });

  it('keeps the route of a page whose route ends in /index, and the folder route of the others', () => {
    const routes = new Set(['/docs/tags', '/docs/tags/index', '/docs/api/rest/service/index']);
    expect(routeOfHtmlFile('docs/tags/index.html', '/', routes)).toBe('/docs/tags/index');
    expect(routeOfHtmlFile('docs/api/rest/service/index.html', '/', routes)).toBe(
      '/docs/api/rest/service/index',
    );
    expect(routeOfHtmlFile('blog/index.html', '/', routes)).toBe('/blog');
  });

  it('gives the route of a file inside a build folder', () => {
    expect(routeOfBuiltFile('/b', '/b/docs/kb/pc.html')).toBe('/docs/kb/pc');
    expect(routeOfBuiltFile('/b', '/b/docs/index.html')).toBe('/docs');
  });
});
