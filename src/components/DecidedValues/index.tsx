import type { ReactNode } from 'react';
import type { DecidedValuesSlice } from '@site/data/decisions';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';

interface Props {
  /** Id of the entry in data/decisions/ and the key of its list value; the slice comes from remark-data-slice. */
  decision: string;
  value: string;
  /** Visible caption of the table. */
  caption: string;
  /** Heading of the value column. */
  heading?: string;
  data: DecidedValuesSlice;
}

/** A list of decided values with their meanings, drawn from the decisions list so every page shows the same. */
export default function DecidedValues({ caption, heading = 'Value', data }: Props): ReactNode {
  return (
    <DataTable
      caption={caption}
      columns={[heading, 'Meaning']}
      rowHeaders="name"
      rows={data.rows.map((row) => ({
        key: row.value,
        head: <code>{row.value}</code>,
        cells: [<InlineText key="meaning" text={row.meaning} />],
      }))}
    />
  );
}
