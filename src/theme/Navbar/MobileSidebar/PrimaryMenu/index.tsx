import type { ReactNode } from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import DocsSections from '../DocsSections';

/** The navbar's items, then the docs' top sections on pages without a menu of their own. */
export default function PrimaryMenuWithDocsSections(): ReactNode {
  return (
    <>
      <PrimaryMenu />
      <DocsSections panel="primary" />
    </>
  );
}
