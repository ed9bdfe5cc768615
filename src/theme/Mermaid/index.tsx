import type { ReactNode } from 'react';
import LazyPart from '@site/src/components/LazyPart';
import { lazyWithRetry } from '@site/src/utils/lazyWithRetry';
import type { Props } from '@theme/Mermaid';

/**
 * Every MDX page shares the MDX components chunk, which would otherwise carry the Mermaid renderer. Loading the
 * theme's original component lazily keeps it, and the Mermaid library it imports, off pages without a diagram.
 * Mermaid draws in the browser only, so the server output of a diagram is empty either way. When its code
 * cannot load, the diagram's own box says so (LazyPart); the rest of the page stays.
 */
const Diagram = lazyWithRetry(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <LazyPart name="diagram">
      <Diagram {...props} />
    </LazyPart>
  );
}
