import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslCommand } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';

/** One row: a command, its purpose and the keyword that closes its block (null: single line). */
export type CommandIndexRow = Pick<OdslCommand, 'name' | 'href' | 'purpose'> & {
  closedBy: 'end' | 'next' | null;
};

interface Props {
  /** Only list the commands of this category; all commands when left out. It selects the slice. */
  category?: string;
  caption?: string;
  data: CommandIndexRow[];
}

/** A table of commands with their purpose and the keyword that closes their block. */
export default function CommandIndex({ caption, data }: Props): ReactNode {
  return (
    <DataTable
      caption={caption ?? 'ODSL commands'}
      columns={['Command', 'Purpose', 'Block closed by']}
      rowHeaders="name"
      rows={data.map((command) => ({
        key: command.name,
        head: (
          <Link to={command.href}>
            <code>{command.name}</code>
          </Link>
        ),
        cells: [command.purpose, command.closedBy ? <code>{command.closedBy}</code> : 'single line'],
      }))}
    />
  );
}
