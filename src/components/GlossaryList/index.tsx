import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { OdslGlossaryTerm } from '@site/data/odsl/schema';
import styles from './styles.module.css';

interface Props {
  /** Lower-case initial whose terms are listed; `#` for terms that start with a symbol. */
  initial: string;
  /** The terms under that initial, sorted; from the glossary data at build time. */
  data: OdslGlossaryTerm[];
}

/**
 * Glossary terms under one initial, each with its own heading so that
 * `/docs/odsl/glossary#<id>` links land on it (Heading registers the anchor).
 */
export default function GlossaryList({ data }: Props): ReactNode {
  return (
    <div className={styles.list}>
      {data.map((t) => (
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
