import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslStage } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';

export type StageIndexRow = Pick<OdslStage, 'name' | 'href' | 'purpose' | 'grammar' | 'unsure'>;

/** Follows the purpose of a stage whose facts are unsure. */
export const UNSURE_PURPOSE_NOTE = 'Follows the database stage; check it on your own data.';

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
        cells: [
          // An unsure stage's purpose is the database stage's; the row says so instead of stating it as certain.
          stage.unsure ? `${stage.purpose} ${UNSURE_PURPOSE_NOTE}` : stage.purpose,
          stage.grammar ? <code>{stage.grammar}</code> : 'raw JSON stage',
        ],
      }))}
    />
  );
}
