import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Dataset } from '@site/data/providers/schema';
import styles from './details.module.css';

/** One dataset as its provider page shows it: every recorded field, and how its ids are read. */
export type DatasetFacts = Omit<Dataset, 'distribution'> & {
  /** Space its objects are read from; ids in the public space carry a `#`. Left out when not known. */
  space?: 'public' | 'private';
  /** Licensing of this dataset when it differs within the provider, with its section of /docs/data/provider-data. */
  licence?: { label: string; anchor: string };
};

/** The label and value of each recorded field, in reading order; fields the record leaves out give no row. */
export function datasetRows(dataset: DatasetFacts): [string, ReactNode][] {
  const rows: [string, ReactNode | undefined][] = [
    ['Group', dataset.section],
    ['Dataset attribute', dataset.datasetAttribute && <code>{dataset.datasetAttribute}</code>],
    ['Frequency', dataset.frequency ?? undefined],
    ['Stored as', storedAs(dataset)],
    ['Market', dataset.market],
    ['Category', dataset.category],
    ['Dataset type', dataset.datasetType],
    ['Product', dataset.product],
    ['Location', dataset.location],
    ['Unit', dataset.unit],
    ['Currency', dataset.currency],
    ['Time zone', dataset.timezone],
    ['Daylight saving', dataset.daylightSaving],
    ['Published', dataset.publication],
    ['Loaded', dataset.schedule ?? undefined],
    ['Profile', dataset.profile],
    ['Quote calendar', dataset.quoteCalendar],
    ['Holiday calendar', dataset.holidayCalendar],
    ['Expiry calendar', expiryCalendars(dataset)],
    ['Validation', dataset.validation],
    ['Reserve types', dataset.reserveTypes?.join(', ')],
    ['Id pattern', dataset.idPattern && <code>{dataset.idPattern}</code>],
    ['Example ids', exampleIds(dataset)],
    ['Sub-datasets', dataset.subdatasets && subdatasets(dataset.subdatasets, dataset.space)],
    ['Contract codes', dataset.contractCodes && codeList(dataset.contractCodes)],
    ['Clearing codes', dataset.clearingCodes && clearingCodes(dataset.clearingCodes)],
    ['Product names', dataset.productNames && codeList(dataset.productNames)],
    ['Element codes', dataset.elementCodes && codeList(dataset.elementCodes)],
    ['Attributes', dataset.attributes && codeList(dataset.attributes)],
    ['Source files', dataset.sourceFiles?.join(', ')],
    [
      'Licence',
      dataset.licence && (
        <Link to={`/docs/data/provider-data#${dataset.licence.anchor}`}>{dataset.licence.label}</Link>
      ),
    ],
    ['Licence terms', dataset.licenceUrls && externalLinks(dataset.licenceUrls)],
    ['Source', dataset.sourceUrl && externalLinks([dataset.sourceUrl])],
  ];
  return rows.filter((row): row is [string, ReactNode] => row[1] !== undefined && row[1] !== '');
}

function storedAs({ storedType, form }: DatasetFacts): string | undefined {
  if (form === 'curve') return storedType ? `${storedType}, as forward curves` : 'Forward curves';
  return form ? [storedType, form].filter(Boolean).join(', ') : storedType;
}

function expiryCalendars({ expiryCalendar, expiryCalendars: byPart }: DatasetFacts): ReactNode | undefined {
  const parts = Object.entries(byPart ?? {});
  if (!expiryCalendar && parts.length === 0) return undefined;
  return (
    <>
      {expiryCalendar && <code>{expiryCalendar}</code>}
      {parts.length > 0 && (
        <ul className={styles.inlineList}>
          {parts.map(([part, calendar]) => (
            <li key={part}>
              {part}: {calendar}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Licensed and bring-your-own-licence data sits in your private space, so its ids carry no `#`. */
function exampleIds({ exampleIds: ids, space }: DatasetFacts): ReactNode | undefined {
  if (ids.length === 0) return undefined;
  return (
    <ul className={styles.inlineList}>
      {ids.map((id) => (
        <li key={id}>
          <code>{spaced(id, space)}</code>
        </li>
      ))}
    </ul>
  );
}

/** The id as read from the dataset's space: public ids carry a `#`. */
function spaced(id: string, space: DatasetFacts['space']): string {
  return space === 'public' ? `#${id}` : id;
}

function subdatasets(
  parts: NonNullable<DatasetFacts['subdatasets']>,
  space: DatasetFacts['space'],
): ReactNode {
  return (
    <ul className={styles.list}>
      {parts.map((part) => (
        <li key={part.id}>
          <code>{part.id}</code>
          {part.name && `: ${part.name}`}
          {part.exampleId && (
            <>
              {' '}
              (<code>{spaced(part.exampleId, space)}</code>)
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Listed one by one: issuers may share a code. */
function clearingCodes(entries: NonNullable<DatasetFacts['clearingCodes']>): ReactNode {
  return (
    <ul className={styles.list}>
      {entries.map(({ issuer, code, location }) => (
        <li key={issuer}>
          <code>{code}</code>: {issuer} ({location})
        </li>
      ))}
    </ul>
  );
}

/** Codes or terms with what each stands for. */
function codeList(entries: Readonly<Record<string, string>>): ReactNode {
  return (
    <ul className={styles.list}>
      {Object.entries(entries).map(([code, meaning]) => (
        <li key={code}>
          <code>{code}</code>: {meaning}
        </li>
      ))}
    </ul>
  );
}

function externalLinks(urls: readonly string[]): ReactNode {
  return (
    <ul className={styles.inlineList}>
      {urls.map((url) => (
        <li key={url}>
          <Link href={url}>{url.replace(/^https?:\/\//, '').replace(/\/$/, '')}</Link>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  providerName: string;
  datasets: readonly DatasetFacts[];
}

/** Per dataset, a heading and a definition list of its recorded fields; stacks to one column on a phone. */
export default function DatasetDetails({ providerName, datasets }: Props): ReactNode {
  return (
    <div className={styles.details} aria-label={`Details of the datasets from ${providerName}`} role="group">
      {datasets.map((dataset) => (
        <section key={dataset.id} className={styles.dataset} aria-labelledby={`dataset-${dataset.id}`}>
          <h3 id={`dataset-${dataset.id}`} className={styles.title}>
            <code>{dataset.id}</code> <span className={styles.name}>{dataset.name}</span>
          </h3>
          <dl className={styles.fields}>
            {datasetRows(dataset).map(([label, value]) => (
              <div key={label} className={styles.field}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
