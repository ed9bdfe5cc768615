import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { odslStages } from '@site/data/odsl/stages';
import DataTable from '@site/src/components/DataTable';

/** A table of every aggregation stage with its purpose and ODSL syntax. */
export default function StageIndex(): ReactNode {
  return (
    <DataTable
      caption="Aggregation stages"
      columns={['Stage', 'Purpose', 'ODSL syntax']}
      rowHeaders="name"
      rows={odslStages.map((stage) => ({
        key: stage.name,
        head: (
          <Link to={stage.href}>
            <code>{stage.name}</code>
          </Link>
        ),
        cells: [stage.purpose, stage.grammar ? <code>{stage.grammar}</code> : 'raw JSON stage'],
      }))}
    />
  );
}
