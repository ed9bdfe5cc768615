import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** One body row: the row header cell, then the data cells in column order. */
export interface DataTableRow {
  key: string;
  head: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * How row header cells look. `name`: identifiers that must not wrap; `text`:
 * ordinary wrapping text; `label`: emphasised labels; left out: the theme's
 * default header cell.
 */
export type RowHeaderStyle = 'name' | 'text' | 'label';

/** A plain-text caption names the region itself; a marked-up caption needs a text label. */
type Captioning = { caption: string; label?: string } | { caption: ReactNode; label: string };

type Props = Captioning & {
  /** Column headings, in order; no header row when left out. */
  columns?: readonly ReactNode[];
  /** Body rows; `children` (ready-made `<tr>` elements) is used when a row needs more than plain cells. */
  rows?: readonly DataTableRow[];
  children?: ReactNode;
  rowHeaders?: RowHeaderStyle;
  /** Keep inline code on one line (syntax, paths). */
  codeNoWrap?: boolean;
};

const rowHeaderClass: Record<RowHeaderStyle, string> = {
  name: styles.nameHeaders,
  text: styles.textHeaders,
  label: styles.labelHeaders,
};

/**
 * The site's one table shell: a captioned `<table>` with `<th scope>` headers,
 * inside a labelled region that is focusable so a table wider than the screen
 * can be scrolled with the keyboard. Server-rendered; needs no client JS.
 */
export default function DataTable(props: Props): ReactNode {
  const { caption, columns, rows, children, rowHeaders, codeNoWrap = false } = props;
  const label = props.label ?? (typeof caption === 'string' ? caption : '');
  const tableClass = [
    styles.table,
    rowHeaders ? rowHeaderClass[rowHeaders] : undefined,
    codeNoWrap ? styles.codeNoWrap : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={tableClass}>
        <caption className={styles.caption}>{caption}</caption>
        {columns && (
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows?.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
          {children}
        </tbody>
      </table>
    </div>
  );
}
