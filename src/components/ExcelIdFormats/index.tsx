import type { ReactNode } from 'react';
import type { ExcelFunctionsFile } from '@site/data/excel/schema';
import DataTable from '@site/src/components/DataTable';

interface Props {
  /** The slice is added at compile time. */
  data: Pick<ExcelFunctionsFile, 'idFormats' | 'optionsGrammar'>;
}

/** The id forms the worksheet functions take, and how their options argument is written. */
export default function ExcelIdFormats({ data }: Props): ReactNode {
  return (
    <>
      <DataTable
        rowHeaders="text"
        caption="Id forms the functions take"
        columns={['Kind', 'Form', 'Example']}
        rows={data.idFormats.map((f) => ({
          key: f.kind,
          head: f.kind,
          cells: [<code>{f.format}</code>, <code>{f.example}</code>],
        }))}
      />
      <p>
        {data.optionsGrammar.form} For example: <code>{data.optionsGrammar.example}</code>
      </p>
    </>
  );
}
