import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import { readOnlyLabel, requireVariableType } from './logic';
import styles from './styles.module.css';

interface Props {
  /** Variable type name, e.g. `Curve`. */
  type: string;
}

/** Property table of one variable type, rendered from the type data. */
export default function VariableProperties({ type }: Props): ReactNode {
  const variableType = requireVariableType(type);
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
