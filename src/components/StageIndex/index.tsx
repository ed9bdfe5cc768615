import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { odslStages } from '@site/data/odsl/stages';
import styles from './styles.module.css';

/** A table of every aggregation stage with its purpose and ODSL syntax. */
export default function StageIndex(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Aggregation stages</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Purpose</th>
            <th scope="col">ODSL syntax</th>
          </tr>
        </thead>
        <tbody>
          {odslStages.map((stage) => (
            <tr key={stage.name}>
              <th scope="row" className={styles.name}>
                <Link to={stage.href}>
                  <code>{stage.name}</code>
                </Link>
              </th>
              <td>{stage.purpose}</td>
              <td>{stage.grammar ? <code>{stage.grammar}</code> : 'raw JSON stage'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
