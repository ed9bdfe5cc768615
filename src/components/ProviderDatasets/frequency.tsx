import type { Dataset } from '@site/data/providers/schema';

type WithFrequency = Pick<Dataset, 'kind' | 'frequency'>;

/** Which way a dataset table shows publication frequency: its own column, inside the kind cell, or not at all. */
export type FrequencyDisplay = 'column' | 'with-kind' | 'none';

/**
 * A column of frequencies only when every dataset has one; none when no dataset has one; otherwise the known
 * ones join the kind ("Futures, daily"), so no cell is left saying nothing.
 */
export function frequencyDisplay(datasets: readonly WithFrequency[]): FrequencyDisplay {
  const known = datasets.filter((dataset) => dataset.frequency !== null).length;
  if (known === 0) return 'none';
  return known === datasets.length ? 'column' : 'with-kind';
}

/** The kind cell of a dataset, with its frequency when the table shows frequencies that way. */
export function kindCell(dataset: WithFrequency, display: FrequencyDisplay): string {
  return display === 'with-kind' && dataset.frequency
    ? `${dataset.kind}, ${dataset.frequency.toLowerCase()}`
    : dataset.kind;
}
