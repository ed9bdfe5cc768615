import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { searchHref, searchQueryFromPath, useSpellingSuggestions } from '@site/plugins/search/public';
import { sections } from '@site/data/landing/links';
import styles from './styles.module.css';

/** The not-found page: says what happened and offers the home page, a search and the main sections. */
export default function NotFoundBody({ className }: Props): ReactNode {
  // The 404 page is pre-rendered once for every unknown path, so the path is read after hydration.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(searchQueryFromPath(window.location.pathname)), []);
  // A mistyped address gives a mistyped query: search for its spelling correction, as /search offers.
  const corrected = useSpellingSuggestions(query)?.[0] ?? query;

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
          <ul className={styles.textLinks}>
            <li>
              <Link to="/">Go to the home page</Link>
            </li>
            <li>
              <Link to={searchHref(corrected)}>Search the docs</Link>
              {corrected ? (
                <>
                  {' '}
                  for <q>{corrected}</q>
                </>
              ) : null}
            </li>
          </ul>
          <Heading as="h2">Popular sections</Heading>
          <ul className={styles.links}>
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
