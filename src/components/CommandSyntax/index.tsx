import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

interface Props {
  /** Command name as listed in the command data, e.g. `bulk delete`; it selects the slice. */
  name: string;
  /** The command's grammar lines, from `data/odsl/commands.ts` at build time. */
  data: string[];
}

/** The Syntax block of a command page: its grammar, written once in the command data. */
export default function CommandSyntax({ data }: Props): ReactNode {
  return <CodeBlock language="text">{data.join('\n')}</CodeBlock>;
}
