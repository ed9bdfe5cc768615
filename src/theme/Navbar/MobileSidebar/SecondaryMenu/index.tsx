import type { ReactNode } from 'react';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';
import DocsSections from '../DocsSections';

/** The page's own menu (the blog's posts), then the docs' top sections outside the docs. */
export default function SecondaryMenuWithDocsSections(): ReactNode {
  return (
    <>
      <SecondaryMenu />
      <DocsSections panel="secondary" />
    </>
  );
}
