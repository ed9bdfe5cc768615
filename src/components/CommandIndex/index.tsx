import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { odslCommands } from '@site/data/odsl/commands';
import type { OdslCommandCategory } from '@site/data/odsl/types';
import styles from './styles.module.css';

interface Props {
  /** Only list the commands of this category; all commands when left out. */
  category?: OdslCommandCategory;
  caption?: string;
}

/** A table of commands with their purpose and the keyword that closes their block. */
export default function CommandIndex({ category, caption }: Props): ReactNode {
  const commands = odslCommands.filter((c) => category === undefined || c.category === category);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption ?? 'ODSL commands'}</caption>
        <thead>
          <tr>
            <th scope="col">Command</th>
            <th scope="col">Purpose</th>
            <th scope="col">Block closed by</th>
          </tr>
        </thead>
        <tbody>
          {commands.map((command) => (
            <tr key={command.name}>
              <th scope="row" className={styles.name}>
                <Link to={command.href}>
                  <code>{command.name}</code>
                </Link>
              </th>
              <td>{command.purpose}</td>
              <td>{command.block ? <code>{command.block.closedBy}</code> : 'single line'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
