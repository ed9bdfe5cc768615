import type { ReactNode } from 'react';
import type { OdslVariableType } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

interface Props {
  /** Variable type name, e.g. `Curve`; it selects the slice. */
  type: string;
  data: Pick<OdslVariableType, 'name' | 'methods'>;
}

/** Method table of one variable type, rendered from the type data; nothing for a type without methods. */
export default function VariableMethods({ data: variableType }: Props): ReactNode {
  if (variableType.methods.length === 0) return null;
  return (
    <DataTable
      rowHeaders="text"
      caption={`Methods of ${variableType.name}`}
      columns={['Signature', 'Returns', 'Meaning']}
      rows={variableType.methods.map((method) => ({
        key: method.signature,
        head: <code className={styles.signature}>{method.signature}</code>,
        cells: [method.returns, method.meaning],
      }))}
    />
  );
}
