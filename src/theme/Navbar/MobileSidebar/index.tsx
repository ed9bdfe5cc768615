import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useBackClosesMenu } from './useBackClosesMenu';

/**
 * The theme's mobile menu, closed by Escape as a dialog-like panel should be (the theme only closes it
 * with its button or a link). Focus returns to the menu button, so keyboard users keep their place.
 * Back closes it too, and only it (useBackClosesMenu).
 */
export default function MobileSidebarWithEscape(): ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();
  useBackClosesMenu(shown, toggle);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      // An open search modal handles its own Escape; the menu under it stays open.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('.DocSearch-Modal'))
        return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  return <MobileSidebar />;
}
