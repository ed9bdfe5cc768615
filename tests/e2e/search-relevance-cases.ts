/*
 * The relevance set: queries and the pages a reader expects in the first three results of both search UIs
 * (the /search page and the modal). Five categories were written from the platform facts and the docs tree
 * before any of them was run; the expected pages are routes from the facts. Identifier queries expect any
 * built page whose text contains the identifier. The sixth is the jobs list (data/jobs): every phrasing of
 * every job whose page is written, expecting that page; it replaces a hand-written case of the same words.
 * search-relevance.spec.ts measures the top-3 rate of each category on both UIs (at least 90% each).
 */
import { jobSearchCases } from '../../data/jobs';

export const CATEGORIES = ['task', 'question', 'term', 'api', 'typo', 'job'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RelevanceCase {
  query: string;
  /** Any of these routes passes; or pages whose text contains `containing`. */
  expect: string[] | { containing: string; or?: string[] };
  category: Category;
}

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
const PYTHON_LOGIN = ['/docs/sdk/python/getting-started', '/docs/sdk/python'];
const SUBSCRIPTIONS = ['/docs/topics/subscribe/overview', '/docs/odsl/dm/subscriptions'];
const SUBSCRIBING = [
  ...SUBSCRIPTIONS,
  '/docs/discovery/subscribing-to-data',
  '/docs/tutorials/gettingstarted1',
];
const AUTOMATIONS = [
  '/docs/topics/automations/basics',
  '/docs/discovery/automation',
  '/docs/topics/automations/creating',
];
const WEBHOOK = [
  '/docs/topics/automations/targets/webhook',
  '/docs/topics/subscribe/webhook',
  '/docs/tutorials/subscribing/subscribe-webhook',
];
const TIMESERIES = ['/docs/odsl/variable/timeseries', '/docs/odsl/topics/timeseries'];
const CALENDARS = ['/docs/odsl/calendar/calendars', '/docs/odsl/variable/calendar'];
const HOLIDAY = ['/docs/odsl/calendar/holiday'];
const EXPIRY = ['/docs/odsl/variable/expirycalendar', '/docs/odsl/calendar/expiry'];
const EXTENSIONS = [
  '/docs/odsl/extension/extension-basics',
  '/docs/poc/extensions',
  '/docs/odsl/variable/extension',
];
const SMART_CURVE = [
  '/docs/topics/smart-curves/what-is-a-smart-curve',
  '/docs/topics/curves/smart-curves',
  '/docs/tutorials/smart-curves',
  '/docs/odsl/variable/smartcurve',
];
const SEARCHING = [
  '/docs/tutorials/searching',
  '/docs/poc/find-data',
  '/docs/api/rest/searching',
  '/docs/tutorials/qs/mongodb/searching',
  '/docs/user/excel/finding-data',
  '/docs/tutorials/qs/developer/searching',
  '/docs/odsl/command/find',
];
const ALL_FUNCTIONS = '/docs/odsl/function/functions';

const TASKS: RelevanceCase[] = [
  { query: 'load csv into timeseries', expect: ['/docs/odsl/service/csv'] },
  { query: 'read file from ftp server', expect: ['/docs/odsl/service/ftp'] },
  { query: 'fetch timeseries via rest api', expect: ['/docs/api/rest/service/data'] },
  { query: 'python sdk authenticate without browser', expect: PYTHON_LOGIN },
  {
    query: 'read an excel spreadsheet in a script',
    expect: ['/docs/odsl/service/xls', '/docs/odsl/variable/spreadsheet'],
  },
  { query: 'parse json from a web service', expect: ['/docs/odsl/service/json'] },
  { query: 'download a file from an s3 bucket', expect: ['/docs/odsl/service/s3'] },
  { query: 'decompress a gzip file', expect: ['/docs/odsl/service/gzip'] },
  { query: 'extract tables from a pdf', expect: ['/docs/odsl/service/pdf'] },
  { query: 'scrape data from an html page', expect: ['/docs/odsl/service/html', '/docs/odsl/service/dhtml'] },
  {
    query: 'read a file from azure storage',
    expect: ['/docs/odsl/service/azfile', '/docs/topics/automations/targets/blob'],
  },
  {
    query: 'store an api key as a secret',
    expect: ['/docs/odsl/service/secret', '/docs/odsl/variable/secret', '/docs/api/rest/service/secret'],
  },
  { query: 'subscribe to an fx rate by email', expect: ['/docs/tutorials/subscribing/subscribe-email'] },
  { query: 'consume queue messages reliably', expect: ['/docs/tutorials/subscribing/subscribe-queue'] },
  {
    query: 'send an email when data arrives',
    expect: [
      '/docs/topics/automations/targets/email',
      '/docs/topics/subscribe/email',
      '/docs/tutorials/subscribing/subscribe-email',
    ],
  },
  { query: 'call a webhook when a curve is updated', expect: WEBHOOK },
  {
    query: 'post a message to microsoft teams',
    expect: ['/docs/topics/automations/targets/teams', '/docs/topics/subscribe/teams'],
  },
  {
    query: 'raise a jira ticket from an automation',
    expect: ['/docs/topics/automations/targets/jira', '/docs/topics/subscribe/jira'],
  },
  { query: 'create an automation', expect: ['/docs/topics/automations/creating'] },
  {
    query: 'schedule a report with a cron expression',
    expect: ['/docs/kb/cron', '/docs/sdk/python/reports', '/docs/topics/reporting/basics'],
  },
  { query: 'create a holiday calendar', expect: HOLIDAY },
  {
    query: 'fill missing values in a timeseries',
    expect: ['/docs/kb/missing', '/docs/odsl/function/functions-timeseries'],
  },
  { query: 'write events with the python sdk', expect: ['/docs/sdk/python/events'] },
  { query: 'build payloads in python', expect: ['/docs/sdk/python/building-payloads'] },
  { query: 'install the excel add-in', expect: ['/docs/user/excel'] },
  { query: 'install the vs code extension', expect: ['/docs/user/vscode'] },
  { query: 'debug an odsl script in vs code', expect: ['/docs/user/vscode'] },
  { query: 'run odsl from the command line', expect: ['/docs/user/cli', '/docs/tutorials/running-code'] },
  { query: 'load data into mongodb', expect: ['/docs/tutorials/qs/mongodb/loading'] },
  { query: 'connect to mongodb', expect: ['/docs/tutorials/qs/mongodb/connecting'] },
  { query: 'run a python script as a process', expect: ['/docs/product/polyglot/python-process'] },
  { query: 'run a node.js process', expect: ['/docs/product/polyglot/node-process'] },
  {
    query: 'migrate data between environments',
    expect: ['/docs/odsl/dm/migration', '/docs/tutorials/workingenvironments'],
  },
  {
    query: 'monitor dataset delivery',
    expect: ['/docs/poc/dataset-monitoring', '/docs/user/portal/dataset', '/docs/odsl/dm/monitoring'],
  },
  {
    query: 'check dataset quality',
    expect: [
      '/docs/topics/automations/targets/dataset-checks',
      '/docs/poc/dataset-monitoring',
      '/docs/tutorials/qs/mongodb/quality',
    ],
  },
  {
    query: 'export curves to a file',
    expect: ['/docs/topics/curves/export', '/docs/topics/automations/targets/curve-export'],
  },
  { query: 'filter results with _filter', expect: ['/docs/api/rest/searching'] },
  { query: 'load provider data with my own licence', expect: ['/docs/data/provider-data'] },
  {
    query: 'build a custom sql server loader',
    expect: ['/docs/tutorials/localsqlserver', '/docs/tutorials/gettingstarted1sql'],
  },
  { query: 'Uploading data', expect: ['/docs/discovery/uploading-data'] },
  { query: 'Loading Provider Data', expect: ['/docs/data/provider-data'] },
  { query: 'Running ODSL code', expect: ['/docs/tutorials/running-code'] },
  { query: 'Subscribing to data feeds', expect: ['/docs/tutorials/gettingstarted1'] },
  { query: 'bring your own licence', expect: ['/docs/data/provider-data'] },
].map((c) => ({ ...c, category: 'task' as const }));

const QUESTIONS: RelevanceCase[] = [
  { query: 'how do I get a token', expect: AUTHENTICATION },
  { query: 'how do I authenticate to the rest api', expect: AUTHENTICATION },
  { query: 'how do I load a csv file', expect: ['/docs/odsl/service/csv'] },
  { query: 'what is a smart curve', expect: SMART_CURVE },
  { query: 'how do I install the python sdk', expect: PYTHON_LOGIN },
  {
    query: 'how do I log in with a client secret',
    expect: [...PYTHON_LOGIN, '/docs/sdk/matlab', ...AUTHENTICATION],
  },
  { query: 'what is a period code', expect: ['/docs/kb/pc', '/docs/odsl/calendar/period-code'] },
  { query: 'how do I write a cron expression', expect: ['/docs/kb/cron'] },
  { query: 'what are active variables', expect: ['/docs/kb/av', '/docs/odsl/service/services'] },
  { query: 'how do I create an automation', expect: ['/docs/topics/automations/creating'] },
  { query: 'what is an expiry calendar', expect: EXPIRY },
  { query: 'how do I page through results', expect: ['/docs/api/rest/standards'] },
  { query: 'how do I search for data', expect: SEARCHING },
  { query: 'which currency codes can I use', expect: ['/docs/kb/currency'] },
  { query: 'what status values can a process have', expect: ['/docs/kb/status'] },
  { query: 'how are numbers rounded', expect: ['/docs/kb/precision'] },
  { query: 'how do I handle missing values', expect: ['/docs/kb/missing'] },
  { query: 'what is a forward curve', expect: ['/docs/topics/curves/intro'] },
  { query: 'how do I subscribe to data', expect: SUBSCRIBING },
  {
    query: 'how do I upload my own data',
    expect: ['/docs/discovery/uploading-data', '/docs/poc/loading-data'],
  },
  { query: 'how do I get real-time updates', expect: ['/docs/api/realtime', '/docs/topics/realtime'] },
  { query: 'how do I run odsl code', expect: ['/docs/tutorials/running-code'] },
  {
    query: 'what is a data environment',
    expect: [
      '/docs/tutorials/workingenvironments',
      '/docs/api/rest/service/environment',
      '/docs/odsl/service/environment',
    ],
  },
  {
    query: 'how do I send a message to a queue',
    expect: ['/docs/odsl/dm/queues', '/docs/odsl/command/send', '/docs/topics/automations/targets/queue'],
  },
  {
    query: 'how do I define a function in odsl',
    expect: ['/docs/odsl/command/function', '/docs/tutorials/qs/developer/functions'],
  },
  { query: 'how are time series stored in mongodb', expect: ['/docs/tutorials/qs/mongodb/timeseries'] },
  { query: 'what date rules are there', expect: ['/docs/kb/daterules'] },
  { query: 'how should I name my data', expect: ['/docs/kb/naming'] },
  { query: 'how do I loop over a list', expect: ['/docs/odsl/command/for'] },
  { query: 'how do I call the api with curl', expect: REST_GUIDES },
  {
    query: 'how do I handle errors in a script',
    expect: ['/docs/odsl/command/onerror', '/docs/odsl/command/throw'],
  },
  { query: 'where do I find exchange rates', expect: ['/docs/data/fx'] },
  {
    query: 'what is a tenor',
    expect: [
      '/docs/odsl/variable/contract',
      '/docs/kb/pc',
      '/docs/odsl/calendar/period-code',
      '/docs/topics/curves/intro',
    ],
  },
].map((c) => ({ ...c, category: 'question' as const }));

const TERMS: RelevanceCase[] = [
  { query: 'Language Glossary', expect: ['/docs/odsl/glossary'] },
  { query: 'ODSL Types Reference', expect: ['/docs/odsl/types'] },
  { query: 'TimeSeries', expect: TIMESERIES },
  { query: 'Expiry Calendar', expect: EXPIRY },
  { query: 'Period Codes', expect: ['/docs/kb/pc', '/docs/odsl/calendar/period-code'] },
  { query: 'Holiday Calendar', expect: HOLIDAY },
  { query: 'Data Versioning', expect: ['/docs/odsl/dm/versioning'] },
  { query: 'Message Queues', expect: ['/docs/odsl/dm/queues', '/docs/odsl/dl/queue'] },
  { query: 'Simple portfolio extension', expect: ['/docs/odsl/extension/odsl.simple_portfolio'] },
  { query: 'CME', expect: ['/docs/company/CME'] },
  { query: 'EEX', expect: ['/docs/company/EEX'] },
  { query: 'ICE', expect: ['/docs/company/ICE'] },
  { query: 'Release Notes', expect: ['/docs/data/Release-Notes'] },
  { query: 'cron', expect: ['/docs/kb/cron'] },
  { query: 'webhook', expect: WEBHOOK.slice(0, 2) },
  { query: 'MongoDB quick start', expect: ['/docs/tutorials/qs/mongodb'] },
  { query: 'ODSL Developer quick start', expect: ['/docs/tutorials/qs/developer'] },
  { query: 'API Developer quick start', expect: ['/docs/tutorials/qs/api'] },
  {
    query: 'SQL Server loader',
    expect: ['/docs/tutorials/localsqlserver', '/docs/tutorials/gettingstarted1sql'],
  },
  { query: 'command line tool', expect: ['/docs/user/cli'] },
  { query: 'vs code extension', expect: ['/docs/user/vscode'] },
  { query: 'excel add-in', expect: ['/docs/user/excel'] },
  { query: 'excel curves', expect: ['/docs/user/excel/curves'] },
  { query: 'excel functions', expect: ['/docs/user/excel/functions'] },
  { query: 'portal favourites', expect: ['/docs/user/portal/favourites'] },
  { query: 'execution dashboard', expect: ['/docs/user/portal/executions'] },
  { query: 'process timeline', expect: ['/docs/user/portal/timeline'] },
  { query: 'web portal', expect: ['/docs/user/portal'] },
  { query: 'Automation Basics', expect: ['/docs/topics/automations/basics'] },
  { query: 'automation targets', expect: ['/docs/topics/automations/targets'] },
  { query: 'dataset quality checks', expect: ['/docs/topics/automations/targets/dataset-checks'] },
  { query: 'custom automation target', expect: ['/docs/topics/automations/targets/custom'] },
  { query: 'smart curve', expect: SMART_CURVE.slice(0, 3) },
  { query: 'curve building methods', expect: ['/docs/topics/smart-curves/curve-building-methods'] },
  { query: 'Fusion AI smart curve', expect: ['/docs/topics/smart-curves/fusion-ai-smart-curves'] },
  { query: 'real-time data changes', expect: ['/docs/topics/realtime'] },
  { query: 'event curve versioning', expect: ['/docs/topics/curves/event-curve-versioning'] },
  { query: 'REMIT', expect: ['/docs/public/extensions/assistant-remit'] },
  { query: 'renewable generation optimiser', expect: ['/docs/public/extensions/assistant-rgo'] },
  { query: 'Composer', expect: ['/docs/roadmap/composer'] },
  { query: 'Cloud Connect', expect: ['/docs/roadmap/cloud-connect'] },
  { query: 'OpenAPI', expect: ['/docs/api/rest/rest', '/docs/api'] },
  { query: 'paging', expect: ['/docs/api/rest/standards'] },
  { query: 'real-time API', expect: ['/docs/api/realtime'] },
  { query: 'python sdk', expect: PYTHON_LOGIN },
  { query: 'javadocs', expect: ['/docs/sdk/javadocs'] },
  { query: 'matlab', expect: ['/docs/sdk/matlab'] },
  // Short product and task words from the sidebar (issue 26): the page about the thing, not the pages
  // that mention it.
  { query: 'python', expect: ['/docs/sdk/python'] },
  { query: 'excel', expect: ['/docs/user/excel'] },
  { query: 'authentication', expect: AUTHENTICATION },
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
  { query: 'subscriptions', expect: SUBSCRIPTIONS },
  { query: 'automations', expect: AUTOMATIONS },
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
  { query: 'data release April 2026', expect: ['/blog/2026/04/30/data-release-april-2026'] },
  { query: 'interest rates', expect: ['/docs/data/ir'] },
  { query: 'foreign exchange', expect: ['/docs/data/fx'] },
  { query: 'agricultural data', expect: ['/docs/data/aggs/Overview'] },
  { query: 'country codes', expect: ['/docs/kb/country'] },
  { query: 'intraday calendar', expect: ['/docs/odsl/calendar/intraday'] },
  { query: 'security policies', expect: ['/docs/odsl/topics/policies'] },
  { query: 'user tasks', expect: ['/docs/odsl/topics/tasks'] },
  { query: 'public components', expect: ['/docs/public'] },
  { query: 'proof of concept', expect: ['/docs/poc'] },
].map((c) => ({ ...c, category: 'term' as const }));

const API_NAMES: RelevanceCase[] = [
  // ODSL commands
  { query: 'print', expect: ['/docs/odsl/command/print'] },
  { query: 'aggregate', expect: ['/docs/odsl/command/aggregate'] },
  { query: 'onerror', expect: ['/docs/odsl/command/onerror'] },
  { query: 'while', expect: ['/docs/odsl/command/while'] },
  { query: 'find command', expect: ['/docs/odsl/command/find', '/docs/tutorials/searching'] },
  { query: 'transform', expect: ['/docs/odsl/command/transform'] },
  { query: 'send command', expect: ['/docs/odsl/command/send'] },
  { query: 'logout', expect: ['/docs/odsl/command/logout'] },
  // aggregation stages
  { query: 'bucketAuto', expect: ['/docs/odsl/stages/bucketAuto'] },
  { query: 'graphLookup', expect: ['/docs/odsl/stages/graphLookup'] },
  { query: 'sortByCount', expect: ['/docs/odsl/stages/sortByCount'] },
  { query: 'replaceRoot', expect: ['/docs/odsl/stages/replaceRoot'] },
  { query: 'unwind', expect: ['/docs/odsl/stages/unwind'] },
  // variable types
  { query: 'SmartCurve', expect: ['/docs/odsl/variable/smartcurve'] },
  { query: 'SmartTimeSeries', expect: ['/docs/odsl/variable/smarttimeseries'] },
  { query: 'CurveDate', expect: ['/docs/odsl/variable/CurveDate'] },
  { query: 'MetricTimeSeries', expect: ['/docs/odsl/variable/metrictimeseries'] },
  // functions
  { query: 'Curve Functions', expect: ['/docs/odsl/function/functions-curve'] },
  { query: 'capitaliseFully', expect: ['/docs/odsl/function/functions-strings', ALL_FUNCTIONS] },
  { query: 'bootstrapCurve', expect: ['/docs/odsl/function/functions-curve', ALL_FUNCTIONS] },
  { query: 'blackScholesCall', expect: ['/docs/odsl/function/functions-options', ALL_FUNCTIONS] },
  { query: 'parseISODate', expect: ['/docs/odsl/function/functions-dates', ALL_FUNCTIONS] },
  { query: 'daylightSavings', expect: ['/docs/odsl/function/functions-dates', ALL_FUNCTIONS] },
  { query: 'assertEquals', expect: ['/docs/odsl/function/functions-testing', ALL_FUNCTIONS] },
  { query: 'OLSMultipleRegression', expect: ['/docs/odsl/function/functions-statistics', ALL_FUNCTIONS] },
  { query: 'encodeBase64', expect: ['/docs/odsl/function/functions-strings', ALL_FUNCTIONS] },
  { query: 'isDatasetComplete', expect: ['/docs/odsl/function/functions-loader', ALL_FUNCTIONS] },
  { query: 'removeDuplicates', expect: ['/docs/odsl/function/functions-loader', ALL_FUNCTIONS] },
  { query: 'forwardFillCurve', expect: ['/docs/odsl/function/functions-curve', ALL_FUNCTIONS] },
  { query: 'correlation', expect: ['/docs/odsl/function/functions-matrix', ALL_FUNCTIONS] },
  // active variable services
  { query: 'Secret Service', expect: ['/docs/odsl/service/secret', '/docs/api/rest/service/secret'] },
  { query: 'XLS', expect: ['/docs/odsl/service/xls'] },
  { query: 'azfile', expect: ['/docs/odsl/service/azfile'] },
  { query: 'memory service', expect: ['/docs/odsl/service/memory'] },
  // REST services and conventions
  { query: 'curve service', expect: ['/docs/api/rest/service/curve', '/docs/odsl/service/curve'] },
  { query: 'process execution service', expect: ['/docs/api/rest/service/process-execution'] },
  { query: 'Report Configuration Service', expect: ['/docs/api/rest/service/reportconfig'] },
  { query: 'automation target', expect: ['/docs/api/rest/service/automationtarget'] },
  { query: 'automation log service', expect: ['/docs/api/rest/service/automationlog'] },
  { query: 'dataset service', expect: ['/docs/api/rest/service/dataset'] },
  {
    query: 'expiry calendar service',
    expect: ['/docs/api/rest/service/expiry', '/docs/odsl/service/expiry'],
  },
  { query: 'metric service', expect: ['/docs/api/rest/service/metric'] },
  { query: 'policy service', expect: ['/docs/api/rest/service/policy'] },
  { query: 'tenant service', expect: ['/docs/api/rest/service/tenant', '/docs/odsl/service/tenant'] },
  { query: 'batch service', expect: ['/docs/api/rest/service/batch'] },
  { query: 'data service', expect: ['/docs/api/rest/service/data'] },
  { query: 'REST API', expect: ['/docs/api/rest/rest'] },
  {
    query: 'x-odsl-environment',
    expect: ['/docs/api/rest/rest', '/docs/api/rest/standards', '/docs/api/rest/service/environment'],
  },
  // identifiers and query parameters: the id's own pages, or the page documenting its dataset
  { query: '#ABN_FX.EURUSD:SPOT', expect: { containing: '#ABN_FX.EURUSD:SPOT', or: ['/docs/data/fx'] } },
  { query: 'ABN_FX', expect: ['/docs/data/fx'] },
  { query: '_limit', expect: { containing: '_limit' } },
  { query: 'email_attachment', expect: ['/docs/topics/automations/targets/email'] },
  { query: 'OnDependencies', expect: ['/docs/topics/smart-curves/scheduling-and-automation'] },
  { query: 'ODSL.SERIESRANGE', expect: ['/docs/user/excel/functions'] },
  { query: 'loginWithSecret', expect: PYTHON_LOGIN },
].map((c) => ({ ...c, category: 'api' as const }));

const TYPOS: RelevanceCase[] = [
  { query: 'timeseris', expect: TIMESERIES },
  { query: 'calender', expect: CALENDARS },
  { query: 'pyhton', expect: ['/docs/sdk/python'] },
  { query: 'holliday', expect: HOLIDAY },
  { query: 'webhok', expect: WEBHOOK.slice(0, 2) },
  { query: 'subscripton', expect: SUBSCRIPTIONS },
  { query: 'automaton', expect: AUTOMATIONS },
  { query: 'expirey calendar', expect: EXPIRY },
  { query: 'extention', expect: EXTENSIONS },
  { query: 'pyton sdk', expect: PYTHON_LOGIN },
  { query: 'mongdb', expect: ['/docs/tutorials/qs/mongodb', '/docs/tutorials/qs/mongodb/connecting'] },
  { query: 'geospacial', expect: ['/docs/odsl/dm/geospatial'] },
  { query: 'authentification', expect: AUTHENTICATION },
  { query: 'favorites', expect: ['/docs/user/portal/favourites'] },
  { query: 'personalization', expect: ['/docs/discovery/personalisation'] },
  { query: 'renewable generation optimizer', expect: ['/docs/public/extensions/assistant-rgo'] },
  { query: 'precison', expect: ['/docs/kb/precision'] },
  { query: 'migraton', expect: ['/docs/odsl/dm/migration'] },
  { query: 'versoning', expect: ['/docs/odsl/dm/versioning'] },
  { query: 'graphlookp', expect: ['/docs/odsl/stages/graphLookup'] },
  { query: 'bucketauto stage', expect: ['/docs/odsl/stages/bucketAuto'] },
  {
    query: 'envirnoment',
    expect: [
      '/docs/tutorials/workingenvironments',
      '/docs/api/rest/service/environment',
      '/docs/odsl/service/environment',
    ],
  },
  { query: 'glosary', expect: ['/docs/odsl/glossary'] },
  { query: 'matlib', expect: ['/docs/sdk/matlab'] },
  { query: 'javdocs', expect: ['/docs/sdk/javadocs'] },
  { query: 'secrit service', expect: ['/docs/odsl/service/secret', '/docs/api/rest/service/secret'] },
  { query: 'forward curv', expect: ['/docs/topics/curves/intro'] },
  { query: 'smart curev', expect: SMART_CURVE.slice(0, 3) },
  { query: 'excel add-on', expect: ['/docs/user/excel'] },
  { query: 'holiday calender', expect: HOLIDAY },
].map((c) => ({ ...c, category: 'typo' as const }));

/** A query as a reader may type it: case, spacing and sentence punctuation aside. */
const sameWords = (query: string) =>
  query
    .toLowerCase()
    .replace(/[?!.,;:]+(\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

export const JOB_CASES: RelevanceCase[] = jobSearchCases().map(({ query, expected }) => ({
  query,
  expect: [expected],
  category: 'job',
}));

const jobQueries = new Set(JOB_CASES.map((c) => sameWords(c.query)));

export const RELEVANCE_CASES: RelevanceCase[] = [
  ...[...TASKS, ...QUESTIONS, ...TERMS, ...API_NAMES, ...TYPOS].filter(
    (c) => !jobQueries.has(sameWords(c.query)),
  ),
  ...JOB_CASES,
];
