import type { ReactNode } from 'react';
import type { OdslClause } from '@site/data/odsl/types';
import styles from './styles.module.css';

interface Props {
  caption: string;
  clauses: readonly OdslClause[];
}

/** A three-column table of clauses: how each is written, whether it is required, what it does. */
export default function ClauseTable({ caption, clauses }: Props): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Clause</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {clauses.map((clause) => (
            <tr key={clause.name}>
              <th scope="row" className={styles.clause}>
                <code>{clause.name}</code>
              </th>
              <td>{clause.optional ? 'optional' : 'required'}</td>
              <td>{clause.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
