import { providers } from './providers';
import type { Provider } from './schema';

/** What only the catalogue's free-text filter reads of a provider: the catalogue table does not show it. */
export interface FilterWords {
  kindDetail: string;
  coverage: string[];
  /** Ids and names of the provider's datasets. */
  datasetWords: string[];
}

/** A provider's words for the free-text filter: its kind in detail, its coverage, its datasets' ids and names. */
export function filterWordsOf(provider: Provider): FilterWords {
  return {
    kindDetail: provider.kindDetail,
    coverage: provider.coverage,
    datasetWords: provider.datasets.flatMap((dataset) => [dataset.id, dataset.name]),
  };
}

/**
 * Every provider's filter words by code. The provider catalogue imports this module with `import()` when
 * a reader first reaches its free-text filter (or opens it with text in it): the words then travel in a
 * chunk of their own instead of the page's first visit.
 */
export const filterWordsByCode: Readonly<Record<string, FilterWords>> = Object.fromEntries(
  providers.map((provider) => [provider.code, filterWordsOf(provider)]),
);
