import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TrackPrerequisitesData } from '@site/data/tutorials/slices';
import styles from './styles.module.css';

interface Props {
  /** Track id, e.g. `developer`; the remark-data-slice plugin turns it into `data`. */
  track: string;
  data: TrackPrerequisitesData;
}

/** The prerequisites of a quick-start track, from `data/tutorials/tutorials.yaml`. */
export default function TrackPrerequisites({ data }: Props): ReactNode {
  return (
    <ul className={styles.prerequisites} aria-label="Prerequisites of this track">
      {data.items.map((p) => (
        <li key={p.text}>{p.href ? <Link to={p.href}>{p.text}</Link> : p.text}</li>
      ))}
    </ul>
  );
}
