/* The harness mounts React itself (@types/react-dom is not a dependency of this site). */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export function createRoot(container: Element): { render(children: ReactNode): void };
}
