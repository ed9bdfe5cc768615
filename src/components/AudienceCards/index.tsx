import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { LandingLink } from '@site/data/landing/links';
import styles from './styles.module.css';

interface Props {
  items: LandingLink[];
  headingLevel?: 'h2' | 'h3';
}

/** A grid of linked cards, one per item. */
export default function AudienceCards({ items, headingLevel = 'h3' }: Props): ReactNode {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to + item.title} className={styles.card}>
          <Link to={item.to} className={styles.link}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
