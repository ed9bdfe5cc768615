/** What decides whether a click on a link of the server's HTML can become a client-side navigation. */
export interface LinkClick {
  /** The link's resolved address (`HTMLAnchorElement.href`). */
  href: string;
  /** The link's `target` attribute; empty when it has none. */
  target: string;
  /** Whether the link asks to be downloaded. */
  download: boolean;
  button: number;
  modifier: boolean;
  defaultPrevented: boolean;
}

/**
 * The path (with query and anchor) of a site page that a link leads to, as Docusaurus's Link would
 * follow it without reloading the page; null for a link the browser should follow itself: another
 * site, a new tab or window, a download, or a click that is not a plain primary click.
 */
export function sitePath(
  link: Pick<LinkClick, 'href' | 'target' | 'download'>,
  origin: string,
): string | null {
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path a click should open without a reload, or null when the browser should handle the click. */
export function clickedSitePath(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifier) return null;
  return sitePath(click, origin);
}
