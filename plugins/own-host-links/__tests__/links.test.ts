import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeBrokenLinks, findBrokenOwnHostLinks, ownHostPath } from '../links';

const outDir = mkdtempSync(join(tmpdir(), 'own-host-links-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), text);
}

const siteUrl = 'https://doc.example.com';

// A minified page, as the build writes it: some attributes unquoted.
write(
  'docs/sdk/java.html',
  [
    '<link rel=canonical href=https://doc.example.com/docs/sdk/java>',
    '<a href=/docs/api/rest/rest#paging>REST</a>',
    '<a href="/openapi/openapi.yaml">OpenAPI</a>',
    '<a href="%%DOCS_URL%%">x</a>',
    '<a href=/docs/public/index/>folder index route</a>',
    '<a href="/docs/Tutorials">old address</a>',
    '<img src=/img/logo.svg alt="">',
    '<a href=https://github.com/x/apidocs/index.html>other host</a>',
    '<a href=/apidocs/index.html>Javadoc</a>',
    '<a href="https://doc.example.com/docs/sdk/javadocs">gone</a>',
  ].join(''),
);
write('docs/api/rest/rest.html', '<p>');
write('docs/public/index/index.html', '<p>');
write('openapi/openapi.yaml', 'openapi: 3.1.0');
write('img/logo.svg', '<svg/>');

describe('own-host links of the built pages', () => {
  const broken = findBrokenOwnHostLinks({
    outDir,
    routes: ['/docs/sdk/java', '/docs/api/rest/rest', '/docs/public/index'],
    redirects: ['/docs/Tutorials'],
    siteUrl,
  });

  it('fails a root path and an absolute own-host URL that the build does not serve, naming page and link', () => {
    expect(broken).toEqual([
      { page: 'docs/sdk/java.html', link: '/apidocs/index.html' },
      { page: 'docs/sdk/java.html', link: 'https://doc.example.com/docs/sdk/javadocs' },
    ]);
    expect(describeBrokenLinks(broken)).toContain(
      'docs/sdk/java.html links to /apidocs/index.html, which the build does not serve',
    );
  });

  it('reads only links to the own host', () => {
    expect(ownHostPath('https://github.com/x', siteUrl)).toBeNull();
    expect(ownHostPath('//cdn.example.com/a.js', siteUrl)).toBeNull();
    expect(ownHostPath('#top', siteUrl)).toBeNull();
    expect(ownHostPath('https://doc.example.com/docs/a?x=1#b', siteUrl)).toBe('/docs/a');
    expect(ownHostPath('https://doc.example.com', siteUrl)).toBe('/');
  });
});

describe('the plugin', () => {
  it('throws in postBuild on a planted bad link, naming page and link', async () => {
    const { default: ownHostLinksPlugin } = await import('../index');
    const plugin = ownHostLinksPlugin({} as never, {});
    const run = plugin.postBuild?.({
      outDir,
      routesPaths: ['/docs/sdk/java', '/docs/api/rest/rest', '/docs/public/index'],
      siteConfig: { url: siteUrl },
    } as never);
    await expect(run).rejects.toThrow('docs/sdk/java.html links to /apidocs/index.html');
  });

  it('counts the files other plugins write in postBuild, as configured, as served', async () => {
    const { default: ownHostLinksPlugin } = await import('../index');
    write('blog.html', '<link rel=alternate href=/blog/rss.xml><a href=/blog/missing.xml>x</a>');
    const props = { outDir, routesPaths: ['/blog'], siteConfig: { url: siteUrl } };
    const plugin = ownHostLinksPlugin({} as never, { files: ['/blog/rss.xml'] });
    const run = plugin.postBuild?.(props as never);
    await expect(run).rejects.toThrow('blog.html links to /blog/missing.xml');
    await expect(run).rejects.not.toThrow('/blog/rss.xml');
  });

  it('counts the files of a folder another plugin fills as served', () => {
    write('search.html', '<script src=/pagefind/pagefind.js></script>');
    const site = { outDir, routes: ['/search'], redirects: [], siteUrl };
    const broken = (folders: string[]) =>
      findBrokenOwnHostLinks({ ...site, folders }).filter((b) => b.page === 'search.html');
    expect(broken([])).toEqual([{ page: 'search.html', link: '/pagefind/pagefind.js' }]);
    expect(broken(['/pagefind'])).toEqual([]);
  });
});
