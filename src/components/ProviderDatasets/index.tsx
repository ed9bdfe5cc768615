import type { ReactNode } from 'react';
import type { Dataset, Provider } from '@site/data/providers/schema';
import DataTable from '@site/src/components/DataTable';
import { datasetFrequency } from './frequency';
import styles from './styles.module.css';

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
    return (
      <p className={styles.empty}>
        No dataset of {provider.name} is listed in the catalogue yet; see the text of this page for what the
        platform loads.
      </p>
    );
  }
  return (
    <DataTable
      caption={`Datasets from ${provider.name} (${provider.datasets.length})`}
      columns={['Dataset id', 'Name', 'Kind', 'Frequency']}
      rowHeaders="name"
      rows={provider.datasets.map((dataset) => ({
        key: dataset.id,
        head: <code>{dataset.id}</code>,
        cells: [dataset.name, dataset.kind, datasetFrequency(dataset)],
      }))}
    />
  );
}
