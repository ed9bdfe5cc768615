import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { connectedHtmlComponents, getHtmlComponent, htmlComponentPath } from '@site/data/public/components';
import DataTable from '@site/src/components/DataTable';

interface Props {
  /** Custom element name whose neighbours are listed. */
  tag: string;
}

/**
 * The parent, children and companions of one HTML component, each with its summary, as a table: the same
 * summaries appear on every neighbouring page, which is what tables are for.
 */
export default function HtmlComponentRelated({ tag }: Props): ReactNode {
  const tags = connectedHtmlComponents(tag);
  if (tags.length === 0) {
    return null;
  }
  return (
    <DataTable
      caption={`Components used with ${tag}`}
      columns={['Component', 'What it is']}
      rowHeaders="name"
      rows={tags.map((other) => ({
        key: other,
        head: (
          <Link to={htmlComponentPath(other)}>
            <code>{other}</code>
          </Link>
        ),
        cells: [getHtmlComponent(other).summary],
      }))}
    />
  );
}
