import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
  translateTagsPageTitle,
} from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import type { Props } from '@theme/DocTagsListPage';
import { groupTags } from './groupTags';
import styles from './styles.module.css';

/**
 * The tag index, grouped (providers, places, commodities, topics) with counts and a
 * jump list, instead of one long alphabetical list of about 460 tags.
 */
export default function DocTagsListPage({ tags }: Props): ReactNode {
  const title = translateTagsPageTitle();
  const groups = groupTags(tags);
  const anchor = (id: string): string => `tag-group-${id}`;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsTagsListPage)}>
      <PageMetadata
        title={title}
        description={`All ${tags.length} tags of the documentation, grouped into providers, places, commodities and topics.`}
      />
      <SearchMetadata tag="doc_tags_list" />
      <div className="container margin-vert--lg">
        <main className="row">
          <div className="col col--10 col--offset-1">
            <Heading as="h1">{title}</Heading>
            <p>
              Every page carries one or more tags. Pick a tag to see the pages that use it. There are{' '}
              {tags.length} tags in {groups.length} groups; the number after a tag counts its pages.
            </p>
            <nav aria-label="Tag groups" className={styles.jump}>
              <ul>
                {groups.map(({ group, tags: members }) => (
                  <li key={group.id}>
                    <a href={`#${anchor(group.id)}`}>
                      {group.label} <span className={styles.muted}>({members.length})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {groups.map(({ group, tags: members, pages }) => (
              <section key={group.id} aria-labelledby={anchor(group.id)} className={styles.group}>
                <Heading as="h2" id={anchor(group.id)}>
                  {group.label} <span className={styles.muted}>({members.length} tags)</span>
                </Heading>
                <p className={styles.description}>
                  {group.description} {pages} tag uses in all.
                </p>
                <ul className={styles.tags}>
                  {members.map((tag) => (
                    <li key={tag.permalink}>
                      <Link to={tag.permalink} title={tag.description} className={styles.tag}>
                        {tag.label}
                        <span className={styles.count}>
                          <span className="visually-hidden"> (pages: </span>
                          {tag.count}
                          <span className="visually-hidden">)</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </div>
    </HtmlClassNameProvider>
  );
}
