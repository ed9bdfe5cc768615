import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslLink } from '@site/data/odsl/schema';
import styles from './styles.module.css';

interface Props {
  /** Command whose related commands and pages are listed; it selects the slice. */
  name: string;
  /** Related commands first, then related pages; from the command data at build time. */
  data: OdslLink[];
}

/** Links to the commands and pages related to one command, from the command data. */
export default function RelatedCommands({ data }: Props): ReactNode {
  return (
    <ul className={styles.list}>
      {data.map((link) => (
        <li key={link.to + link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
