import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslStage } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';

export type StageIndexRow = Pick<OdslStage, 'name' | 'href' | 'purpose' | 'grammar'>;

interface Props {
  /** Every stage, in reference order; from the stage data at build time. */
  data: StageIndexRow[];
}

/** A table of every aggregation stage with its purpose and ODSL syntax. */
export default function StageIndex({ data }: Props): ReactNode {
  return (
    <DataTable
      caption="Aggregation stages"
      columns={['Stage', 'Purpose', 'ODSL syntax']}
      rowHeaders="name"
      rows={data.map((stage) => ({
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
