import { Suspense, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { retryFailedImports } from '@site/src/utils/lazyWithRetry';

interface Props {
  /** What the part is, as a reader would name it ("diagram"): the failure says "This diagram could not load." */
  name: string;
  children: ReactNode;
}

/**
 * A lazily loaded part of a page (made with `lazyWithRetry`) that fails in place: when its code cannot load,
 * its own box shows the error and Retry, and the article, sidebar and table of contents stay. Without it, the
 * error reaches the layout's boundary and "This page crashed." replaces the whole article.
 */
export default function LazyPart({ name, children }: Props): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ error, tryAgain }) => (
        <div role="alert" className="load-failure">
          <p className="load-failure__title">This {name} could not load.</p>
          <p className="load-failure__detail">
            {typeof navigator !== 'undefined' && !navigator.onLine
              ? 'You are offline.'
              : (error.message.split('\n')[0] ?? String(error))}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              retryFailedImports();
              tryAgain();
            }}
          >
            Retry
          </button>
        </div>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
