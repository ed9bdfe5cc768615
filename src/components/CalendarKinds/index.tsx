import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import type { OdslCalendarKind } from '@site/data/odsl/schema';
import styles from './styles.module.css';

/** Table of the calendar kinds with the constructors that make them. */
export default function CalendarKinds({ data }: { data: OdslCalendarKind[] }): ReactNode {
  return (
    <DataTable
      codeNoWrap
      caption="Calendar kinds"
      columns={['Kind', 'Constructors', 'Use it for']}
      rows={data.map((kind) => ({
        key: kind.name,
        head: kind.slug === '' ? kind.name : <Link to={kind.slug}>{kind.name}</Link>,
        cells: [
          <ul className={styles.constructors}>
            {kind.constructors.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>,
          kind.summary,
        ],
      }))}
    />
  );
}
