import type { ReactNode } from 'react';
import { providers } from '@site/data/providers/providers';
import DataTable from '@site/src/components/DataTable';
import { summariseByGroup } from './summary';

/** Providers and datasets per commodity group, counted from the catalogue data. */
export default function CatalogueSummary(): ReactNode {
  return (
    <DataTable
      caption={`Catalogue by commodity group (${providers.length} providers)`}
      columns={['Commodity group', 'Providers', 'Datasets', 'Free providers', 'BYOL providers']}
      rowHeaders="name"
      rows={summariseByGroup(providers).map((row) => ({
        key: row.group,
        head: row.group,
        cells: [row.providers, row.datasets, row.free, row.byol],
      }))}
    />
  );
}
