import type { ReactNode } from 'react';
import { providers } from '@site/data/providers/providers';
import { summariseByGroup } from './summary';
import styles from '../ProviderDatasets/styles.module.css';

/** Providers and datasets per commodity group, counted from the catalogue data. */
export default function CatalogueSummary(): ReactNode {
  const rows = summariseByGroup(providers);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption>Catalogue by commodity group ({providers.length} providers)</caption>
        <thead>
          <tr>
            <th scope="col">Commodity group</th>
            <th scope="col">Providers</th>
            <th scope="col">Datasets</th>
            <th scope="col">Free providers</th>
            <th scope="col">BYOL providers</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.group}>
              <th scope="row">{row.group}</th>
              <td>{row.providers}</td>
              <td>{row.datasets}</td>
              <td>{row.free}</td>
              <td>{row.byol}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
