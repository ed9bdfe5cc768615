import type { Job } from './schema';

/**
 * The jobs readers come to do, in their own words, each with the one page that answers it. Drawn from the
 * platform facts (guides, tutorials, proof-of-concept steps, services, tools). `status: 'planned'` marks a
 * page still to be written; `topRank` the ten jobs the docs home offers. Validated by `jobListSchema`.
 */
export const jobs: Job[] = [
  // --- The jobs of issue 32 (a new user's trial) ---
  {
    id: 'load-csv-into-timeseries',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/load-csv-timeseries',
    topRank: 3,
    phrasings: [
      'Load a CSV file of daily prices into a time series',
      'How do I import prices from a CSV file and save them as my own series?',
      'upload spreadsheet of prices csv to store as data',
    ],
  },
  {
    id: 'python-unattended-read-curve',
    audience: 'developer',
    area: 'sdk-python',
    page: '/docs/sdk/python/getting-started',
    topRank: 4,
    phrasings: [
      'Sign in to the Python SDK without a browser and read a public curve',
      'How do I log in from a Python script that runs on a schedule?',
      'python login client secret read forward curve',
    ],
  },
  {
    id: 'entsoe-day-ahead-prices',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/company/ENTSOE',
    phrasings: [
      'Find ENTSO-E day-ahead prices and an example id',
      'Which timezone are ENTSO-E prices in?',
      'european power exchange day ahead price data entsoe',
    ],
  },
  {
    id: 'rest-series-of-provider',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/searching',
    phrasings: [
      'List all time series of one provider through REST, 50 at a time',
      'How do I get page 2 of the results when filtering by provider in the API?',
      'api filter by source paging limit skip',
    ],
  },
  {
    id: 'excel-refresh-formula',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/functions',
    phrasings: [
      'Refresh an ODSL formula in Excel',
      'Why does my Excel formula not show the latest price?',
      'excel cell formula update latest values recalculate',
    ],
  },
  {
    id: 'cli-upload-and-sign-in',
    audience: 'developer',
    area: 'cli',
    page: '/docs/user/cli',
    phrasings: [
      'Upload a file with the command-line tool',
      'How does the command line tool sign in?',
      'terminal tool login and upload script',
    ],
  },
  {
    id: 'list-holiday-calendars',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/calendar/holiday',
    phrasings: [
      'List the holiday calendars available',
      'Which holiday calendars can I use for UK or German trading days?',
      'bank holidays calendar codes list',
    ],
  },
  {
    id: 'monthly-average-of-daily',
    audience: 'analyst',
    area: 'odsl',
    page: '/docs/odsl/calendar/scaling',
    phrasings: [
      'Turn a daily series into monthly averages',
      'How do I calculate the monthly average of daily prices?',
      'convert daily data to monthly average',
    ],
  },
  {
    id: 'email-on-process-failure',
    audience: 'developer',
    area: 'automation',
    page: '/docs/topics/automations/targets/email',
    phrasings: [
      'Send an e-mail when a process fails',
      'How do I get an email alert when my scheduled job fails?',
      'notify me by mail if loader errors',
    ],
  },
  {
    id: 'realtime-object-changes-js',
    audience: 'developer',
    area: 'realtime',
    page: '/docs/api/realtime',
    phrasings: [
      'Receive real-time changes of one object in JavaScript',
      'How do I get notified in the browser when a price updates?',
      'live updates websocket javascript object changed',
    ],
  },
  {
    id: 'smart-curve-from-two-curves',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/tutorials/smart-curves',
    phrasings: [
      'Build a smart curve from two curves',
      'How do I make a curve that is the average of two other curves?',
      'combine two forward curves formula spread',
    ],
  },
  {
    id: 'curve-vs-timeseries',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/topics/curves/intro',
    phrasings: [
      'Understand the difference between a curve and a time series',
      'When should I use a forward curve rather than a time series?',
      'curve vs timeseries what is the difference',
    ],
  },

  // --- ODSL language ---
  {
    id: 'first-odsl-script',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/gettingstartedodsl',
    topRank: 6,
    phrasings: [
      'Write and run my first ODSL script',
      'How do I get started writing scripts for the platform?',
      'hello world scripting language beginner',
    ],
  },
  {
    id: 'run-odsl-code',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/running-code',
    phrasings: [
      'Run an ODSL script from my editor',
      'How do I run an ODSL script?',
      'execute script places options',
    ],
  },
  {
    id: 'read-public-timeseries-odsl',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/topics/timeseries',
    phrasings: [
      'Read a public time series in a script',
      'How do I load the EUR/USD spot rate into a variable?',
      'get fx rate history in code',
    ],
  },
  {
    id: 'read-curve-for-date-odsl',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/topics/curves/intro',
    phrasings: [
      'Read a forward curve for a given date in a script',
      'How do I get the settlement curve for yesterday?',
      'forward prices for one day by ondate',
    ],
  },
  {
    id: 'find-objects-with-filter',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/searching',
    phrasings: [
      'Search for objects with a filter in ODSL',
      'How do I find all objects whose source is ECB?',
      'query master data where field equals value',
    ],
  },
  {
    id: 'aggregate-counts',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/command/aggregate',
    phrasings: [
      'Count and group records with an aggregation pipeline',
      'How do I count objects per provider?',
      'group by count sum mongodb style',
    ],
  },
  {
    id: 'save-private-object',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/qs/developer/data',
    phrasings: [
      'Save a time series and a curve on my own object',
      'How do I store my own data on the platform?',
      'create object save private data',
    ],
  },
  {
    id: 'write-function',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/qs/developer/functions',
    phrasings: [
      'Write a reusable function and call it from another script',
      'How do I share code between ODSL scripts?',
      'import library function reuse',
    ],
  },
  {
    id: 'use-secret-in-script',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/service/secret',
    phrasings: [
      'Store an API key as a secret and use it in a script',
      'How do I keep a password out of my script code?',
      'hide token credentials safely',
    ],
  },
  {
    id: 'read-excel-file-odsl',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/service/xls',
    phrasings: [
      'Read an Excel workbook into a script',
      'How do I load data from an xlsx file?',
      'spreadsheet import sheet cells',
    ],
  },
  {
    id: 'transform-extracted-data',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/qs/developer/etl',
    phrasings: [
      'Extract, transform and load data from a source file',
      'How do I build a loader that maps a file into objects?',
      'etl pipeline import mapping',
    ],
  },
  {
    id: 'handle-script-errors',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/command/onerror',
    phrasings: [
      'Catch an error in a script and carry on',
      'How do I handle errors in ODSL?',
      'try catch exception handling',
    ],
  },
  {
    id: 'date-arithmetic',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/variable/date',
    phrasings: [
      'Add days or months to a date',
      'How do I get the date one month from today?',
      'date maths functions today minus one',
    ],
  },
  {
    id: 'series-statistics',
    audience: 'analyst',
    area: 'odsl',
    page: '/docs/tutorials/workingtimeseries',
    phrasings: [
      'Calculate statistics and a regression on time series',
      'How do I get the mean and volatility of a price series?',
      'average standard deviation of prices',
    ],
  },
  {
    id: 'fill-missing-values',
    audience: 'analyst',
    area: 'kb',
    page: '/docs/kb/missing',
    phrasings: [
      'Decide how calculations treat missing values',
      'What happens to missing values in my statistics?',
      'blank days nan average ignore',
    ],
  },
  {
    id: 'hourly-to-daily-offset',
    audience: 'analyst',
    area: 'odsl',
    page: '/docs/odsl/calendar/daily-offset',
    phrasings: [
      'Average half-hourly power into gas days or power days',
      'How do I use a day that starts at 6am?',
      'gas day 06:00 start calendar',
    ],
  },
  {
    id: 'version-and-correct-data',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/dm/versioning',
    phrasings: [
      'Read an earlier version of corrected data',
      'How do I see what a value was before it was changed?',
      'history of changes restore old version',
    ],
  },
  {
    id: 'model-with-types',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/dm/modelling',
    phrasings: [
      'Define a type for my master data',
      'How do I give my objects a fixed set of properties?',
      'schema for objects data model',
    ],
  },
  {
    id: 'workflow-with-actions',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/dm/workflow',
    phrasings: [
      'Build a workflow from actions and run it as a process',
      'How do workflows, actions and processes fit together?',
      'multi step job orchestration',
    ],
  },
  {
    id: 'environments-test-prod',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/tutorials/workingenvironments',
    phrasings: [
      'Test changes in a separate data environment before production',
      'How do I try something without touching live data?',
      'sandbox test environment switch',
    ],
  },
  {
    id: 'load-from-queue',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/dl/queue',
    phrasings: [
      'Load data sent to a message queue',
      'How do I push records to the platform through a queue?',
      'send messages to ingest data',
    ],
  },
  {
    id: 'load-events',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/dm/events',
    phrasings: [
      'Store trades or quotes as events',
      'How do I save timestamped records like bids and asks?',
      'tick data individual events',
    ],
  },
  {
    id: 'build-extension',
    audience: 'developer',
    area: 'odsl',
    page: '/docs/odsl/extension/extension-basics',
    phrasings: [
      'Build an extension with its own views in the portal',
      'How do I add a custom screen to the web portal?',
      'plugin app inside portal',
    ],
  },

  // --- REST API ---
  {
    id: 'rest-first-call',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/tutorials/qs/api/security',
    topRank: 5,
    phrasings: [
      'Get a token and make my first REST call',
      'How do I authenticate to the REST API?',
      'api bearer token curl example',
    ],
  },
  {
    id: 'rest-read-timeseries-range',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/service/data',
    phrasings: [
      'Read a time series for a date range over REST',
      'How do I get only the last 30 days of a series from the API?',
      'http get values between two dates',
    ],
  },
  {
    id: 'rest-read-curve',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/service/data',
    phrasings: [
      'Read a forward curve over REST',
      'Which URL returns a curve for one date?',
      'api endpoint forward curve contracts',
    ],
  },
  {
    id: 'rest-write-object',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/service/object',
    phrasings: [
      'Create or update an object through the API',
      'How do I post master data with REST?',
      'upload json record http post',
    ],
  },
  {
    id: 'rest-fx-rates',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/service/currency',
    phrasings: [
      'List the currency pairs of a provider through REST',
      'How do I find the ECB exchange rate series in the API?',
      'currency conversion rates api',
    ],
  },
  {
    id: 'rest-aggregate',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/aggregation',
    phrasings: [
      'Run an aggregation pipeline through REST',
      'How do I group and count results in an API call?',
      'api _aggregate parameter',
    ],
  },
  {
    id: 'rest-conventions',
    audience: 'developer',
    area: 'rest-data',
    page: '/docs/api/rest/standards',
    phrasings: [
      'Learn the URL pattern, errors and shared parameters of every REST service',
      'What do the release and source parts of an API address mean?',
      'api url format public private v1',
    ],
  },
  {
    id: 'rest-run-process',
    audience: 'developer',
    area: 'rest-automation',
    page: '/docs/api/rest/service/process',
    phrasings: [
      'Start a process on demand through REST',
      'How do I trigger a scheduled job from my own system?',
      'api run job now',
    ],
  },
  {
    id: 'rest-process-executions',
    audience: 'developer',
    area: 'rest-automation',
    page: '/docs/api/rest/service/process-execution',
    phrasings: [
      'Check the executions of a process through REST',
      "How do I see whether last night's run succeeded from the API?",
      'job run status history api',
    ],
  },
  {
    id: 'rest-create-automation',
    audience: 'developer',
    area: 'rest-automation',
    page: '/docs/api/rest/service/automation',
    phrasings: [
      'Create an automation through REST',
      'Can I set up a data trigger with an API call?',
      'api event rule when data changes',
    ],
  },
  {
    id: 'rest-manage-subscription',
    audience: 'developer',
    area: 'rest-automation',
    page: '/docs/api/rest/service/subscription',
    phrasings: [
      'Create and trigger a subscription through REST',
      'How do I subscribe to data with the API?',
      'api subscribe deliver data',
    ],
  },
  {
    id: 'rest-audit-trail',
    audience: 'it',
    area: 'rest-admin',
    page: '/docs/api/rest/service/audit',
    phrasings: [
      'Read the audit trail of changes through REST',
      'Who changed this calendar and when?',
      'change log api who edited',
    ],
  },
  {
    id: 'rest-manage-policies',
    audience: 'it',
    area: 'rest-admin',
    page: '/docs/api/rest/service/policy',
    phrasings: [
      'Manage access policies through REST',
      'How do I grant a group read access with the API?',
      'permissions api role access control',
    ],
  },
  {
    id: 'rest-usage-metrics',
    audience: 'it',
    area: 'rest-admin',
    page: '/docs/api/rest/service/metric',
    phrasings: [
      'Read the API usage metrics of our tenant',
      'How many read requests did our users make this month?',
      'usage statistics requests count',
    ],
  },

  // --- Sign-in across clients ---
  {
    id: 'unattended-sign-in',
    audience: 'developer',
    area: 'it',
    page: '/docs/tutorials/unattended-sign-in',
    phrasings: [
      'Set up sign-in for a scheduled job with an app registration',
      'Which environment variables hold the tenant id, client id and secret?',
      'service account login no browser',
    ],
  },

  // --- Real-time ---
  {
    id: 'realtime-excel-live-value',
    audience: 'analyst',
    area: 'realtime',
    page: '/docs/topics/realtime',
    phrasings: [
      'Show values that update live when data changes',
      'Can I see changes to data as they happen?',
      'streaming prices push updates',
    ],
  },

  // --- SDKs ---
  {
    id: 'python-write-curve',
    audience: 'developer',
    area: 'sdk-python',
    page: '/docs/sdk/python/building-payloads',
    phrasings: [
      'Write a forward curve from Python',
      'How do I build a curve payload with odsl.types?',
      'python save curve contracts',
    ],
  },
  {
    id: 'python-write-events',
    audience: 'developer',
    area: 'sdk-python',
    page: '/docs/sdk/python/events',
    phrasings: [
      'Write events from a pandas table with the Python SDK',
      'How do I send a list of trades from Python?',
      'python dataframe events upload',
    ],
  },
  {
    id: 'python-smart-series',
    audience: 'developer',
    area: 'sdk-python',
    page: '/docs/sdk/python/computed-curves-and-timeseries',
    phrasings: [
      'Create a smart time series from Python',
      'How do I define a computed series with a formula in Python?',
      'python derived series expression',
    ],
  },
  {
    id: 'python-schedule-report',
    audience: 'developer',
    area: 'sdk-python',
    page: '/docs/sdk/python/reports',
    phrasings: [
      'Define a scheduled report from Python',
      'How do I set a cron schedule on a report in Python?',
      'python report every monday',
    ],
  },
  {
    id: 'python-process',
    audience: 'developer',
    area: 'automation',
    page: '/docs/product/polyglot/python-process',
    phrasings: [
      'Run a Python script as a platform process',
      'Can the platform run my Python code on a schedule?',
      'host python job in cloud',
    ],
  },
  {
    id: 'node-process',
    audience: 'developer',
    area: 'automation',
    page: '/docs/product/polyglot/node-process',
    phrasings: [
      'Run a Node.js script as a platform process',
      'Can a process run JavaScript?',
      'node job scheduler',
    ],
  },
  {
    id: 'java-read-curve',
    audience: 'developer',
    area: 'sdk-java',
    page: '/docs/sdk/java',
    phrasings: [
      'Add the Java SDK with Maven and read a curve',
      'How do I use the platform from Java?',
      'java client library maven dependency',
    ],
  },
  {
    id: 'java-consume-queue',
    audience: 'developer',
    area: 'sdk-java',
    page: '/docs/tutorials/subscribing/subscribe-queue',
    phrasings: [
      'Consume subscription messages from a queue reliably',
      'How do I process queue messages without losing any?',
      'service bus consumer receive messages',
    ],
  },
  {
    id: 'matlab-read-data',
    audience: 'analyst',
    area: 'sdk-matlab',
    page: '/docs/sdk/matlab',
    phrasings: [
      'Install the MATLAB SDK and read an FX rate',
      'How do I get platform data into MATLAB?',
      'matlab toolbox connect',
    ],
  },
  {
    id: 'matlab-build-curve',
    audience: 'developer',
    area: 'sdk-matlab',
    page: '/docs/public/scripts/curve-building',
    phrasings: [
      'Build a curve in an external system when the platform asks',
      'How can MATLAB answer a curve build request?',
      'external curve calculation message',
    ],
  },

  // --- Excel add-in ---
  {
    id: 'excel-install-sign-in',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel',
    phrasings: [
      'Install the Excel add-in and sign in',
      'Where do I get the Excel plugin?',
      'add in for excel setup login',
    ],
  },
  {
    id: 'excel-download-timeseries',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/timeseries',
    topRank: 2,
    phrasings: [
      'Download a time series into Excel',
      'How do I get historical prices into a spreadsheet?',
      'excel pull price history',
    ],
  },
  {
    id: 'excel-download-curve',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/curves',
    phrasings: [
      'Download a forward curve into Excel',
      "How do I see today's forward curve in a sheet?",
      'excel futures strip prices',
    ],
  },
  {
    id: 'excel-upload-changes',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/objects',
    phrasings: [
      'Edit master data in Excel and upload the changes',
      'Can I change object properties in Excel and save them back?',
      'excel edit and save to platform',
    ],
  },
  {
    id: 'excel-find-data',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/finding-data',
    phrasings: [
      'Find a dataset from the Excel add-in',
      'How do I search for a series without knowing its id in Excel?',
      'excel browse catalogue',
    ],
  },
  {
    id: 'excel-report',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/reports',
    phrasings: [
      'Bring a platform report into Excel',
      'How do I open a saved report in my spreadsheet?',
      'excel report layout refresh',
    ],
  },
  {
    id: 'excel-curve-history',
    audience: 'analyst',
    area: 'excel',
    page: '/docs/user/excel/curveseries',
    phrasings: [
      'Get the history of one curve contract in Excel',
      'How do I see how the front month moved over time?',
      'excel curve series rolling contract',
    ],
  },

  // --- CLI and VS Code ---
  {
    id: 'cli-run-script',
    audience: 'developer',
    area: 'cli',
    page: '/docs/user/cli',
    phrasings: [
      'Run an ODSL script file from a terminal on a server',
      'Can I run scripts from a batch job or cron on my own machine?',
      'command line run odsl file',
    ],
  },
  {
    id: 'vscode-install',
    audience: 'developer',
    area: 'vscode',
    page: '/docs/user/vscode',
    phrasings: [
      'Install the VS Code extension for ODSL',
      'Which editor should I use to write ODSL?',
      'code editor syntax highlighting plugin',
    ],
  },
  {
    id: 'vscode-debug',
    audience: 'developer',
    area: 'vscode',
    page: '/docs/tutorials/running-code',
    phrasings: [
      'Debug a script with breakpoints in VS Code',
      'How do I step through my ODSL code?',
      'breakpoint inspect variables debugger',
    ],
  },
  {
    id: 'vscode-upload-script',
    audience: 'developer',
    area: 'vscode',
    page: '/docs/user/vscode',
    phrasings: [
      'Upload a script to the platform from VS Code',
      'How do I save my script so a process can use it?',
      'publish code to server',
    ],
  },

  // --- Web portal ---
  {
    id: 'portal-first-sign-in',
    audience: 'analyst',
    area: 'portal',
    page: '/docs/user/portal',
    topRank: 8,
    phrasings: [
      'Sign in to the web portal for the first time',
      'How do I log in to the portal?',
      'website login account company details',
    ],
  },
  {
    id: 'portal-favourites',
    audience: 'analyst',
    area: 'portal',
    page: '/docs/user/portal/favourites',
    phrasings: [
      'Keep the data I use most as favourites',
      'How do I bookmark a series in the portal?',
      'save shortcut star item',
    ],
  },
  {
    id: 'portal-check-executions',
    audience: 'analyst',
    area: 'portal',
    page: '/docs/user/portal/executions',
    phrasings: [
      "Check whether today's loads ran",
      'Where do I see failed process runs in the portal?',
      'job status dashboard errors',
    ],
  },
  {
    id: 'portal-process-timeline',
    audience: 'it',
    area: 'portal',
    page: '/docs/user/portal/timeline',
    phrasings: [
      'See when processes ran across the day',
      'Which jobs overlap or run late?',
      'gantt view schedule runs',
    ],
  },
  {
    id: 'portal-dataset-monitoring',
    audience: 'analyst',
    area: 'portal',
    page: '/docs/user/portal/dataset',
    phrasings: [
      'Monitor whether my datasets arrived complete and on time',
      "How do I know if a provider's data is late?",
      'data delivery status check late',
    ],
  },

  // --- Data catalogue and providers ---
  {
    id: 'find-dataset',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/data/providers',
    topRank: 1,
    phrasings: [
      'Find the dataset for a market or commodity',
      'Which providers have German power prices?',
      'what data do you have list of sources',
    ],
  },
  {
    id: 'public-vs-licensed',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/data/provider-data',
    phrasings: [
      "Get access to a provider's licensed data",
      'Why can I not see data from an exchange I pay for?',
      'licence entitlement exchange data access',
    ],
  },
  {
    id: 'ecb-fx-rates',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/data/fx',
    phrasings: [
      'Find daily ECB exchange rates',
      'What is the id of the EUR/USD rate series?',
      'currency rates euro dollar daily',
    ],
  },
  {
    id: 'interest-rates',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/data/ir',
    phrasings: ['Find interest rate data', 'Which interest rates can I get?', 'sonia euribor rate data'],
  },
  {
    id: 'data-release-notes',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/data/Release-Notes',
    phrasings: [
      'See which datasets were added or changed recently',
      'Has a new provider been added this month?',
      'whats new data changes',
    ],
  },
  {
    id: 'cme-futures',
    audience: 'analyst',
    area: 'catalogue',
    page: '/docs/company/CME',
    phrasings: ['Find CME futures data', 'Which CME products are loaded?', 'chicago exchange nymex prices'],
  },

  // --- Subscriptions ---
  {
    id: 'subscribe-email',
    audience: 'analyst',
    area: 'subscriptions',
    page: '/docs/tutorials/subscribing/subscribe-email',
    topRank: 7,
    phrasings: [
      'Get an FX rate by email every day',
      'How do I receive new data in my inbox?',
      'daily email of prices',
    ],
  },
  {
    id: 'subscribe-webhook',
    audience: 'developer',
    area: 'subscriptions',
    page: '/docs/tutorials/subscribing/subscribe-webhook',
    phrasings: [
      'Send new data to my web service with a webhook',
      'How do I get an HTTP callback when data arrives?',
      'push notification to url',
    ],
  },
  {
    id: 'subscribe-to-sql',
    audience: 'developer',
    area: 'subscriptions',
    page: '/docs/tutorials/gettingstarted1sql',
    phrasings: [
      'Copy subscribed data into SQL Server',
      'How do I keep a local database table in sync with platform data?',
      'sql server loader from queue',
    ],
  },
  {
    id: 'subscriptions-overview',
    audience: 'analyst',
    area: 'subscriptions',
    page: '/docs/topics/subscribe/overview',
    phrasings: [
      'Choose where subscribed data is delivered',
      'What targets can a subscription send data to?',
      'delivery options teams email blob',
    ],
  },
  {
    id: 'subscribe-teams',
    audience: 'analyst',
    area: 'subscriptions',
    page: '/docs/topics/subscribe/teams',
    phrasings: [
      'Post new data to a Microsoft Teams channel',
      'Can I get data updates in Teams?',
      'teams channel message when prices update',
    ],
  },

  // --- Automation and processes ---
  {
    id: 'schedule-script',
    audience: 'developer',
    area: 'automation',
    page: '/docs/tutorials/qs/developer/automation',
    topRank: 9,
    phrasings: [
      'Run a script every day on a schedule',
      'How do I schedule my loader to run at 6am?',
      'cron job daily script',
    ],
  },
  {
    id: 'automation-on-data-change',
    audience: 'developer',
    area: 'automation',
    page: '/docs/topics/automations/creating',
    phrasings: [
      'Run something when a dataset is updated',
      'How do I start a task automatically when new data lands?',
      'trigger on update event rule',
    ],
  },
  {
    id: 'automation-webhook',
    audience: 'developer',
    area: 'automation',
    page: '/docs/topics/automations/targets/webhook',
    phrasings: [
      'Call a webhook when an automation fires',
      'Can an automation call my own endpoint?',
      'http callback automation',
    ],
  },
  {
    id: 'cron-expression',
    audience: 'developer',
    area: 'kb',
    page: '/docs/kb/cron',
    phrasings: [
      'Write a cron expression for weekdays at 7am',
      'What cron format does the platform use?',
      'schedule syntax every monday',
    ],
  },

  // --- Reports ---
  {
    id: 'first-report',
    audience: 'analyst',
    area: 'reports',
    page: '/docs/tutorials/reports-getting-started',
    phrasings: [
      'Create my first report',
      'How do I build a report from a script and run it?',
      'make a report table output',
    ],
  },
  {
    id: 'report-basics',
    audience: 'analyst',
    area: 'reports',
    page: '/docs/topics/reporting/basics',
    phrasings: [
      'Run a saved report for a date range in the portal',
      'Where do I find and run reports?',
      'report range selector run',
    ],
  },
  {
    id: 'report-by-email',
    audience: 'analyst',
    area: 'reports',
    page: '/docs/topics/automations/targets/report',
    phrasings: [
      'Build a report automatically when its data changes',
      'Can a report refresh itself when new prices arrive?',
      'auto regenerate report',
    ],
  },

  // --- Curves and smart curves ---
  {
    id: 'smart-curve-intro',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/topics/smart-curves/what-is-a-smart-curve',
    phrasings: [
      'Understand what a smart curve is',
      'What is the difference between a smart curve and a stored curve?',
      'calculated curve on the fly',
    ],
  },
  {
    id: 'curve-fusion-ai',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/topics/smart-curves/fusion-ai-smart-curves',
    phrasings: [
      'Create a smart curve by describing it to the AI assistant',
      'Can Fusion AI build a curve for me?',
      'ai make a curve from words',
    ],
  },
  {
    id: 'curve-quality',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/topics/curves/quality',
    phrasings: [
      'Check a forward curve for bad or missing contracts',
      'How do I validate a curve before publishing it?',
      'curve checks errors spikes',
    ],
  },
  {
    id: 'curve-export',
    audience: 'analyst',
    area: 'curves',
    page: '/docs/topics/curves/export',
    phrasings: [
      'Export curves to another system on a schedule',
      'How do I send curves to another system every day?',
      'curve export file',
    ],
  },
  {
    id: 'period-codes',
    audience: 'analyst',
    area: 'kb',
    page: '/docs/kb/pc',
    phrasings: [
      'Read a contract period code such as M01 or Q2-24',
      'What does the tenor code M01 mean?',
      'month ahead quarter code meaning',
    ],
  },

  // --- IT and security ---
  {
    id: 'it-security-review',
    audience: 'it',
    area: 'it',
    page: '/docs/it/security',
    topRank: 10,
    phrasings: [
      'Answer a security questionnaire about the platform',
      'How do users sign in and what can each of them see?',
      'infosec review sso access control',
    ],
  },
  {
    id: 'it-database',
    audience: 'it',
    area: 'it',
    page: '/docs/it/database',
    phrasings: [
      'Find out where and how the data is stored',
      'Which database holds our data?',
      'mongodb atlas hosting backups',
    ],
  },
  {
    id: 'it-faq',
    audience: 'it',
    area: 'it',
    page: '/docs/it/faq',
    phrasings: [
      'Check who can sign in and with which account',
      'Can someone sign in with a personal email address?',
      'gmail login allowed company account',
    ],
  },
  {
    id: 'it-access-policies',
    audience: 'it',
    area: 'it',
    page: '/docs/odsl/topics/policies',
    phrasings: [
      'Restrict who can read or change private data',
      'How do I give only one team access to a dataset?',
      'user permissions groups roles',
    ],
  },
  {
    id: 'it-audit',
    audience: 'it',
    area: 'it',
    page: '/docs/odsl/dm/auditing',
    phrasings: [
      'Query the audit log of data changes',
      'Can I prove who changed a value?',
      'compliance trail edits',
    ],
  },
  {
    id: 'it-migrate-data',
    audience: 'it',
    area: 'it',
    page: '/docs/odsl/dm/migration',
    phrasings: [
      'Move data between tenants or environments',
      'How do I copy all our objects to another environment?',
      'export import everything',
    ],
  },

  // --- Knowledge base ---
  {
    id: 'date-rules',
    audience: 'analyst',
    area: 'kb',
    page: '/docs/kb/daterules',
    phrasings: [
      'Write a date rule such as the last Friday of the month',
      'How do I express a rolling date like yesterday?',
      'relative date T-1 syntax',
    ],
  },
  {
    id: 'naming-ids',
    audience: 'developer',
    area: 'kb',
    page: '/docs/kb/naming',
    phrasings: [
      'Name my objects and series so they are easy to find',
      'What characters can a name contain?',
      'id format naming rules',
    ],
  },
  {
    id: 'currency-codes',
    audience: 'analyst',
    area: 'kb',
    page: '/docs/kb/currency',
    phrasings: [
      'Look up a currency code',
      'Which code does the platform use for the Chinese yuan?',
      'iso currency list',
    ],
  },

  // --- Proof of concept ---
  {
    id: 'poc-plan',
    audience: 'it',
    area: 'poc',
    page: '/docs/poc',
    phrasings: [
      'Plan a proof of concept',
      'What should we test during a trial of the platform?',
      'evaluation checklist pilot',
    ],
  },
  {
    id: 'poc-load-own-data',
    audience: 'developer',
    area: 'poc',
    page: '/docs/poc/loading-data',
    phrasings: [
      'Load our own data during a trial',
      'How do we get our data in for the proof of concept?',
      'pilot import our data',
    ],
  },
  {
    id: 'poc-extract-data',
    audience: 'developer',
    area: 'poc',
    page: '/docs/poc/extracting-data',
    phrasings: [
      'Get data out of the platform into our own systems',
      'Which ways are there to extract data?',
      'export integrate downstream',
    ],
  },

  // --- Public components, discovery and product news ---
  {
    id: 'chart-in-extension',
    audience: 'developer',
    area: 'public',
    page: '/docs/public/components/odsl-chart-panel',
    phrasings: [
      'Show a chart of a time series in an extension view',
      'How do I plot a curve inside a custom portal screen?',
      'embed graph of prices html component',
    ],
  },
  {
    id: 'what-can-it-do',
    audience: 'analyst',
    area: 'product',
    page: '/docs/discovery',
    phrasings: [
      'See what the platform can do before I start',
      'What is this platform for?',
      'overview features tour',
    ],
  },
  {
    id: 'latest-release',
    audience: 'it',
    area: 'product',
    page: '/docs/product/Release-Notes',
    phrasings: [
      'Check what changed in the latest platform release',
      'Which version of the Excel add-in is current?',
      'new version changelog',
    ],
  },
];
