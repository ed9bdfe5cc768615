import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { odslVariableTypes, type OdslVariableGroup } from '@site/data/odsl/variables';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

interface Props {
  group: OdslVariableGroup;
  /** Visible caption of the table. */
  caption: string;
}

/** Table of the variable types in one group, linking to their pages. */
export default function VariableTypeIndex({ group, caption }: Props): ReactNode {
  const types = odslVariableTypes.filter((t) => t.group === group);
  return (
    <div className={styles.index}>
      <DataTable
        rowHeaders="text"
        caption={caption}
        columns={['Type', 'What it holds']}
        rows={types.map((t) => ({
          key: t.name,
          head: <Link to={t.slug}>{t.name}</Link>,
          cells: [t.purpose],
        }))}
      />
    </div>
  );
}
