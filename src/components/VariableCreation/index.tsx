import type { ReactNode } from 'react';
import type { OdslVariableType } from '@site/data/odsl/schema';
import styles from './styles.module.css';

interface Props {
  /** Variable type name, e.g. `Curve`; it selects the slice. */
  type: string;
  data: Pick<OdslVariableType, 'name' | 'create'>;
}

/** The expressions that produce a value of one variable type. */
export default function VariableCreation({ data: variableType }: Props): ReactNode {
  // The page says in words where such values come from.
  if (variableType.create.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={`Ways to create ${variableType.name}`}>
      {variableType.create.map((form) => (
        <li key={form}>
          <code>{form}</code>
        </li>
      ))}
    </ul>
  );
}
