/**
 * The query parameters every REST service reads the same way, as the standards page lists them
 * (docs/api/rest/standards.mdx renders its table from this list through `npm run generate`). The HTTP
 * example check (lib/content/httpExamples.ts) accepts them on every operation.
 */
export interface SharedQueryParameter {
  name: string;
  /** The parameter as a reader types it. */
  example: string;
  /** One sentence of Markdown: what it does and where the rule is explained. */
  description: string;
}

export const sharedQueryParameters: readonly SharedQueryParameter[] = [
  { name: '_limit', example: '_limit=100', description: 'Page size; see [paging](#paging).' },
  { name: '_skip', example: '_skip=100', description: 'Items to skip; see [paging](#paging).' },
  {
    name: '_sort',
    example: '_sort={"name":1,"timestamp":-1}',
    description: 'Sort order; see [sorting](#sorting).',
  },
  {
    name: '_project',
    example: '_project=name,description',
    description: 'Fields to return; see [choosing fields](#choosing-fields).',
  },
  {
    name: '_search',
    example: '_search=london',
    description:
      'Free-text search; see [Searching and Filtering](/docs/api/rest/searching#free-text-search).',
  },
  {
    name: '_searchinfo',
    example: '_searchinfo=lon',
    description:
      'Suggestions that start with the text; see [autocomplete](/docs/api/rest/searching#autocomplete).',
  },
  {
    name: '_distinct',
    example: '_distinct=location',
    description:
      'The distinct values of a field; see [Aggregation](/docs/api/rest/aggregation#distinct-values).',
  },
  {
    name: '_filter',
    example: '_filter={"status":"failed"}',
    description:
      'Filter expression or JSON filter; see [filter expressions](/docs/api/rest/searching#filter-expressions).',
  },
  {
    name: '_fieldinfo',
    example: '_fieldinfo=status',
    description:
      'Counts of the items per value of a field; see [Aggregation](/docs/api/rest/aggregation#counting-per-value).',
  },
  {
    name: '_aggregate',
    example: '_aggregate=[{"$group":{"_id":"$status"}}]',
    description:
      'An aggregation pipeline; see [Aggregation](/docs/api/rest/aggregation#aggregation-pipelines).',
  },
  {
    name: '_function',
    example: '_function=listAutomations',
    description:
      'Runs a function of the service on the item; see [Special Functions](/docs/api/rest/special_functions).',
  },
  {
    name: '_metric',
    example: '_metric=ODSLRequest/ReadRequests',
    description:
      'A usage metric of the list or item as a time series, with `_calendar` and `_observed`; see [usage metrics](/docs/api/rest/aggregation#usage-metrics-as-time-series).',
  },
  {
    name: '_calendar',
    example: '_calendar=%23PT1H',
    description:
      'Calendar of a `_metric` series; see [usage metrics](/docs/api/rest/aggregation#usage-metrics-as-time-series).',
  },
  {
    name: '_observed',
    example: '_observed=summed',
    description:
      'How a `_metric` series combines the values of a bucket; see [usage metrics](/docs/api/rest/aggregation#usage-metrics-as-time-series).',
  },
  {
    name: '_range',
    example: '_range=last(10)',
    description: 'Date range of time series values; see [date ranges](#date-ranges).',
  },
  {
    name: '_reason',
    example: '_reason=New Data',
    description: 'Reason recorded in the audit log for a change; see [audit reasons](#audit-reasons).',
  },
  {
    name: '_profile',
    example: '_profile=SPOT',
    description:
      'Return a named data property of the matching objects instead of the objects; see [profiles](#profiles).',
  },
  {
    name: '_replace',
    example: '_replace=true',
    description:
      'Make an object `POST` replace the stored object instead of merging into it; see [saving an object](#saving-an-object).',
  },
  {
    name: '_delay',
    example: '_delay=60000',
    description:
      'Milliseconds to wait before a process you trigger by hand starts; see [delayed runs](#delayed-runs).',
  },
];
