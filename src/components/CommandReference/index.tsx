import type { ReactNode } from 'react';
import type { OdslCommand } from '@site/data/odsl/schema';
import ClauseTable from './ClauseTable';

/** The command's clauses; `config/dataSlices.ts` supplies them at build time. */
export type CommandReferenceData = Pick<OdslCommand, 'name' | 'clauses'>;

interface Props {
  /** Command name as listed in the command data, e.g. `on error`; it selects the slice. */
  name: string;
  data: CommandReferenceData;
}

/** The clause and option table of one command, rendered from the command data. */
export default function CommandReference({ data }: Props): ReactNode {
  return <ClauseTable caption={`Clauses and options of ${data.name}`} clauses={data.clauses} />;
}
