import type { ReferenceColumn } from '../../../data/columns';

export type { ReferenceColumn } from '../../../data/columns';

/** Shown for a value the source does not record, so no cell is ever blank. */
export const NOT_RECORDED = '—';

/** The text shown for one cell value: strings and numbers as written, anything absent as a dash. */
export function cellText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return NOT_RECORDED;
  const text = value.trim();
  return text === '' ? NOT_RECORDED : text;
}

/** One rendered cell: its text, whether it is the row header and whether it shows as code. */
export interface TableCell {
  key: string;
  text: string;
  isRowHeader: boolean;
  asCode: boolean;
}

/**
 * Turns typed rows into the cells the table renders. The first column is the
 * row header; a code column shows its value as code unless it is not recorded.
 */
export function tableCells<Row extends object>(
  columns: readonly ReferenceColumn<Row>[],
  rows: readonly Row[],
): TableCell[][] {
  return rows.map((row) =>
    columns.map((column, index) => {
      const text = cellText(row[column.key]);
      return {
        key: column.key,
        text,
        isRowHeader: index === 0,
        asCode: Boolean(column.code) && text !== NOT_RECORDED,
      };
    }),
  );
}
