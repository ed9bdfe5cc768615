import type { ReactNode } from 'react';
import type { Dataset, Provider } from '@site/data/providers/schema';
import DataTable from '@site/src/components/DataTable';
import { frequencyDisplay, kindCell } from './frequency';

export type ProviderDatasetsData = Pick<Provider, 'name'> & {
  datasets: Pick<Dataset, 'id' | 'name' | 'kind' | 'frequency'>[];
};

interface Props {
  /** Exact provider code, e.g. `CME`; it selects the slice. */
  code: string;
  data: ProviderDatasetsData;
}

/** The datasets of one provider as a table: id, name, kind and frequency. */
export default function ProviderDatasets({ data: provider }: Props): ReactNode {
  if (provider.datasets.length === 0) {
    // The page says in words where this provider's data is listed.
    return null;
  }
  const display = frequencyDisplay(provider.datasets);
  return (
    <DataTable
      caption={`Datasets from ${provider.name} (${provider.datasets.length})`}
      columns={['Dataset id', 'Name', 'Kind', ...(display === 'column' ? ['Frequency'] : [])]}
      rowHeaders="name"
      rows={provider.datasets.map((dataset) => ({
        key: dataset.id,
        head: <code>{dataset.id}</code>,
        cells: [
          dataset.name,
          kindCell(dataset, display),
          ...(display === 'column' ? [dataset.frequency] : []),
        ],
      }))}
    />
  );
}
