import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslAccumulator, OdslCoreType, OdslExpressionForm, OdslOperator } from '@site/data/odsl/schema';
import DataTable, { type DataTableRow } from '@site/src/components/DataTable';

/** The rows of one language table; `config/dataSlices.ts` picks them by the `table` attribute. */
export type LanguageTableData =
  | { table: 'types'; rows: OdslCoreType[] }
  | { table: 'operators' | 'condition-operators'; rows: OdslOperator[] }
  | { table: 'expressions'; rows: OdslExpressionForm[] }
  | { table: 'accumulators'; rows: OdslAccumulator[] };

interface Props {
  /** Which language table to render; it selects the slice. */
  table: string;
  data: LanguageTableData;
}

function rowsFor(data: LanguageTableData): { caption: string; columns: string[]; rows: DataTableRow[] } {
  switch (data.table) {
    case 'types':
      return {
        caption: 'Built-in variable types',
        columns: ['Type', 'Holds', 'Constructors', 'Service'],
        rows: data.rows.map((t) => ({
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
    case 'condition-operators':
      return {
        caption: data.table === 'operators' ? 'ODSL operators' : 'Operators in conditions',
        columns: ['Operator', 'Kind', 'Meaning'],
        rows: data.rows.map((o) => ({
          key: o.symbol,
          head: <code>{o.symbol}</code>,
          cells: [o.kind, o.meaning],
        })),
      };
    case 'expressions':
      return {
        caption: 'Expression forms',
        columns: ['Form', 'Meaning'],
        rows: data.rows.map((f) => ({ key: f.form, head: <code>{f.form}</code>, cells: [f.meaning] })),
      };
    case 'accumulators':
      return {
        caption: 'Accumulators',
        columns: ['Accumulator', 'Result per group'],
        rows: data.rows.map((a) => ({ key: a.name, head: <code>{a.name}</code>, cells: [a.meaning] })),
      };
  }
}

/** Language reference tables (types, operators, expression forms, accumulators) from the ODSL data. */
export default function LanguageTable({ data }: Props): ReactNode {
  const { caption, columns, rows } = rowsFor(data);
  return <DataTable caption={caption} columns={columns} rowHeaders="name" rows={rows} />;
}
