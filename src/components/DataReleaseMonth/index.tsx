import type { ReactNode } from 'react';
import InlineText from '@site/src/components/InlineText';
import type { DataReleaseMonthSlice } from '@site/data/releases/schema';

interface Props {
  /** `YYYY-MM` of the month; it selects the slice. */
  period: string;
  /** Added at compile time by remark-data-slice from data/releases/dataReleases.yaml. */
  data: DataReleaseMonthSlice;
}

/** The items of one month of the data release notes; the page writes the month's heading. */
export default function DataReleaseMonth({ data }: Props): ReactNode {
  return (
    <ul>
      {data.items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}
