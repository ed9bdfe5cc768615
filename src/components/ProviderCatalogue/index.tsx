import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {
  emptyFilter,
  filterProviders,
  resultSummary,
  type CatalogueEntry,
  type ProviderFilter,
} from './filterProviders';
import styles from './styles.module.css';

/** The whole catalogue and the filter choices; the one page that shows every provider gets it all. */
export interface ProviderCatalogueData {
  providers: CatalogueEntry[];
  kinds: string[];
  commodityGroups: string[];
  /** Country and region options, limited to places some provider is in. */
  places: { value: string; label: string }[];
}

function ProviderRow({ provider }: { provider: CatalogueEntry }): ReactNode {
  return (
    <tr>
      <th scope="row">
        <Link to={provider.path}>{provider.code}</Link>
        <span className={styles.fullName}>{provider.fullName}</span>
      </th>
      <td>{provider.kind}</td>
      <td>{provider.location}</td>
      <td>{provider.commodities.join(', ')}</td>
      <td className={styles.number}>{provider.datasetCount}</td>
      {/* IPEX has no licensing of its own: its datasets are listed, and licensed, under GME. */}
      <td>{provider.licensing ?? ''}</td>
    </tr>
  );
}

/**
 * The whole provider catalogue as one table. The server renders every row; in the
 * browser the filters narrow the rows and a live region announces the count.
 */
export default function ProviderCatalogue({ data }: { data: ProviderCatalogueData }): ReactNode {
  const { providers, places } = data;
  const [filter, setFilter] = useState<ProviderFilter>(emptyFilter);
  const id = useId();
  const shown = useMemo(() => filterProviders(providers, filter), [providers, filter]);

  const update =
    (key: keyof ProviderFilter) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>): void =>
      setFilter((previous) => ({ ...previous, [key]: event.target.value }));

  return (
    <div className={styles.catalogue}>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filter providers"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>Search</label>
          <input
            id={`${id}-text`}
            type="search"
            value={filter.text}
            onChange={update('text')}
            placeholder="Name, dataset id or product"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={filter.kind} onChange={update('kind')}>
            <option value="">Any kind</option>
            {data.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-commodity`}>Commodity</label>
          <select id={`${id}-commodity`} value={filter.commodity} onChange={update('commodity')}>
            <option value="">Any commodity</option>
            {data.commodityGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-place`}>Country or region</label>
          <select id={`${id}-place`} value={filter.place} onChange={update('place')}>
            <option value="">Anywhere</option>
            {places.map((place) => (
              <option key={place.value} value={place.value}>
                {place.label}
              </option>
            ))}
          </select>
        </div>
        <button type="reset" className="button button--secondary" onClick={() => setFilter(emptyFilter)}>
          Clear filters
        </button>
      </form>
      <p className={styles.summary} aria-live="polite" role="status">
        {resultSummary(shown.length, providers.length)}
      </p>
      <DataTable
        caption="Data providers and exchanges"
        columns={['Provider', 'Kind', 'Country or region', 'Commodities', 'Datasets', 'Licensing']}
        rowHeaders="text"
      >
        {shown.map((provider) => (
          <ProviderRow key={provider.code} provider={provider} />
        ))}
      </DataTable>
    </div>
  );
}
