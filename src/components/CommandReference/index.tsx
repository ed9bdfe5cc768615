import type { ReactNode } from 'react';
import { findCommand } from '@site/data/odsl/commands';
import ClauseTable from './ClauseTable';

interface Props {
  /** Command name as listed in the command data, e.g. `on error`. */
  name: string;
}

/** The clause and option table of one command, rendered from the command data. */
export default function CommandReference({ name }: Props): ReactNode {
  const command = findCommand(name);
  if (!command) {
    throw new Error(`CommandReference: unknown ODSL command "${name}"`);
  }
  return <ClauseTable caption={`Clauses and options of ${command.name}`} clauses={command.clauses} />;
}
