import type { ReactNode } from 'react';
import type { OdslClause } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';

interface Props {
  caption: string;
  clauses: readonly OdslClause[];
}

/** A three-column table of clauses: how each is written, whether it is required, what it does. */
export default function ClauseTable({ caption, clauses }: Props): ReactNode {
  return (
    <DataTable
      caption={caption}
      columns={['Clause', 'Required', 'Meaning']}
      rowHeaders="name"
      rows={clauses.map((clause) => ({
        key: clause.name,
        head: <code>{clause.name}</code>,
        cells: [clause.optional ? 'optional' : 'required', clause.meaning],
      }))}
    />
  );
}
