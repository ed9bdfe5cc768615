import { emptyFilter, type ProviderFilter } from './filterProviders';

/** Query parameter that holds each filter, so a filtered view has a URL of its own. */
const parameterOf: Record<keyof ProviderFilter, string> = {
  text: 'q',
  kind: 'kind',
  commodity: 'commodity',
  place: 'place',
};

/** The choices a select offers; a URL value outside them is ignored rather than matching nothing. */
export interface FilterChoices {
  kinds: readonly string[];
  commodities: readonly string[];
  places: readonly string[];
}

/** Reads the filter from a URL query string, keeping only values the selects offer. */
export function filterFromSearch(search: string, choices: FilterChoices): ProviderFilter {
  const params = new URLSearchParams(search);
  const pick = (key: keyof ProviderFilter, allowed: readonly string[]): string => {
    const value = params.get(parameterOf[key]) ?? '';
    return allowed.includes(value) ? value : '';
  };
  return {
    ...emptyFilter,
    text: params.get(parameterOf.text) ?? '',
    kind: pick('kind', choices.kinds) as ProviderFilter['kind'],
    commodity: pick('commodity', choices.commodities) as ProviderFilter['commodity'],
    place: pick('place', choices.places),
  };
}

/**
 * The query string for a filter: the page's other parameters stay, empty filters are left out,
 * and no filter at all gives an empty string (the plain catalogue URL).
 */
export function searchFromFilter(filter: ProviderFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.keys(parameterOf) as (keyof ProviderFilter)[]) {
    const value = key === 'text' ? filter.text.trim() : filter[key];
    if (value) params.set(parameterOf[key], filter[key]);
    else params.delete(parameterOf[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
