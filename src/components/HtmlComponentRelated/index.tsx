import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { connectedHtmlComponents, getHtmlComponent, htmlComponentPath } from '@site/data/public/components';
import styles from './styles.module.css';

interface Props {
  /** Custom element name whose neighbours are listed. */
  tag: string;
}

/** Links to the parent, children and companions of one HTML component, each with its summary. */
export default function HtmlComponentRelated({ tag }: Props): ReactNode {
  const tags = connectedHtmlComponents(tag);
  if (tags.length === 0) {
    return null;
  }
  return (
    <ul className={styles.list}>
      {tags.map((other) => (
        <li key={other}>
          <Link to={htmlComponentPath(other)}>
            <code>{other}</code>
          </Link>
          : {getHtmlComponent(other).summary}
        </li>
      ))}
    </ul>
  );
}
