import {
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** Lazy parts whose last load failed, each with the way to load it afresh. */
const failed = new Set<() => void>();

/**
 * Loads again, on their next render, the lazy parts whose load failed. The crash page's "Try again" calls it
 * before it renders the page again; React itself must not retry on its own, or a failed chunk would be
 * requested in a loop while the network is down.
 */
export function retryFailedImports(): void {
  for (const renew of [...failed]) renew();
}

/**
 * `React.lazy` that can load again after a failure. React keeps the promise of a lazy component for good,
 * so once its chunk fails to load, every later render throws the same error and "Try again" can never
 * recover. Here a failed load is remembered; `retryFailedImports` then swaps in a fresh lazy component, so
 * the next render calls `load` again and the bundler requests the chunk again. A successful load is kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props type is the loaded component's
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => ReactNode {
  const renew = (): void => {
    failed.delete(renew);
    current = fresh();
  };
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  let current = fresh();

  function LazyWithRetry(props: ComponentProps<T>): ReactNode {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyWithRetry;
}
