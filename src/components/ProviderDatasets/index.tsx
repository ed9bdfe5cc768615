import type { ReactNode } from 'react';
import { providerByCode } from '@site/data/providers/queries';
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
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption>
          Datasets from {provider.name} ({provider.datasets.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Dataset id</th>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Frequency</th>
          </tr>
        </thead>
        <tbody>
          {provider.datasets.map((dataset) => (
            <tr key={dataset.id}>
              <th scope="row">
                <code>{dataset.id}</code>
              </th>
              <td>{dataset.name}</td>
              <td>{dataset.kind}</td>
              <td>{dataset.frequency ?? <span className={styles.unknown}>not stated</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
