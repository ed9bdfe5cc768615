import { useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import { clickedSitePath, sitePath } from './siteLink';

/** React leaves an element with inner HTML unhydrated, and keeps its HTML while `__html` stays this object. */
const KEEP_SERVER_HTML = { __html: '' };

/** The link an event happened on, if any. */
function linkOf(event: SyntheticEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

/**
 * The catalogue table exactly as the server rendered it, left unhydrated: hydrating its hundreds of
 * elements and a Link per provider is most of the page's main-thread work, and the unfiltered table
 * needs none of it. Its links still behave as Docusaurus's Link: a plain click opens the page without a
 * reload, and pointing at or focusing a link preloads that page. It hydrates as the live table's wrapper
 * `<div>`, so the two must stay the same element.
 */
export default function ServerTable(): ReactNode {
  const history = useHistory();
  const preloaded = useRef(new Set<string>());
  const follow = (event: MouseEvent): void => {
    const link = linkOf(event);
    if (!link) return;
    const path = clickedSitePath(
      {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
        button: event.button,
        modifier: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
        defaultPrevented: event.defaultPrevented,
      },
      window.location.origin,
    );
    if (path === null) return;
    event.preventDefault();
    history.push(path);
  };
  const preload = (event: SyntheticEvent): void => {
    const link = linkOf(event);
    const path =
      link && sitePath({ href: link.href, target: link.target, download: false }, window.location.origin);
    if (!path || preloaded.current.has(path)) return;
    preloaded.current.add(path);
    void window.docusaurus.preload(path);
  };
  return (
    // The links inside are the controls (Enter on a link is a click too); this element only hears their events.
    <div
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onClick={follow}
      onPointerOver={preload}
      onTouchStart={preload}
      onFocus={preload}
    />
  );
}
