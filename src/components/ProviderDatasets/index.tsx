import type { ReactNode } from 'react';
import type { Provider } from '@site/data/providers/schema';
import DataTable from '@site/src/components/DataTable';
import DatasetDetails, { type DatasetFacts } from './DatasetDetails';
import { frequencyDisplay, kindCell } from './frequency';

export type ProviderDatasetsData = Pick<Provider, 'name'> & {
  datasets: DatasetFacts[];
};

interface Props {
  /** Exact provider code, e.g. `CME`; it selects the slice. */
  code: string;
  data: ProviderDatasetsData;
}

/** The datasets of one provider: a table of id, name, kind and frequency, then every recorded field of each. */
export default function ProviderDatasets({ data: provider }: Props): ReactNode {
  if (provider.datasets.length === 0) {
    // The page says in words where this provider's data is listed.
    return null;
  }
  const display = frequencyDisplay(provider.datasets);
  return (
    <>
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
      <DatasetDetails providerName={provider.name} datasets={provider.datasets} />
    </>
  );
}
