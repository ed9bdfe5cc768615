import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { requireVariableType } from '@site/src/components/VariableProperties/logic';
import styles from './styles.module.css';

interface Props {
  type: string;
}

/** Links to the types and pages related to one variable type. */
export default function VariableRelated({ type }: Props): ReactNode {
  const variableType = requireVariableType(type);
  return (
    <ul className={styles.list} aria-label={`Related to ${variableType.name}`}>
      {variableType.related.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
