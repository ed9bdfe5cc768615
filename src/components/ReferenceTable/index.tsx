import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import { tableCells, type ReferenceColumn, type TableCell } from './cells';

export type { ReferenceColumn } from './cells';

interface Props<Row extends object> {
  /** Visible caption; also names the scrollable region for screen readers. */
  caption: string;
  columns: readonly ReferenceColumn<Row>[];
  rows: readonly Row[];
}

function cellContent(cell: TableCell): ReactNode {
  return cell.asCode ? <code>{cell.text}</code> : cell.text;
}

/**
 * A reference table built from typed data and column descriptions. The first
 * column is the row header, so screen readers announce it with every cell.
 */
export default function ReferenceTable<Row extends object>({
  caption,
  columns,
  rows,
}: Props<Row>): ReactNode {
  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => column.header)}
      rowHeaders="label"
      rows={tableCells(columns, rows).map(([head, ...cells], rowIndex) => ({
        key: String(rowIndex),
        head: head ? cellContent(head) : null,
        cells: cells.map(cellContent),
      }))}
    />
  );
}
