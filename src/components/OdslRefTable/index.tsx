import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Visible caption; also names the scrollable region for screen readers. */
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * Captioned table used by the ODSL function and variable-type references. The
 * wrapper is a focusable region so a wide table can be scrolled by keyboard.
 */
export default function OdslRefTable({ caption, columns, children }: Props): ReactNode {
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
