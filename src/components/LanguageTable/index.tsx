import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  odslCoreTypes,
  odslExpressionForms,
  odslOperators,
  type OdslOperator,
} from '@site/data/odsl/language';
import { odslAccumulators } from '@site/data/odsl/stages';
import DataTable, { type DataTableRow } from '@site/src/components/DataTable';

type TableName = 'types' | 'operators' | 'condition-operators' | 'expressions' | 'accumulators';

interface Props {
  /** Which language table to render. */
  table: TableName;
}

const conditionKinds: ReadonlyArray<OdslOperator['kind']> = ['comparison', 'logical', 'special'];

function rowsFor(table: TableName): { caption: string; columns: string[]; rows: DataTableRow[] } {
  switch (table) {
    case 'types':
      return {
        caption: 'Built-in variable types',
        columns: ['Type', 'Holds', 'Constructors', 'Service'],
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
        columns: ['Operator', 'Kind', 'Meaning'],
        rows: ops.map((o) => ({ key: o.symbol, head: <code>{o.symbol}</code>, cells: [o.kind, o.meaning] })),
      };
    }
    case 'expressions':
      return {
        caption: 'Expression forms',
        columns: ['Form', 'Meaning'],
        rows: odslExpressionForms.map((f) => ({
          key: f.form,
          head: <code>{f.form}</code>,
          cells: [f.meaning],
        })),
      };
    case 'accumulators':
      return {
        caption: 'Accumulators',
        columns: ['Accumulator', 'Result per group'],
        rows: odslAccumulators.map((a) => ({ key: a.name, head: <code>{a.name}</code>, cells: [a.meaning] })),
      };
  }
}

/** Language reference tables (types, operators, expression forms, accumulators) from the ODSL data. */
export default function LanguageTable({ table }: Props): ReactNode {
  const { caption, columns, rows } = rowsFor(table);
  return <DataTable caption={caption} columns={columns} rowHeaders="name" rows={rows} />;
}
