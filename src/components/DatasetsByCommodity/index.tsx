import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { providers } from '@site/data/providers/providers';
import type { CommodityGroup } from '@site/data/providers/types';
import { providerPath } from '@site/data/providers/queries';
import DataTable from '@site/src/components/DataTable';
import { frequencyDisplay, kindCell } from '@site/src/components/ProviderDatasets/frequency';

interface Props {
  /** Providers in any of these commodity groups are listed. */
  groups: CommodityGroup[];
  caption: string;
}

/** Every dataset of the providers in the given commodity groups, one row per dataset. */
export default function DatasetsByCommodity({ groups, caption }: Props): ReactNode {
  const rows = providers
    .filter((provider) => provider.commodities.some((group) => groups.includes(group)))
    .flatMap((provider) => provider.datasets.map((dataset) => ({ provider, dataset })));
  const display = frequencyDisplay(rows.map((row) => row.dataset));
  return (
    <DataTable
      caption={`${caption} (${rows.length})`}
      columns={['Dataset id', 'Name', 'Provider', 'Kind', ...(display === 'column' ? ['Frequency'] : [])]}
      rowHeaders="name"
      rows={rows.map(({ provider, dataset }) => ({
        key: dataset.id,
        head: <code>{dataset.id}</code>,
        cells: [
          dataset.name,
          <Link to={providerPath(provider.code)}>{provider.code}</Link>,
          kindCell(dataset, display),
          ...(display === 'column' ? [dataset.frequency] : []),
        ],
      }))}
    />
  );
}
