/**
 * What the site's components may import from this plugin (its theme components aside, which Docusaurus
 * resolves through `@theme/`): the not-found page's link to a search and its spelling suggestions.
 */
export { searchHref, searchQueryFromPath } from './client/searchQueryFromPath';
export { useSpellingSuggestions } from './theme/useSpellingSuggestions';
