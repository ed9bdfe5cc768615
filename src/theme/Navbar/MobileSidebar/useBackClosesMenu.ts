import { useEffect } from 'react';
import { useHistory } from '@docusaurus/router';

/** Marks the history entry the open menu adds; the router reads only `key` and `state` from an entry. */
const MENU_ENTRY = 'mobileMenuOpen';

function onMenuEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[MENU_ENTRY] === true;
}

/** A click on a link the site's router would follow: same origin, same tab, no modifier key. */
function routerLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.origin !== window.location.origin || link.hasAttribute('download')) return null;
  // Category toggles ("#", role=button) and links to the page itself stay the theme's to handle.
  if (link.getAttribute('href')?.startsWith('#') || link.getAttribute('role') === 'button') return null;
  if (link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * On a phone, Back closes the open menu and does nothing else, even when the page was the first one
 * opened. Opening the menu adds a copy of the current history entry (same router key); Back returns to
 * the original, and the theme's pop handler closes the menu without moving (a pop to the same key needs
 * no correction). When the menu closes another way, the copy is taken back off. A link followed from the
 * menu first takes the copy off, then navigates, so Back from the new page returns to the page once.
 */
export function useBackClosesMenu(shown: boolean, close: () => void): void {
  const history = useHistory();

  useEffect(() => {
    if (!shown) return undefined;
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.pushState({ ...state, [MENU_ENTRY]: true }, '', window.location.href);

    const onClick = (event: MouseEvent): void => {
      const target = (event.target as Element | null)?.closest?.('.navbar-sidebar');
      const to = target ? routerLinkOf(event) : null;
      if (!to || !onMenuEntry()) return;
      // Keep the theme and the router from following the link from the copied entry.
      event.preventDefault();
      event.stopPropagation();
      window.addEventListener('popstate', () => history.push(to), { once: true });
      close();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      if (onMenuEntry()) window.history.back();
    };
  }, [shown, close, history]);
}
