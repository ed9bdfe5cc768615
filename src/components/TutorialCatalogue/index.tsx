import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TutorialCatalogueData } from '@site/data/tutorials/slices';
import { formatMinutes, levelLabels } from '../TutorialOverview/levels';
import styles from './styles.module.css';

interface Props {
  /** `tracks` or `topics`: which half of the catalogue to show here. */
  show: 'tracks' | 'topics';
  /** Filled at compile time by remark-data-slice from `data/tutorials/tutorials.yaml`. */
  data: TutorialCatalogueData;
}

/** The tutorials landing page: the quick-start tracks, then every other tutorial by topic and level. */
export default function TutorialCatalogue({ show, data }: Props): ReactNode {
  return show === 'tracks' ? <Tracks data={data} /> : <Topics data={data} />;
}

function Tracks({ data }: { data: TutorialCatalogueData }): ReactNode {
  return (
    <ul className={styles.tracks}>
      {data.tracks.map((track) => (
        <li key={track.path} className={styles.track}>
          <h3 className={styles.trackTitle}>
            <Link to={track.path}>{track.title}</Link>
          </h3>
          <p>{track.audience}</p>
          <p className={styles.meta}>
            {track.steps} steps in {track.levels.length} levels ({track.levels.join(', ')}),{' '}
            {formatMinutes(track.minutes).toLowerCase()} in all.
          </p>
          <p className={styles.start}>
            First step: <Link to={track.first.path}>{track.first.label}</Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Topics({ data }: { data: TutorialCatalogueData }): ReactNode {
  return (
    <>
      {data.topics.map((topic) => (
        <section key={topic.id} className={styles.topic} aria-labelledby={`topic-${topic.id}`}>
          <h3 id={`topic-${topic.id}`}>{topic.title}</h3>
          <p>{topic.summary}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Tutorial</th>
                <th scope="col">You will</th>
                <th scope="col">Level</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {topic.tutorials.map((t) => (
                <tr key={t.path}>
                  <th scope="row">
                    <Link to={t.path}>{t.title}</Link>
                  </th>
                  <td>{t.goal}</td>
                  <td>{levelLabels[t.level]}</td>
                  <td className={styles.nowrap}>{t.minutes} min</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
