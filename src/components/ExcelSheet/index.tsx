import type { ReactNode } from 'react';
import type { ExcelExample } from '@site/data/excel/schema';
import { columnLetter, inRange, parseCell } from './logic';
import styles from './styles.module.css';

interface Props {
  example: ExcelExample;
}

/**
 * The worksheet of a function example as a small grid with column letters and row numbers: typed cells
 * show their formula (and the value they display once filled), cells the add-in fills are shaded.
 */
export default function ExcelSheet({ example }: Props): ReactNode {
  const { sheet, typed, fills } = example;
  const width = Math.max(...sheet.rows.map((row) => row.length));
  const typedAt = new Map(typed.map((t) => [t.cell, t]));
  return (
    <div className={styles.scroller} role="region" aria-label={`Worksheet: ${example.task}`} tabIndex={0}>
      <table className={styles.sheet}>
        <caption className={styles.caption}>
          Worksheet afterwards: you type the formula cells, the add-in fills{' '}
          <span className={styles.range}>{fills}</span>
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {Array.from({ length: width }, (_, c) => (
              <th key={c} scope="col" className={styles.columnHead}>
                {columnLetter(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, r) => {
            const rowNumber = sheet.firstRow + r;
            return (
              <tr key={rowNumber}>
                <th scope="row" className={styles.rowHead}>
                  {rowNumber}
                </th>
                {Array.from({ length: width }, (_, c) => {
                  const address = `${columnLetter(c)}${rowNumber}`;
                  const content = row[c] ?? '';
                  const entry = typedAt.get(address);
                  const filled = inRange(fills, parseCell(address));
                  const className = [entry ? styles.typed : undefined, filled ? styles.filled : undefined]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={c} className={className || undefined}>
                      {entry ? (
                        <>
                          {entry.shows && <span className={styles.shows}>{entry.shows}</span>}
                          <code className={styles.formula}>{entry.formula}</code>
                        </>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
