import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DataTable from '@site/src/components/DataTable';
import {
  emptyFilter,
  filterProviders,
  resultSummary,
  type CatalogueEntry,
  type ProviderFilter,
} from './filterProviders';
import type { FilterWords } from '@site/data/providers/filterWords';
import ServerTable from './ServerTable';
import { filterFromSearch, searchFromFilter, type FilterChoices } from './urlFilter';
import styles from './styles.module.css';

/** A provider as the page's data carries it: without the words only the free-text filter reads. */
export type CatalogueRow = Omit<CatalogueEntry, keyof FilterWords>;

/** The whole catalogue and the filter choices; the one page that shows every provider gets it all. */
export interface ProviderCatalogueData {
  providers: CatalogueRow[];
  kinds: string[];
  commodityGroups: string[];
  /** Country and region options, limited to places some provider is in. */
  places: { value: string; label: string }[];
}

/** Column headings; on a narrow screen each row becomes a card that labels its cells with them. */
const columns = ['Provider', 'Kind', 'Country or region', 'Commodities', 'Datasets', 'Licensing'] as const;

function ProviderRow({ provider }: { provider: CatalogueEntry }): ReactNode {
  return (
    <tr>
      <th scope="row">
        <Link to={provider.path}>{provider.code}</Link>
        <span className={styles.fullName}>{provider.fullName}</span>
      </th>
      <td data-label={columns[1]}>{provider.kind}</td>
      <td data-label={columns[2]}>{provider.location}</td>
      <td data-label={columns[3]}>{provider.commodities.join(', ')}</td>
      <td data-label={columns[4]} className={styles.number}>
        {provider.datasetCount > 0 ? (
          provider.datasetCount
        ) : (
          // The catalogue lists no dataset for this provider: its page describes the data it offers.
          <Link to={`${provider.path}#data-on-the-platform`}>Described on its page</Link>
        )}
      </td>
      {/* IPEX has no licensing of its own: its datasets are listed, and licensed, under GME. */}
      <td data-label={columns[5]}>{provider.licensing ?? ''}</td>
    </tr>
  );
}

/**
 * The filter lives in the URL query (`?kind=Exchange&place=DE`), so a filtered view can be shared
 * and Back restores the previous one. A select change adds a history entry; typing replaces the
 * current one, so Back does not step through every keystroke. Until hydration the filter is empty,
 * as on the server, so the first client render matches the server's HTML.
 */
function useFilterInUrl(
  choices: FilterChoices,
): [ProviderFilter, (next: ProviderFilter, push: boolean) => void] {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const filter = useMemo(
    () => (isBrowser ? filterFromSearch(location.search, choices) : emptyFilter),
    [isBrowser, location.search, choices],
  );
  const setFilter = (next: ProviderFilter, push: boolean): void => {
    const target = { ...location, search: searchFromFilter(next, location.search) };
    if (push) history.push(target);
    else history.replace(target);
  };
  return [filter, setFilter];
}

/** Whether a filter narrows the catalogue at all. */
const narrows = (filter: ProviderFilter): boolean =>
  Object.values(filter).some((value) => value.trim() !== '');

/**
 * Whether the rows are React's: false while the page hydrates the server's HTML and no filter narrows the
 * table, so the unfiltered table is never hydrated (see ServerTable); true from the first filter on, and
 * from the start on a page reached by client-side navigation, which has no server HTML.
 */
function useLiveRows(filter: ProviderFilter): boolean {
  const isBrowser = useIsBrowser();
  const [live, setLive] = useState(() => !(ExecutionEnvironment.canUseDOM && !isBrowser));
  if (!live && narrows(filter)) setLive(true);
  return live;
}

const NO_WORDS: FilterWords = { kindDetail: '', coverage: [], datasetWords: [] };

/**
 * The catalogue's rows with the words of the free-text filter, which load (data/providers/filterWords, a
 * chunk of its own) once `wanted`: when the reader first reaches the text field or the filter has text.
 * Null until they have loaded.
 */
function useFilterableRows(rows: CatalogueRow[], wanted: boolean): CatalogueEntry[] | null {
  const [words, setWords] = useState<Readonly<Record<string, FilterWords>> | null>(null);
  useEffect(() => {
    if (!wanted || words) return;
    let current = true;
    // Words that fail to load leave the text matching codes and names only, rather than not at all.
    void import('@site/data/providers/filterWords').then(
      (module) => current && setWords(module.filterWordsByCode),
      () => current && setWords({}),
    );
    return () => {
      current = false;
    };
  }, [wanted, words]);
  return useMemo(
    () => (words ? rows.map((row) => ({ ...row, ...(words[row.code] ?? NO_WORDS) })) : null),
    [rows, words],
  );
}

/**
 * The whole provider catalogue as one table. The server renders every row; in the
 * browser the filters narrow the rows and a live region announces the count.
 */
export default function ProviderCatalogue({ data }: { data: ProviderCatalogueData }): ReactNode {
  const { providers, places } = data;
  const id = useId();
  const choices = useMemo<FilterChoices>(
    () => ({ kinds: data.kinds, commodities: data.commodityGroups, places: places.map((p) => p.value) }),
    [data.kinds, data.commodityGroups, places],
  );
  const [filter, setFilter] = useFilterInUrl(choices);
  const [textReached, setTextReached] = useState(false);
  const entries = useFilterableRows(providers, textReached || filter.text.trim() !== '');
  // The text applies once the words it is matched against are there, so it never shows a partial match.
  const shown = useMemo(
    () =>
      entries
        ? filterProviders(entries, filter)
        : filterProviders(
            providers.map((row) => ({ ...row, ...NO_WORDS })),
            { ...filter, text: '' },
          ),
    [entries, providers, filter],
  );
  const live = useLiveRows(filter);

  const update =
    (key: keyof ProviderFilter) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>): void =>
      setFilter({ ...filter, [key]: event.target.value }, key !== 'text');

  return (
    <div className={styles.catalogue}>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filter providers"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={`${styles.field} ${styles.textField}`}>
          <label htmlFor={`${id}-text`}>Search</label>
          <input
            id={`${id}-text`}
            type="search"
            value={filter.text}
            onChange={update('text')}
            onFocus={() => setTextReached(true)}
            onPointerEnter={() => setTextReached(true)}
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
        <button
          type="reset"
          className="button button--secondary"
          onClick={() => setFilter(emptyFilter, true)}
        >
          Clear filters
        </button>
      </form>
      <p className={styles.summary} aria-live="polite" role="status">
        {resultSummary(shown.length, providers.length)}
      </p>
      {/* A new key when the rows go live replaces the server's element instead of patching it. */}
      {live ? (
        <div key="live">
          <DataTable caption="Data providers and exchanges" columns={columns} rowHeaders="text">
            {shown.map((provider) => (
              <ProviderRow key={provider.code} provider={provider} />
            ))}
          </DataTable>
        </div>
      ) : (
        <ServerTable key="server" />
      )}
    </div>
  );
}
