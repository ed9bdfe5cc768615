import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Visible caption; also names the scrollable region for screen readers. */
  caption: string;
  /** Column headings, in order. */
  columns: readonly string[];
  children: ReactNode;
}

/**
 * Shared accessible table shell for the ODSL reference tables: a captioned
 * `<table>` with column headers, inside a focusable region so wide tables can
 * be scrolled with the keyboard.
 */
export default function ReferenceTableShell({ caption, columns, children }: Props): ReactNode {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
