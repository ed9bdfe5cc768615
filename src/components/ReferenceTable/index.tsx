import type { ReactNode } from 'react';
import { tableCells, type ReferenceColumn } from './cells';
import styles from './styles.module.css';

export type { ReferenceColumn } from './cells';

interface Props<Row extends object> {
  /** Visible caption; also names the scrollable region for screen readers. */
  caption: string;
  columns: readonly ReferenceColumn<Row>[];
  rows: readonly Row[];
}

/**
 * A plain, server-rendered reference table built from typed data. The first
 * column is the row header, so screen readers announce it with every cell.
 * The wrapper scrolls sideways on narrow screens and is focusable so keyboard
 * users can scroll it too.
 */
export default function ReferenceTable<Row extends object>({
  caption,
  columns,
  rows,
}: Props<Row>): ReactNode {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tableCells(columns, rows).map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell) => {
                const content = cell.asCode ? <code>{cell.text}</code> : cell.text;
                return cell.isRowHeader ? (
                  <th key={cell.key} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={cell.key}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
