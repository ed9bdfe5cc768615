import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectPages, redirects } from '../../config/redirects';
import { inlineScriptHashes } from '../../plugins/hosting/inlineScripts';

const root = join(__dirname, '../..');

/** The doc file that serves a `/docs/...` route, if any. */
function docFile(route: string): string | undefined {
  const rel = route.replace(/^\/docs\/?/, '');
  return [join(root, 'docs', `${rel}.mdx`), join(root, 'docs', rel, 'index.mdx')].find(existsSync);
}

describe('client redirects', () => {
  it('lead from routes no page serves to routes a page serves', () => {
    const broken = redirects.filter((r) => docFile(r.from) || !docFile(r.to)).map((r) => r.from);
    expect(broken).toEqual([]);
  });

  it('keep the process runner guides reachable at their old addresses', () => {
    expect(redirects.map((r) => r.to)).toEqual(
      expect.arrayContaining([
        '/docs/product/polyglot/node-process',
        '/docs/product/polyglot/python-process',
      ]),
    );
  });

  it('render each redirect page with one inline script for the CSP to allow', () => {
    const pages = redirectPages();
    expect(pages).toHaveLength(redirects.length);
    pages.forEach((html, index) => {
      expect(html).toContain(`url=${redirects[index]?.to}`);
      expect(inlineScriptHashes(html)).toHaveLength(1);
    });
  });
});
