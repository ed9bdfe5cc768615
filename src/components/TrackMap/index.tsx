import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type { TrackMapData, TrackStep } from '@site/data/tutorials/slices';
import { formatMinutes } from '../TutorialOverview/levels';
import styles from './styles.module.css';

interface Props {
  /** Track id on its landing page, e.g. `developer`. */
  track?: string;
  /** Path under docs/tutorials of the step showing the map, e.g. `qs/developer/basics`. */
  step?: string;
  /** Filled at compile time by remark-data-slice from `data/tutorials/tutorials.yaml`. */
  data: TrackMapData;
}

/** Where a step sits in its quick-start track, or the whole track on its landing page. */
export default function TrackMap({ data }: Props): ReactNode {
  const steps = data.levels.flatMap((l) => l.steps);
  return data.current === null ? (
    <FullMap data={data} />
  ) : (
    <StepMap data={data} steps={steps} current={data.current} />
  );
}

function StepMap({
  data,
  steps,
  current,
}: {
  data: TrackMapData;
  steps: TrackStep[];
  current: number;
}): ReactNode {
  const level = data.levels.find((l) => l.steps.some((s) => s.n === current));
  return (
    <nav className={styles.stepMap} aria-label={`${data.title} track`}>
      <p className={styles.position}>
        <Link to={data.path}>{data.title} track</Link>
        <span aria-hidden="true"> · </span>
        <strong>
          Step {current} of {steps.length}
        </strong>
        {level ? <span className={styles.level}> ({level.name})</span> : null}
      </p>
      <ol className={styles.chips}>
        {steps.map((s) => (
          <li key={s.path} className={clsx(styles.chip, s.n === current && styles.current)}>
            {s.n === current ? (
              <span aria-current="step">
                {s.n}. {s.label}
              </span>
            ) : (
              <Link to={s.path}>
                {s.n}. {s.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function FullMap({ data }: { data: TrackMapData }): ReactNode {
  return (
    <nav className={styles.fullMap} aria-label={`${data.title} track map`}>
      {data.levels.map((level) => (
        <section key={level.name} className={styles.levelBlock}>
          <h3 className={styles.levelName}>{level.name}</h3>
          <p className={styles.levelSummary}>{level.summary}</p>
          <ol start={level.steps[0]?.n} className={styles.steps}>
            {level.steps.map((s) => (
              <li key={s.path}>
                <Link to={s.path} className={styles.stepLink}>
                  {s.label}
                </Link>
                <span className={styles.minutes}> · {formatMinutes(s.minutes).toLowerCase()}</span>
                <p className={styles.description}>{s.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </nav>
  );
}
