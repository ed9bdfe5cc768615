import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ExcelOption } from '@site/data/excel/schema';
import type { ExcelFunctionSlice } from '@site/data/excel';
import DataTable from '@site/src/components/DataTable';
import ExcelSheet from '@site/src/components/ExcelSheet';
import { EXCEL_FUNCTIONS_PAGE, functionAnchor, optionAnchor } from './anchors';
import styles from './styles.module.css';

interface Props {
  /** Function name as typed in a cell, e.g. `ODSL.SERIESRANGE`; the slice is added at compile time. */
  name: string;
  data: ExcelFunctionSlice;
}

function OptionLinks({ kind, options }: { kind: 'display' | 'creation'; options: ExcelOption[] }): ReactNode {
  return (
    <ul className={styles.inlineList}>
      {options.map((option) => (
        <li key={option.name}>
          <Link to={`${EXCEL_FUNCTIONS_PAGE}#${optionAnchor(kind, option.name)}`}>
            <code>{option.name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One worksheet function of the Excel add-in, from `data/excel/functions.yaml`: signature, what it
 * places in the sheet, each parameter, the options it accepts, and a worked example with the cells it fills.
 * The heading stays in the MDX so that it reaches the table of contents.
 */
export default function ExcelFunction({ data }: Props): ReactNode {
  const { fn, displayOptions, creationOptions } = data;
  const withDefaults = fn.params.some((p) => p.default !== undefined);
  return (
    <div className={styles.fn}>
      <p>{fn.summary}</p>
      <dl className={styles.facts}>
        <dt>Signature</dt>
        <dd>
          <code>{fn.signature}</code>
        </dd>
        <dt>Fills</dt>
        <dd>{fn.returns}</dd>
        {displayOptions.length > 0 && (
          <>
            <dt>Display options</dt>
            <dd>
              <OptionLinks kind="display" options={displayOptions} />
            </dd>
          </>
        )}
        {creationOptions.length > 0 && (
          <>
            <dt>Creation options</dt>
            <dd>
              <OptionLinks kind="creation" options={creationOptions} />
            </dd>
          </>
        )}
        {fn.pairsWith && (
          <>
            <dt>Pairs with</dt>
            <dd>
              <ul className={styles.pairs}>
                {fn.pairsWith.map((pair) => (
                  <li key={pair.function}>
                    <Link to={`${EXCEL_FUNCTIONS_PAGE}#${functionAnchor(pair.function)}`}>
                      <code>{pair.function}</code>
                    </Link>{' '}
                    for {pair.reads}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <DataTable
        rowHeaders="name"
        caption={`Parameters of ${fn.name}`}
        columns={['Parameter', 'Type', 'Required', ...(withDefaults ? ['Default'] : []), 'Meaning']}
        rows={fn.params.map((param) => ({
          key: param.name,
          head: <code>{param.name}</code>,
          cells: [
            param.type,
            param.optional ? 'No' : 'Yes',
            ...(withDefaults ? [param.default ? <code>{param.default}</code> : ''] : []),
            param.meaning,
          ],
        }))}
      />
      <p className={styles.exampleTask}>
        <strong>Example.</strong> {fn.example.task}
      </p>
      <ul className={styles.typedList} aria-label={`Cells to type for the ${fn.name} example`}>
        {fn.example.typed.map((t) => (
          <li key={t.cell}>
            <span className={styles.cellName}>{t.cell}</span> <code>{t.formula}</code>
          </li>
        ))}
      </ul>
      <ExcelSheet example={fn.example} />
      <p>{fn.example.result}</p>
    </div>
  );
}
