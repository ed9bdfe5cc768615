import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { providers } from '@site/data/providers/providers';
import { providerPath } from '@site/data/providers/queries';
import { groupByMainCommodity } from './groups';
import styles from './styles.module.css';

const anchor = (group: string): string => `main-${group.toLowerCase().replace(/\s+/g, '-')}`;

/** Every provider page, grouped by main commodity, with a jump list to each group. */
export default function ProviderIndex(): ReactNode {
  const groups = groupByMainCommodity(providers);
  return (
    <div>
      <nav aria-label="Provider groups">
        <ul className={styles.jump}>
          {groups.map(([group, members]) => (
            <li key={group}>
              <a href={`#${anchor(group)}`}>
                {group} ({members.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([group, members]) => (
        <section key={group} aria-labelledby={anchor(group)}>
          <Heading as="h3" id={anchor(group)}>
            {group}
          </Heading>
          <ul className={styles.list}>
            {members.map((provider) => (
              <li key={provider.code}>
                <Link to={providerPath(provider.code)}>{provider.code}</Link>{' '}
                <span className={styles.detail}>
                  {provider.fullName}, {provider.kindDetail}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
