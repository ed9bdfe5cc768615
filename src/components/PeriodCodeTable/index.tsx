import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import { periodCodeGroups, periodCodes, type PeriodCodeGroup } from '@site/data/odsl/calendars';
import styles from './styles.module.css';

interface Props {
  /** Show one group only; all groups when omitted. */
  group?: PeriodCodeGroup;
}

function Pattern({ value }: { value: string }): ReactNode {
  return value === '' ? <span className={styles.none}>none</span> : <code>{value}</code>;
}

/** Tables of period code patterns, one per group, from `data/odsl/calendars.ts`. */
export default function PeriodCodeTable({ group }: Props): ReactNode {
  const groups = group ? periodCodeGroups.filter((g) => g.id === group) : periodCodeGroups;
  return (
    <>
      {groups.map((g) => (
        <DataTable
          key={g.id}
          codeNoWrap
          caption={g.label}
          columns={['Period', 'Absolute form', 'Relative form', 'Example']}
          rows={periodCodes
            .filter((code) => code.group === g.id)
            .map((code) => ({
              key: code.name + code.example,
              head: code.name,
              cells: [
                <Pattern value={code.absolute} />,
                <Pattern value={code.relative} />,
                <code>{code.example}</code>,
              ],
            }))}
        />
      ))}
    </>
  );
}
