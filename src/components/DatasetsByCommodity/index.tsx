import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { providers } from '@site/data/providers/providers';
import type { CommodityGroup } from '@site/data/providers/types';
import { providerPath } from '@site/data/providers/queries';
import styles from '../ProviderDatasets/styles.module.css';

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
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption>
          {caption} ({rows.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Dataset id</th>
            <th scope="col">Name</th>
            <th scope="col">Provider</th>
            <th scope="col">Kind</th>
            <th scope="col">Frequency</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ provider, dataset }) => (
            <tr key={dataset.id}>
              <th scope="row">
                <code>{dataset.id}</code>
              </th>
              <td>{dataset.name}</td>
              <td>
                <Link to={providerPath(provider.code)}>{provider.code}</Link>
              </td>
              <td>{dataset.kind}</td>
              <td>{dataset.frequency ?? <span className={styles.unknown}>not stated</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
