/*
 * The one function the component tests use from react-dom/server
 * (@types/react-dom is not a dependency of this site).
 */
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToStaticMarkup(node: ReactNode): string;
}
