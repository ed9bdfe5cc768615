/*
 * Declarations for the two untyped modules the ejected SearchBar imports
 * (@types/react-dom is not a dependency of this site).
 */
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}

declare module '@docsearch/react/style';
