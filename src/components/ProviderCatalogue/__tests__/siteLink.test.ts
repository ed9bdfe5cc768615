import { describe, expect, it } from 'vitest';
import { clickedSitePath, sitePath, type LinkClick } from '../siteLink';

const ORIGIN = 'https://docs.example.com';

const click = (patch: Partial<LinkClick> = {}): LinkClick => ({
  href: `${ORIGIN}/docs/company/EEX`,
  target: '',
  download: false,
  button: 0,
  modifier: false,
  defaultPrevented: false,
  ...patch,
});

describe('sitePath', () => {
  it('gives the path, query and anchor of a page of the site', () => {
    expect(sitePath(click({ href: `${ORIGIN}/docs/company/AEM#data-on-the-platform` }), ORIGIN)).toBe(
      '/docs/company/AEM#data-on-the-platform',
    );
    expect(sitePath(click({ href: `${ORIGIN}/docs/data/providers?q=ice` }), ORIGIN)).toBe(
      '/docs/data/providers?q=ice',
    );
  });

  it('leaves other sites, new windows and downloads to the browser', () => {
    expect(sitePath(click({ href: 'https://www.eex.com/' }), ORIGIN)).toBeNull();
    expect(sitePath(click({ target: '_blank' }), ORIGIN)).toBeNull();
    expect(sitePath(click({ download: true }), ORIGIN)).toBeNull();
    expect(sitePath(click({ target: '_self' }), ORIGIN)).toBe('/docs/company/EEX');
  });
});

describe('clickedSitePath', () => {
  it('follows a plain primary click on a site link', () => {
    expect(clickedSitePath(click(), ORIGIN)).toBe('/docs/company/EEX');
  });

  it('leaves a click with a modifier, another button or already handled to the browser', () => {
    expect(clickedSitePath(click({ modifier: true }), ORIGIN)).toBeNull();
    expect(clickedSitePath(click({ button: 1 }), ORIGIN)).toBeNull();
    expect(clickedSitePath(click({ defaultPrevented: true }), ORIGIN)).toBeNull();
  });
});
