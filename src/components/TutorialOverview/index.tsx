import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TutorialOverviewData } from '@site/data/tutorials/slices';
import { formatMinutes, levelLabels } from './levels';
import styles from './styles.module.css';

interface Props {
  /** Path under docs/tutorials; the remark-data-slice plugin turns it into `data`. */
  id: string;
  data: TutorialOverviewData;
}

/** Goal, audience, level, time and prerequisites of a tutorial, from `data/tutorials/tutorials.yaml`. */
export default function TutorialOverview({ data }: Props): ReactNode {
  return (
    <section className={styles.overview} aria-label="Tutorial overview">
      <dl className={styles.facts}>
        <div>
          <dt>Goal</dt>
          <dd>{data.goal}</dd>
        </div>
        <div>
          <dt>Who it is for</dt>
          <dd>{data.audience}</dd>
        </div>
        <div className={styles.inline}>
          <dt>Level</dt>
          <dd>{levelLabels[data.level]}</dd>
        </div>
        <div className={styles.inline}>
          <dt>Time</dt>
          <dd>{formatMinutes(data.minutes)}</dd>
        </div>
        <div>
          <dt>Prerequisites</dt>
          <dd>
            <ul className={styles.prerequisites}>
              {data.prerequisites.map((p) => (
                <li key={p.text}>{p.href ? <Link to={p.href}>{p.text}</Link> : p.text}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
