import type { ReactNode } from 'react';
import type { Dataset } from '@site/data/providers/types';
import styles from './styles.module.css';

/** A dataset's frequency, or a muted note where the catalogue does not state one. */
export function datasetFrequency(dataset: Dataset): ReactNode {
  return dataset.frequency ?? <span className={styles.unknown}>not stated</span>;
}
