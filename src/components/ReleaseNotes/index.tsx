import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import InlineText from '@site/src/components/InlineText';
import type { ChangeKind, Release, ReleaseNotesSlice } from '@site/data/releases/schema';
import styles from './styles.module.css';

interface Props {
  /** Added at compile time by remark-data-slice from the `year` or `before` attribute. */
  data: ReleaseNotesSlice;
}

const kindLabel: Record<ChangeKind, string> = {
  new: 'New',
  improvements: 'Improvements',
  enhancements: 'Enhancements',
  'dataset-monitoring': 'Dataset monitoring',
  'insight-areas': 'Areas with insight reports',
  changes: 'Changes',
  fixes: 'Fixes',
  hotfixes: 'Hotfixes',
};

function Versions({ versions }: { versions: NonNullable<Release['versions']> }): ReactNode {
  return (
    <dl className={styles.versions}>
      <dt>Server</dt>
      <dd>{versions.server}</dd>
      <dt>Client</dt>
      <dd>{versions.client}</dd>
      <dt>Excel add-in</dt>
      <dd>{versions.excel}</dd>
      <dt>VS Code extension</dt>
      <dd>{versions.vscode}</dd>
    </dl>
  );
}

function ReleaseEntry({ release }: { release: Release }): ReactNode {
  return (
    <section className={styles.release} aria-labelledby={release.id}>
      <Heading as="h3" id={release.id}>
        {release.title}
        {release.latest && (
          <>
            {' '}
            <span className={styles.latest}>latest</span>
          </>
        )}
      </Heading>
      {release.summary && <p>{release.summary}</p>}
      {release.versions && <Versions versions={release.versions} />}
      {release.sections.map((section) => (
        <div key={section.kind}>
          <p className={styles.kind}>{kindLabel[section.kind]}</p>
          <ul className={section.kind === 'insight-areas' ? styles.inline : undefined}>
            {section.items.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {release.upcoming && (
        <p>
          <strong>Coming next:</strong> {release.upcoming}
        </p>
      )}
    </section>
  );
}

/** The releases of one year (or of the years before one), newest first, one anchor each. */
export default function ReleaseNotes({ data }: Props): ReactNode {
  return (
    <>
      {data.releases.map((release) => (
        <ReleaseEntry key={release.id} release={release} />
      ))}
    </>
  );
}
