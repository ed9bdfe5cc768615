import type { ReactNode } from 'react';
import { findFunction } from '@site/data/odsl/functions';
import DataTable from '@site/src/components/DataTable';
import { parameterCaption, requiredLabel, signatureLabel } from './logic';
import styles from './styles.module.css';

interface Props {
  /** Function name exactly as ODSL spells it, e.g. `TimeSeries`. */
  name: string;
}

/**
 * Signature, parameter table, return type and caveats of one built-in
 * function, rendered from the function data. The heading, description and
 * example stay in the MDX so that they reach the table of contents and the
 * example checker.
 */
export default function FunctionDetails({ name }: Props): ReactNode {
  const fn = findFunction(name);
  if (!fn?.documented) {
    throw new Error(`FunctionDetails: no details for ODSL function "${name}"`);
  }
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
