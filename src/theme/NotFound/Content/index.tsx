import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@site/src/utils/lazyWithRetry';
import type { Props } from '@theme/NotFound/Content';

/*
 * Docusaurus's DocRoot imports this component for doc paths that match no doc, so every doc page would
 * download it and the section list it shows. Loaded lazily, it travels only to the pages that show it;
 * server rendering waits for it, so the built 404 page is complete without scripts. When its chunk fails to
 * load, the crash page's "Try again" requests it again.
 */
const NotFoundBody = lazyWithRetry(() => import('./NotFoundBody'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundBody {...props} />
    </Suspense>
  );
}
