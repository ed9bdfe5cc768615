import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { odslGlossary } from '@site/data/odsl/glossary';
import { glossaryInitial } from './initial';
import styles from './styles.module.css';

interface Props {
  /** Lower-case initial whose terms are listed; `#` for terms that start with a symbol. */
  initial: string;
}

/**
 * Glossary terms under one initial, each with its own heading so that
 * `/docs/odsl/glossary#<id>` links land on it (Heading registers the anchor).
 */
export default function GlossaryList({ initial }: Props): ReactNode {
  const terms = odslGlossary
    .filter((t) => glossaryInitial(t.term) === initial)
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
  return (
    <div className={styles.list}>
      {terms.map((t) => (
        <section key={t.id} className={styles.entry}>
          <Heading as="h3" id={t.id} className={styles.term}>
            <code>{t.term}</code>
          </Heading>
          <p className={styles.definition}>
            {t.definition}
            {t.see ? (
              <>
                {' '}
                <Link to={t.see.to}>More on {t.see.label}</Link>.
              </>
            ) : null}
          </p>
        </section>
      ))}
    </div>
  );
}
