import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Dataset } from '@site/data/providers/schema';
import DataTable from '@site/src/components/DataTable';
import { frequencyDisplay, kindCell } from '@site/src/components/ProviderDatasets/frequency';

/** One dataset with the code and page of its provider. */
export type DatasetRow = Pick<Dataset, 'id' | 'name' | 'kind' | 'frequency'> & {
  provider: string;
  providerPath: string;
};

interface Props {
  /** Comma-separated commodity groups, e.g. `Agriculture, Dairy`; it selects the slice. */
  groups: string;
  caption: string;
  /** Every dataset of the providers in any of those groups; from the catalogue at build time. */
  data: DatasetRow[];
}

/** Every dataset of the providers in the given commodity groups, one row per dataset. */
export default function DatasetsByCommodity({ caption, data }: Props): ReactNode {
  const display = frequencyDisplay(data);
  return (
    <DataTable
      caption={`${caption} (${data.length})`}
      columns={['Dataset id', 'Name', 'Provider', 'Kind', ...(display === 'column' ? ['Frequency'] : [])]}
      rowHeaders="name"
      rows={data.map((dataset) => ({
        key: dataset.id,
        head: <code>{dataset.id}</code>,
        cells: [
          dataset.name,
          <Link to={dataset.providerPath}>{dataset.provider}</Link>,
          kindCell(dataset, display),
          ...(display === 'column' ? [dataset.frequency] : []),
        ],
      }))}
    />
  );
}
