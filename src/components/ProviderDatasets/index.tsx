import type { ReactNode } from 'react';
import { providerByCode } from '@site/data/providers/queries';
import DataTable from '@site/src/components/DataTable';
import { datasetFrequency } from './frequency';
import styles from './styles.module.css';

interface Props {
  /** Exact provider code, e.g. `CME`. */
  code: string;
}

/** The datasets of one provider as a table: id, name, kind and frequency. */
export default function ProviderDatasets({ code }: Props): ReactNode {
  const provider = providerByCode(code);
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
