export interface OfflineClickTarget {
  anchor: HTMLAnchorElement;
  url: URL;
}

/**
 * The link a click follows to another page of the site while offline, or null when the click is none of
 * the guard's business: online, a modified or non-primary click, a link to another site, a new window or a
 * download, or a link within the page being read.
 */
export function offlineClickTarget(
  event: Pick<
    MouseEvent,
    'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
  >,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  online: boolean,
): OfflineClickTarget | null {
  if (online || event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const element = event.target as Element | null;
  const anchor = element?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return { anchor, url };
}
