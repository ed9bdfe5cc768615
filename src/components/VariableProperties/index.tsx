import type { ReactNode } from 'react';
import type { OdslVariableType } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';
import { readOnlyLabel } from './logic';
import styles from './styles.module.css';

interface Props {
  /** Variable type name, e.g. `Curve`; it selects the slice. */
  type: string;
  data: Pick<OdslVariableType, 'name' | 'properties'>;
}

/** Property table of one variable type, rendered from the type data. */
export default function VariableProperties({ data: variableType }: Props): ReactNode {
  if (variableType.properties.length === 0) {
    return <p className={styles.empty}>{variableType.name} has no documented properties.</p>;
  }
  return (
    <DataTable
      rowHeaders="text"
      caption={`Properties of ${variableType.name}`}
      columns={['Property', 'Type', 'Read only', 'Meaning']}
      rows={variableType.properties.map((property) => ({
        key: property.name,
        head: <code>{property.name}</code>,
        cells: [property.type, readOnlyLabel(property.readOnly), property.meaning],
      }))}
    />
  );
}
