import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslVariableType } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export type VariableTypeIndexRow = Pick<OdslVariableType, 'name' | 'slug' | 'purpose'>;

interface Props {
  /** Variable group whose types are listed; it selects the slice. */
  group: string;
  /** Visible caption of the table. */
  caption: string;
  data: VariableTypeIndexRow[];
}

/** Table of the variable types in one group, linking to their pages. */
export default function VariableTypeIndex({ caption, data }: Props): ReactNode {
  return (
    <div className={styles.index}>
      <DataTable
        rowHeaders="text"
        caption={caption}
        columns={['Type', 'What it holds']}
        rows={data.map((t) => ({
          key: t.name,
          head: <Link to={t.slug}>{t.name}</Link>,
          cells: [t.purpose],
        }))}
      />
    </div>
  );
}
