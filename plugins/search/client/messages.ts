/**
 * User-visible search texts (spec section 8). The modal and the /search page
 * both take them from here.
 */
export const SEARCH_MESSAGES = {
  placeholder: 'Search docs',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  retry: 'Try again',
  /** The /search page without JavaScript. */
  needsJavaScript: 'Search needs JavaScript, which is turned off or blocked in your browser.',
  browseSections: 'Browse the documentation by section instead:',
  noResults: 'No results found for',
  suggestedQuery: 'Try searching for',
  /** A misspelt query's correction: "Showing results for python — search instead for pyhton". */
  showingResultsFor: 'Showing results for',
  searchInsteadFor: 'search instead for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  askAiDisclaimer: 'Answers are generated with AI which can make mistakes. Verify responses.',
  /** The modal's code could not load while the reader is offline. */
  needsConnection: 'Search needs a connection.',
} as const;

/** Queries the /search page offers when nothing matches. */
export const SUGGESTED_QUERIES = ['ODSL', 'curve', 'REST API', 'tutorial'] as const;
