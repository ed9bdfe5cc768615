import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { findCommand } from '@site/data/odsl/commands';
import type { OdslLink } from '@site/data/odsl/types';
import styles from './styles.module.css';

interface Props {
  /** Command whose related commands and pages are listed. */
  name: string;
}

/** Links to the commands and pages related to one command, from the command data. */
export default function RelatedCommands({ name }: Props): ReactNode {
  const command = findCommand(name);
  if (!command) {
    throw new Error(`RelatedCommands: unknown ODSL command "${name}"`);
  }
  const links: OdslLink[] = [
    ...command.related.map((related) => {
      const target = findCommand(related);
      if (!target) {
        throw new Error(`RelatedCommands: "${name}" lists unknown command "${related}"`);
      }
      return { label: target.name, to: target.href };
    }),
    ...command.seeAlso,
  ];
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
