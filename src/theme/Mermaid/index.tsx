import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@site/src/utils/lazyWithRetry';
import type { Props } from '@theme/Mermaid';

/**
 * Every MDX page shares the MDX components chunk, which would otherwise carry the Mermaid renderer. Loading the
 * theme's original component lazily keeps it, and the Mermaid library it imports, off pages without a diagram.
 * Mermaid draws in the browser only, so the server output of a diagram is empty either way.
 */
const Diagram = lazyWithRetry(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Diagram {...props} />
    </Suspense>
  );
}
