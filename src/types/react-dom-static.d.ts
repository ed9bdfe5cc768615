/*
 * The one function the lazy-loading test uses from react-dom/static: it renders to HTML once every
 * lazily loaded part has loaded (@types/react-dom is not a dependency of this site).
 */
declare module 'react-dom/static' {
  import type { ReactNode } from 'react';
  export function prerender(
    node: ReactNode,
    options?: { onError?: (error: unknown) => void },
  ): Promise<{ prelude: ReadableStream<Uint8Array> }>;
}
