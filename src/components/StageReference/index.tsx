import type { ReactNode } from 'react';
import type { OdslStage } from '@site/data/odsl/schema';
import ClauseTable from '../CommandReference/ClauseTable';
import styles from './styles.module.css';

/** What the component shows of one stage; `config/dataSlices.ts` supplies it at build time. */
export type StageReferenceData = Pick<OdslStage, 'name' | 'parameters' | 'rules' | 'mongodbRef'>;

interface Props {
  /** Stage name as written in a pipeline, e.g. `bucketAuto`; it selects the slice. */
  name: string;
  data: StageReferenceData;
}

/** Parameter table and rules of one aggregation stage, rendered from the stage data. */
export default function StageReference({ data: stage }: Props): ReactNode {
  return (
    <div>
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
