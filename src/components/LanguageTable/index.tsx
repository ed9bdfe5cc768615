import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  odslCoreTypes,
  odslExpressionForms,
  odslOperators,
  type OdslOperator,
} from '@site/data/odsl/language';
import { odslAccumulators } from '@site/data/odsl/stages';
import styles from './styles.module.css';

type TableName = 'types' | 'operators' | 'condition-operators' | 'expressions' | 'accumulators';

interface Props {
  /** Which language table to render. */
  table: TableName;
}

interface Column {
  header: string;
}

interface Row {
  key: string;
  head: ReactNode;
  cells: ReactNode[];
}

const conditionKinds: ReadonlyArray<OdslOperator['kind']> = ['comparison', 'logical', 'special'];

function rowsFor(table: TableName): { caption: string; columns: Column[]; rows: Row[] } {
  switch (table) {
    case 'types':
      return {
        caption: 'Built-in variable types',
        columns: [{ header: 'Type' }, { header: 'Holds' }, { header: 'Constructors' }, { header: 'Service' }],
        rows: odslCoreTypes.map((t) => ({
          key: t.name,
          head: t.href ? <Link to={t.href}>{t.name}</Link> : t.name,
          cells: [
            t.summary,
            t.constructors.length > 0 ? <code>{t.constructors.join(', ')}</code> : 'made by the platform',
            t.service ? <code>{`\${${t.service}}`}</code> : 'none',
          ],
        })),
      };
    case 'operators':
    case 'condition-operators': {
      const ops =
        table === 'operators' ? odslOperators : odslOperators.filter((o) => conditionKinds.includes(o.kind));
      return {
        caption: table === 'operators' ? 'ODSL operators' : 'Operators in conditions',
        columns: [{ header: 'Operator' }, { header: 'Kind' }, { header: 'Meaning' }],
        rows: ops.map((o) => ({ key: o.symbol, head: <code>{o.symbol}</code>, cells: [o.kind, o.meaning] })),
      };
    }
    case 'expressions':
      return {
        caption: 'Expression forms',
        columns: [{ header: 'Form' }, { header: 'Meaning' }],
        rows: odslExpressionForms.map((f) => ({
          key: f.form,
          head: <code>{f.form}</code>,
          cells: [f.meaning],
        })),
      };
    case 'accumulators':
      return {
        caption: 'Accumulators',
        columns: [{ header: 'Accumulator' }, { header: 'Result per group' }],
        rows: odslAccumulators.map((a) => ({ key: a.name, head: <code>{a.name}</code>, cells: [a.meaning] })),
      };
  }
}

/** Language reference tables (types, operators, expression forms, accumulators) from the ODSL data. */
export default function LanguageTable({ table }: Props): ReactNode {
  const { caption, columns, rows } = rowsFor(table);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.header}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.name}>
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i + 1]?.header ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
