import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { HtmlComponent } from '@site/data/public/schema';
import styles from './styles.module.css';

interface Props {
  /** Custom element name whose neighbours are listed; it selects the slice. */
  tag: string;
  /** Parent, children and companions, each with its page and summary; from the data at build time. */
  data: HtmlComponentRelatedItem[];
}

export type HtmlComponentRelatedItem = Pick<HtmlComponent, 'tag' | 'summary'> & { path: string };

/** Links to the parent, children and companions of one HTML component, each with its summary. */
export default function HtmlComponentRelated({ data }: Props): ReactNode {
  if (data.length === 0) {
    return null;
  }
  return (
    <ul className={styles.list}>
      {data.map((other) => (
        <li key={other.tag}>
          <Link to={other.path}>
            <code>{other.tag}</code>
          </Link>
          : {other.summary}
        </li>
      ))}
    </ul>
  );
}
