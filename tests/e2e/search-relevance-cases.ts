/*
 * Queries and the pages a reader expects in the first three results of the /search page (and, for the
 * ones marked in MODAL_QUERIES, of the modal). Expected pages are routes from the platform facts
 * (commands, stages, types, functions, services, calendars, guides, providers, data, blog). Identifier
 * queries expect any built page whose text contains the identifier.
 */

/** The REST guides: the API overview, the REST pages that are not a service, and the API quick start. */
const REST_GUIDES = [
  '/docs/api',
  '/docs/api/rest/rest',
  '/docs/api/rest/standards',
  '/docs/api/rest/searching',
  '/docs/api/rest/aggregation',
  '/docs/api/rest/special_functions',
  '/docs/tutorials/qs/api',
  '/docs/tutorials/qs/api/security',
  '/docs/tutorials/qs/api/services',
];

/** The API quick start's security step, or the REST overview (its Authentication section). */
const AUTHENTICATION = ['/docs/tutorials/qs/api/security', '/docs/api/rest/rest'];

export interface RelevanceCase {
  query: string;
  /** Any of these routes passes; or pages whose text contains `containing`. */
  expect: string[] | { containing: string; or?: string[] };
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  // ODSL commands: exact titles
  { query: 'print', expect: ['/docs/odsl/command/print'] },
  { query: 'aggregate', expect: ['/docs/odsl/command/aggregate'] },
  { query: 'onerror', expect: ['/docs/odsl/command/onerror'] },
  { query: 'while', expect: ['/docs/odsl/command/while'] },
  { query: 'Language Glossary', expect: ['/docs/odsl/glossary'] },
  { query: 'ODSL Types Reference', expect: ['/docs/odsl/types'] },
  // aggregation stages
  { query: 'bucketAuto', expect: ['/docs/odsl/stages/bucketAuto'] },
  { query: 'graphLookup', expect: ['/docs/odsl/stages/graphLookup'] },
  // variable types
  { query: 'SmartCurve', expect: ['/docs/odsl/variable/smartcurve'] },
  { query: 'TimeSeries', expect: ['/docs/odsl/variable/timeseries', '/docs/odsl/topics/timeseries'] },
  { query: 'Expiry Calendar', expect: ['/docs/odsl/variable/expirycalendar', '/docs/odsl/calendar/expiry'] },
  // functions
  { query: 'Curve Functions', expect: ['/docs/odsl/function/functions-curve'] },
  { query: 'capitaliseFully', expect: ['/docs/odsl/function/functions-strings'] },
  // services, calendars, data management, extensions
  { query: 'Secret Service', expect: ['/docs/odsl/service/secret'] },
  { query: 'XLS', expect: ['/docs/odsl/service/xls'] },
  { query: 'Period Codes', expect: ['/docs/kb/pc', '/docs/odsl/calendar/period-code'] },
  { query: 'Holiday Calendar', expect: ['/docs/odsl/calendar/holiday'] },
  { query: 'Data Versioning', expect: ['/docs/odsl/dm/versioning'] },
  { query: 'Message Queues', expect: ['/docs/odsl/dm/queues', '/docs/odsl/dl/queue'] },
  { query: 'Simple portfolio extension', expect: ['/docs/odsl/extension/odsl.simple_portfolio'] },
  // providers
  { query: 'CME', expect: ['/docs/company/CME'] },
  { query: 'EEX', expect: ['/docs/company/EEX'] },
  { query: 'ICE', expect: ['/docs/company/ICE'] },
  { query: 'Loading Provider Data', expect: ['/docs/data/provider-data'] },
  { query: 'bring your own licence', expect: ['/docs/data/provider-data'] },
  // identifiers and query parameters
  // The id's own pages, or the page documenting its dataset.
  { query: '#ABN_FX.EURUSD:SPOT', expect: { containing: '#ABN_FX.EURUSD:SPOT', or: ['/docs/data/fx'] } },
  { query: 'ABN_FX', expect: ['/docs/data/fx'] },
  { query: '_limit', expect: { containing: '_limit' } },
  // data, knowledge base, automation, discovery guides
  { query: 'Release Notes', expect: ['/docs/data/Release-Notes'] },
  { query: 'cron', expect: ['/docs/kb/cron'] },
  {
    query: 'webhook',
    expect: ['/docs/topics/automations/targets/webhook', '/docs/topics/subscribe/webhook'],
  },
  { query: 'Uploading data', expect: ['/docs/discovery/uploading-data'] },
  // tutorials: the quick-start tracks and the series readers ask for by name
  { query: 'MongoDB quick start', expect: ['/docs/tutorials/qs/mongodb'] },
  { query: 'ODSL Developer quick start', expect: ['/docs/tutorials/qs/developer'] },
  { query: 'API Developer quick start', expect: ['/docs/tutorials/qs/api'] },
  { query: 'Subscribing to data feeds', expect: ['/docs/tutorials/gettingstarted1'] },
  {
    query: 'SQL Server loader',
    expect: ['/docs/tutorials/localsqlserver', '/docs/tutorials/gettingstarted1sql'],
  },
  { query: 'Running ODSL code', expect: ['/docs/tutorials/running-code'] },
  // user guides: tools, Excel add-in, web portal
  { query: 'command line tool', expect: ['/docs/user/cli'] },
  { query: 'vs code extension', expect: ['/docs/user/vscode'] },
  { query: 'excel add-in', expect: ['/docs/user/excel'] },
  { query: 'excel curves', expect: ['/docs/user/excel/curves'] },
  { query: 'excel functions', expect: ['/docs/user/excel/functions'] },
  { query: 'ODSL.SERIESRANGE', expect: ['/docs/user/excel/functions'] },
  { query: 'portal favourites', expect: ['/docs/user/portal/favourites'] },
  { query: 'execution dashboard', expect: ['/docs/user/portal/executions'] },
  { query: 'process timeline', expect: ['/docs/user/portal/timeline'] },
  { query: 'web portal', expect: ['/docs/user/portal'] },
  // automations, smart curves, real-time, versioning, assistants, roadmap
  { query: 'Automation Basics', expect: ['/docs/topics/automations/basics'] },
  { query: 'create an automation', expect: ['/docs/topics/automations/creating'] },
  { query: 'automation targets', expect: ['/docs/topics/automations/targets'] },
  { query: 'email_attachment', expect: ['/docs/topics/automations/targets/email'] },
  { query: 'dataset quality checks', expect: ['/docs/topics/automations/targets/dataset-checks'] },
  { query: 'custom automation target', expect: ['/docs/topics/automations/targets/custom'] },
  {
    query: 'smart curve',
    expect: [
      '/docs/topics/smart-curves/what-is-a-smart-curve',
      '/docs/topics/curves/smart-curves',
      '/docs/tutorials/smart-curves',
    ],
  },
  { query: 'curve building methods', expect: ['/docs/topics/smart-curves/curve-building-methods'] },
  { query: 'OnDependencies', expect: ['/docs/topics/smart-curves/scheduling-and-automation'] },
  { query: 'Fusion AI smart curve', expect: ['/docs/topics/smart-curves/fusion-ai-smart-curves'] },
  { query: 'real-time data changes', expect: ['/docs/topics/realtime'] },
  { query: 'event curve versioning', expect: ['/docs/topics/curves/event-curve-versioning'] },
  { query: 'REMIT', expect: ['/docs/public/extensions/assistant-remit'] },
  { query: 'renewable generation optimiser', expect: ['/docs/public/extensions/assistant-rgo'] },
  { query: 'Composer', expect: ['/docs/roadmap/composer'] },
  { query: 'Cloud Connect', expect: ['/docs/roadmap/cloud-connect'] },
  // REST API reference
  { query: 'curve service', expect: ['/docs/api/rest/service/curve'] },
  { query: 'process execution service', expect: ['/docs/api/rest/service/process-execution'] },
  { query: 'Report Configuration Service', expect: ['/docs/api/rest/service/reportconfig'] },
  { query: 'automation target', expect: ['/docs/api/rest/service/automationtarget'] },
  { query: 'REST API', expect: ['/docs/api/rest/rest'] },
  { query: 'OpenAPI', expect: ['/docs/api/rest/rest', '/docs/api'] },
  {
    query: 'x-odsl-environment',
    expect: ['/docs/api/rest/rest', '/docs/api/rest/standards', '/docs/api/rest/service/environment'],
  },
  // REST guides, real-time API, SDKs
  { query: 'paging', expect: ['/docs/api/rest/standards'] },
  { query: 'real-time API', expect: ['/docs/api/realtime'] },
  { query: 'python sdk', expect: ['/docs/sdk/python', '/docs/sdk/python/getting-started'] },
  { query: 'javadocs', expect: ['/docs/sdk/javadocs'] },
  { query: 'matlab', expect: ['/docs/sdk/matlab'] },
  // Short product and task words from the sidebar (issue 26): the page about the thing, not the pages
  // that mention it.
  { query: 'python', expect: ['/docs/sdk/python'] },
  { query: 'excel', expect: ['/docs/user/excel'] },
  { query: 'authentication', expect: AUTHENTICATION },
  { query: 'how do I get a token', expect: AUTHENTICATION },
  { query: 'curl', expect: REST_GUIDES },
  { query: 'java', expect: ['/docs/sdk/java'] },
  { query: 'mongodb', expect: ['/docs/tutorials/qs/mongodb', '/docs/tutorials/qs/mongodb/connecting'] },
  { query: 'cli', expect: ['/docs/user/cli'] },
  { query: 'vscode', expect: ['/docs/user/vscode'] },
  { query: 'portal', expect: ['/docs/user/portal'] },
  { query: 'insights', expect: ['/docs/odsl/insights/general'] },
  { query: 'glossary', expect: ['/docs/odsl/glossary'] },
  {
    query: 'workflow',
    expect: ['/docs/odsl/variable/workflow', '/docs/odsl/command/workflow', '/docs/odsl/dm/workflow'],
  },
  { query: 'subscriptions', expect: ['/docs/topics/subscribe/overview', '/docs/odsl/dm/subscriptions'] },
  {
    query: 'automations',
    expect: [
      '/docs/topics/automations/basics',
      '/docs/discovery/automation',
      '/docs/topics/automations/creating',
    ],
  },
  { query: 'reporting', expect: ['/docs/topics/reporting/basics'] },
  { query: 'calendars', expect: ['/docs/odsl/calendar/calendars'] },
  { query: 'metrics', expect: ['/docs/it/metrics', '/docs/odsl/os/metrics'] },
  { query: 'alerts', expect: ['/docs/odsl/os/alerts'] },
  { query: 'geospatial', expect: ['/docs/odsl/dm/geospatial'] },
  { query: 'migration', expect: ['/docs/odsl/dm/migration'] },
  { query: 'auditing', expect: ['/docs/odsl/dm/auditing', '/docs/poc/auditing'] },
  { query: 'faq', expect: ['/docs/it/faq'] },
  { query: 'naming', expect: ['/docs/kb/naming'] },
  { query: 'precision', expect: ['/docs/kb/precision'] },
  { query: 'sparse', expect: ['/docs/odsl/calendar/sparse'] },
  { query: 'matrix', expect: ['/docs/odsl/variable/matrix', '/docs/odsl/topics/matrix'] },
  { query: 'jira', expect: ['/docs/topics/automations/targets/jira', '/docs/topics/subscribe/jira'] },
  { query: 'teams', expect: ['/docs/topics/automations/targets/teams', '/docs/topics/subscribe/teams'] },
  { query: 'etl', expect: ['/docs/tutorials/qs/developer/etl'] },
  { query: 'smart feeds', expect: ['/docs/odsl/os/smartfeed'] },
  { query: 'personalisation', expect: ['/docs/discovery/personalisation'] },
  { query: 'machine learning', expect: ['/docs/discovery/machine-learning-and-rules'] },
  { query: 'forward curve', expect: ['/docs/topics/curves/intro'] },
  { query: 'roadmap', expect: ['/docs/roadmap', '/docs/data/roadmap'] },
  // blog
  { query: 'data release April 2026', expect: ['/blog/2026/04/30/data-release-april-2026'] },
];

/** The queries of issue 26, checked in the modal too. */
export const MODAL_QUERIES = ['python', 'excel', 'authentication', 'how do I get a token', 'curl'];
