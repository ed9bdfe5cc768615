import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslVariableType } from '@site/data/odsl/schema';
import styles from './styles.module.css';

interface Props {
  /** Variable type name, e.g. `Curve`; it selects the slice. */
  type: string;
  data: Pick<OdslVariableType, 'name' | 'related'>;
}

/** Links to the types and pages related to one variable type. */
export default function VariableRelated({ data: variableType }: Props): ReactNode {
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
