import { describe, expect, it } from 'vitest';
import { offlineClickTarget } from '../client/offlineClickTarget';

/** A link as the guard sees it: `closest` finds the anchor, attributes as given. */
function linkTo(href: string, attributes: Record<string, string> = {}) {
  const anchor = {
    href: new URL(href, 'https://docs.example/').href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    closest: () => anchor,
  };
  return anchor as unknown as HTMLAnchorElement;
}

const here = { origin: 'https://docs.example', pathname: '/docs', search: '' };
const click = (target: unknown, changes: Partial<MouseEvent> = {}) => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: target as EventTarget,
  ...changes,
});

describe('offlineClickTarget', () => {
  it('takes a plain click on a link to another page of the site while offline', () => {
    const anchor = linkTo('/docs/api');
    expect(offlineClickTarget(click(anchor), here, false)).toEqual({
      anchor,
      url: new URL('https://docs.example/docs/api'),
    });
  });

  it('leaves every other click alone', () => {
    expect(offlineClickTarget(click(linkTo('/docs/api')), here, true)).toBeNull();
    expect(offlineClickTarget(click(linkTo('/docs/api'), { ctrlKey: true }), here, false)).toBeNull();
    expect(offlineClickTarget(click(linkTo('/docs/api'), { button: 1 }), here, false)).toBeNull();
    expect(
      offlineClickTarget(click(linkTo('/docs/api'), { defaultPrevented: true }), here, false),
    ).toBeNull();
    expect(offlineClickTarget(click(linkTo('https://other.example/x')), here, false)).toBeNull();
    expect(offlineClickTarget(click(linkTo('/docs/api', { target: '_blank' })), here, false)).toBeNull();
    expect(offlineClickTarget(click(linkTo('/openapi.yaml', { download: '' })), here, false)).toBeNull();
    expect(offlineClickTarget(click(linkTo('/docs#section')), here, false)).toBeNull();
    expect(offlineClickTarget(click({ closest: () => null }), here, false)).toBeNull();
  });
});
