import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { HtmlComponent } from '@site/data/public/schema';
import DataTable from '@site/src/components/DataTable';

export type HtmlComponentRelatedItem = Pick<HtmlComponent, 'tag' | 'summary'> & { path: string };

interface Props {
  /** Custom element name whose neighbours are listed; it selects the slice. */
  tag: string;
  /** Parent, children and companions, each with its page and summary; from the data at build time. */
  data: HtmlComponentRelatedItem[];
}

/**
 * The parent, children and companions of one HTML component, each with its summary, as a table: the same
 * summaries appear on every neighbouring page, which is what tables are for.
 */
export default function HtmlComponentRelated({ tag, data }: Props): ReactNode {
  if (data.length === 0) {
    return null;
  }
  return (
    <DataTable
      caption={`Components used with ${tag}`}
      columns={['Component', 'What it is']}
      rowHeaders="name"
      rows={data.map((other) => ({
        key: other.tag,
        head: (
          <Link to={other.path}>
            <code>{other.tag}</code>
          </Link>
        ),
        cells: [other.summary],
      }))}
    />
  );
}
