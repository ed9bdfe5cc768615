import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { OdslStage } from '@site/data/odsl/schema';
import ClauseTable from '../CommandReference/ClauseTable';
import styles from './styles.module.css';

/** What the component shows of one stage; `config/dataSlices.ts` supplies it at build time. */
export type StageReferenceData = Pick<OdslStage, 'name' | 'parameters' | 'rules' | 'mongodbRef' | 'unsure'>;

interface Props {
  /** Stage name as written in a pipeline, e.g. `bucketAuto`; it selects the slice. */
  name: string;
  data: StageReferenceData;
}

/**
 * The hedge every stage marked unsure carries: the platform lists the stage, but what it does rests on the
 * database stage, so the reader is told to check it rather than told it as certain.
 */
export function StageHedge({ name }: { name: string }): ReactNode {
  return (
    <p className={styles.note} role="note" aria-label={`How far ${name} is described`}>
      <code>{name}</code> follows the database&apos;s <code>${name}</code> stage, as far as the
      platform&apos;s stage list shows:{' '}
      <Link to="/docs/odsl/stages#check-a-stage-on-your-own-data">
        check <code>{name}</code> on your own data
      </Link>{' '}
      before you rely on it.
    </p>
  );
}

/** Parameter table and rules of one aggregation stage, rendered from the stage data. */
export default function StageReference({ data: stage }: Props): ReactNode {
  return (
    <div>
      {stage.unsure && <StageHedge name={stage.name} />}
      {stage.parameters.length > 0 ? (
        <ClauseTable caption={`Parameters of ${stage.name}`} clauses={stage.parameters} />
      ) : (
        // A raw JSON stage takes the parameters of the database stage, linked below.
        <p className={styles.note}>
          <code>{stage.name}</code> takes the parameters of the database stage.
        </p>
      )}
      {stage.rules.length > 0 && (
        <ul className={styles.rules} aria-label={`Rules of ${stage.name}`}>
          {stage.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      <p>
        Database reference:{' '}
        <a href={stage.mongodbRef} rel="noopener noreferrer">
          {stage.name} stage
        </a>
        .
      </p>
    </div>
  );
}
