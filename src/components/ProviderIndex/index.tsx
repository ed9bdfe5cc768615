import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Provider } from '@site/data/providers/schema';
import styles from './styles.module.css';

/** A commodity group and the providers whose main commodity it is; from the catalogue at build time. */
export interface ProviderIndexGroup {
  group: string;
  members: (Pick<Provider, 'code' | 'fullName' | 'kindDetail'> & { path: string })[];
}

const anchor = (group: string): string => `main-${group.toLowerCase().replace(/\s+/g, '-')}`;

/** Every provider page, grouped by main commodity, with a jump list to each group. */
export default function ProviderIndex({ data }: { data: ProviderIndexGroup[] }): ReactNode {
  return (
    <div>
      <nav aria-label="Provider groups">
        <ul className={styles.jump}>
          {data.map(({ group, members }) => (
            <li key={group}>
              <a href={`#${anchor(group)}`}>
                {group} ({members.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.map(({ group, members }) => (
        <section key={group} aria-labelledby={anchor(group)}>
          <Heading as="h3" id={anchor(group)}>
            {group}
          </Heading>
          <ul className={styles.list}>
            {members.map((provider) => (
              <li key={provider.code}>
                <Link to={provider.path}>{provider.code}</Link>{' '}
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
