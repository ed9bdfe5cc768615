import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import type { PeriodCode } from '@site/data/odsl/schema';
import styles from './styles.module.css';

/** One table: a group of period codes under its label. */
export interface PeriodCodeGroupData {
  id: string;
  label: string;
  codes: PeriodCode[];
}

interface Props {
  /** Show one group only; all groups when omitted. It selects the slice. */
  group?: string;
  data: PeriodCodeGroupData[];
}

function Pattern({ value }: { value: string }): ReactNode {
  return value === '' ? <span className={styles.none}>none</span> : <code>{value}</code>;
}

/** Tables of period code patterns, one per group, from `data/odsl/calendars.ts`. */
export default function PeriodCodeTable({ data }: Props): ReactNode {
  return (
    <>
      {data.map((g) => (
        <DataTable
          key={g.id}
          codeNoWrap
          caption={g.label}
          columns={['Period', 'Absolute form', 'Relative form', 'Example']}
          rows={g.codes.map((code) => ({
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
