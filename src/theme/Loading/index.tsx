import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LoadingComponentProps } from 'react-loadable';
import styles from './styles.module.css';

/**
 * Route loading states: nothing for the first 200 ms, then a spinner; on failure the error and a
 * Retry button that reloads the page (a stale bundle after a deployment needs a fresh page, not a retry).
 */
export default function Loading({ error, pastDelay }: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div role="alert" className={clsx('load-failure', styles.failure)}>
        <p className="load-failure__title">This page could not finish loading.</p>
        <p className="load-failure__detail">{String(error)}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}
