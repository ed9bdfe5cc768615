import type { ReactNode } from 'react';
import type { AutomationTableSlice } from '@site/data/automation';
import DataTable from '@site/src/components/DataTable';
import CodeText from '@site/src/components/CodeText';

interface Props {
  /** Which table: `triggers`, `special-properties` or `custom-target-fields`. */
  table: string;
  /** Filled in at compile time by remark-data-slice. */
  data: AutomationTableSlice;
}

/** The smaller reference tables of the automation pages, from data/automation. */
export default function AutomationTable({ data }: Props): ReactNode {
  switch (data.table) {
    case 'triggers':
      return (
        <DataTable
          caption="Services an automation can watch, and their actions"
          columns={['Service', 'What it holds', 'Actions']}
          rowHeaders="name"
          rows={data.rows.map((row) => ({
            key: row.service,
            head: <code>{row.service}</code>,
            cells: [
              row.watches,
              row.actions.map((action, index) => (
                <span key={action}>
                  {index > 0 && ', '}
                  <code>{action}</code>
                </span>
              )),
            ],
          }))}
        />
      );
    case 'special-properties':
      return (
        <DataTable
          caption="Properties that change when an automation fires or what it sends"
          columns={['Property', 'Applies to', 'Effect']}
          rowHeaders="name"
          rows={data.rows.map((row) => ({
            key: row.name,
            head: <code>{row.name}</code>,
            cells: [
              <CodeText key="applies" text={row.appliesTo} />,
              <CodeText key="effect" text={row.description} />,
            ],
          }))}
        />
      );
    case 'custom-target-fields':
    case 'target-input-fields':
      return (
        <DataTable
          caption={
            data.table === 'custom-target-fields' ? 'Fields of an automation target' : 'Fields of one input'
          }
          columns={['Field', 'Type', 'Description']}
          rowHeaders="name"
          rows={data.rows.map((row) => ({
            key: row.name,
            head: <code>{row.name}</code>,
            cells: [row.type ?? '—', <CodeText key="description" text={row.description} />],
          }))}
        />
      );
  }
}
