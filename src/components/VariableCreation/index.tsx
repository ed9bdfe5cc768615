import type { ReactNode } from 'react';
import { requireVariableType } from '@site/src/components/VariableProperties/logic';
import styles from './styles.module.css';

interface Props {
  type: string;
}

/** The expressions that produce a value of one variable type. */
export default function VariableCreation({ type }: Props): ReactNode {
  const variableType = requireVariableType(type);
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
