import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TargetIndexSlice } from '@site/data/automation';
import DataTable from '@site/src/components/DataTable';
import CodeText from '@site/src/components/CodeText';

interface Props {
  /** Filled in at compile time by remark-data-slice. */
  data: TargetIndexSlice;
}

/** Every built-in automation target, one table per group, each id linked to its page. */
export default function AutomationTargetIndex({ data }: Props): ReactNode {
  return data.groups.map((group) => (
    <DataTable
      key={group.id}
      caption={`${group.label}: ${group.summary}`}
      label={`${group.label} targets`}
      columns={['Target id', 'Name in the portal', 'The receiver gets']}
      rowHeaders="name"
      rows={group.targets.map((target) => ({
        key: target.code,
        head: (
          <Link to={target.href}>
            <code>{target.id}</code>
          </Link>
        ),
        cells: [target.name, <CodeText key="delivers" text={target.delivers} />],
      }))}
    />
  ));
}
