import type { ReactNode } from 'react';
import type { Dataset } from '@site/data/providers/schema';
import styles from './styles.module.css';

/** A dataset's frequency, or a muted note where the catalogue does not state one. */
export function datasetFrequency(dataset: Pick<Dataset, 'frequency'>): ReactNode {
  return dataset.frequency ?? <span className={styles.unknown}>not stated</span>;
}
