import type { ReactNode } from 'react';
import type { OdslFunction } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';
import { parameterCaption, requiredLabel, signatureLabel } from './logic';
import styles from './styles.module.css';

/**
 * What the component shows of one documented function; `config/dataSlices.ts` supplies it at build
 * time and fails the build for a function known by name only, which has no section.
 */
export type FunctionDetailsData = Pick<OdslFunction, 'name' | 'signatures' | 'params' | 'returns' | 'notes'>;

interface Props {
  /** Function name exactly as ODSL spells it, e.g. `TimeSeries`; it selects the slice. */
  name: string;
  data: FunctionDetailsData;
}

/**
 * Signature, parameter table, return type and caveats of one built-in
 * function, rendered from the function data. The heading, description and
 * example stay in the MDX so that they reach the table of contents and the
 * example checker.
 */
export default function FunctionDetails({ data: fn }: Props): ReactNode {
  return (
    <div className={styles.wrapper}>
      <dl className={styles.details}>
        <dt>{signatureLabel(fn)}</dt>
        <dd>
          <ul className={styles.signatures}>
            {fn.signatures.map((signature) => (
              <li key={signature}>
                <code>{signature}</code>
              </li>
            ))}
          </ul>
        </dd>
        <dt>Returns</dt>
        <dd>
          <code>{fn.returns}</code>
        </dd>
      </dl>
      {fn.params.length > 0 ? (
        <DataTable
          rowHeaders="text"
          caption={parameterCaption(fn)}
          columns={['Name', 'Type', 'Required', 'Meaning']}
          rows={fn.params.map((param) => ({
            key: param.name,
            head: <code>{param.name}</code>,
            cells: [param.type, requiredLabel(param.required), param.meaning],
          }))}
        />
      ) : (
        <p className={styles.noParams}>This function takes no parameters.</p>
      )}
      {fn.notes.length > 0 && (
        <ul className={styles.notes} aria-label={`Notes on ${fn.name}`}>
          {fn.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
