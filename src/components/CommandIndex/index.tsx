import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { odslCommands } from '@site/data/odsl/commands';
import type { OdslCommandCategory } from '@site/data/odsl/types';
import DataTable from '@site/src/components/DataTable';

interface Props {
  /** Only list the commands of this category; all commands when left out. */
  category?: OdslCommandCategory;
  caption?: string;
}

/** A table of commands with their purpose and the keyword that closes their block. */
export default function CommandIndex({ category, caption }: Props): ReactNode {
  const commands = odslCommands.filter((c) => category === undefined || c.category === category);
  return (
    <DataTable
      caption={caption ?? 'ODSL commands'}
      columns={['Command', 'Purpose', 'Block closed by']}
      rowHeaders="name"
      rows={commands.map((command) => ({
        key: command.name,
        head: (
          <Link to={command.href}>
            <code>{command.name}</code>
          </Link>
        ),
        cells: [command.purpose, command.block ? <code>{command.block.closedBy}</code> : 'single line'],
      }))}
    />
  );
}
