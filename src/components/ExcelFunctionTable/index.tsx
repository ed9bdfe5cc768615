import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ExcelFunctionSummary } from '@site/data/excel';
import DataTable from '@site/src/components/DataTable';
import { EXCEL_FUNCTIONS_PAGE, functionAnchor } from '@site/src/components/ExcelFunction/anchors';

interface Props {
  /** Comma-separated function names; all functions when left out. The slice is added at compile time. */
  names?: string;
  caption: string;
  data: ExcelFunctionSummary[];
}

/** A short table of worksheet functions by name, each linking to its full entry (signature included). */
export default function ExcelFunctionTable({ caption, data }: Props): ReactNode {
  return (
    <DataTable
      rowHeaders="name"
      caption={caption}
      columns={['Function', 'What it does']}
      rows={data.map((fn) => ({
        key: fn.name,
        head: (
          <Link to={`${EXCEL_FUNCTIONS_PAGE}#${functionAnchor(fn.name)}`}>
            <code>{fn.name}</code>
          </Link>
        ),
        cells: [fn.summary],
      }))}
    />
  );
}
