import type { ReactNode } from 'react';
import type { GroupSummary } from '@site/data/providers/queries';
import DataTable from '@site/src/components/DataTable';

/** Provider and dataset counts per commodity group; from the catalogue at build time. */
export interface CatalogueSummaryData {
  providers: number;
  groups: GroupSummary[];
}

/** Providers and datasets per commodity group, counted from the catalogue data. */
export default function CatalogueSummary({ data }: { data: CatalogueSummaryData }): ReactNode {
  return (
    <DataTable
      caption={`Catalogue by commodity group (${data.providers} providers)`}
      columns={['Commodity group', 'Providers', 'Datasets', 'Free providers', 'BYOL providers']}
      rowHeaders="name"
      rows={data.groups.map((row) => ({
        key: row.group,
        head: row.group,
        cells: [row.providers, row.datasets, row.free, row.byol],
      }))}
    />
  );
}
