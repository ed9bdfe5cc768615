/**
 * ODSL active variable services: how each one is referenced with `${...}`,
 * which operations the facts record for it, its options and REST calls.
 * The service reference pages and the services index render from this list.
 */

/** The three families the services are introduced in. */
export type OdslServiceGroup = 'external-data-collection' | 'remote-services' | 'variable-services';

/** How much the facts say about a service; `brief` pages say less on purpose. */
export type OdslServiceDetail = 'full' | 'brief';

export interface OdslServiceOperation {
  /** Short verb naming the operation, e.g. `save`. */
  readonly name: string;
  /** ODSL pattern; upper-case words are placeholders. */
  readonly syntax: string;
  readonly description: string;
}

export interface OdslServiceOption {
  readonly name: string;
  /** Default value, or an empty string when there is none. */
  readonly defaultValue: string;
  readonly values: string;
  readonly description: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OdslServiceRestCall {
  readonly method: HttpMethod;
  /** Path below the REST base URL, starting with `/`. */
  readonly path: string;
  readonly description: string;
}

export interface OdslService {
  /** Name used inside the active variable, e.g. `object` in `${object:"ID"}`. */
  readonly name: string;
  readonly title: string;
  /** Site path of the reference page. */
  readonly slug: string;
  readonly group: OdslServiceGroup;
  readonly summary: string;
  /** Active variable form; upper-case words are placeholders. */
  readonly reference: string;
  /** What reading the service gives you. */
  readonly returns: string;
  /** True when every save creates a new version automatically; the page says nothing of versioning otherwise. */
  readonly versioned: boolean;
  readonly detail: OdslServiceDetail;
  readonly operations: readonly OdslServiceOperation[];
  readonly options: readonly OdslServiceOption[];
  readonly rest: readonly OdslServiceRestCall[];
  /** Site paths of related pages. */
  readonly related: readonly string[];
}

export const odslServiceGroups: readonly { id: OdslServiceGroup; label: string; description: string }[] = [
  {
    id: 'external-data-collection',
    label: 'External data collection',
    description: 'Read files and web content from outside the platform into variables.',
  },
  {
    id: 'remote-services',
    label: 'Remote services',
    description: 'Store, fetch, search and delete items held in the platform repositories.',
  },
  {
    id: 'variable-services',
    label: 'Variable services',
    description: 'Build values or manage the variables of your own session.',
  },
];

/** A read-only file or web source: one `read` operation and nothing else recorded. */
function readOnly(name: string, what: string, returns: string): OdslServiceOperation[] {
  return [{ name: 'read', syntax: `VAR = \${${name}:...}`, description: `Reads ${what} into ${returns}.` }];
}

/** The versioned CRUD calls shared by repository services with public and private sources. */
function versionedRest(service: string, noun: string): OdslServiceRestCall[] {
  return [
    {
      method: 'GET',
      path: `/${service}/v1/{source}`,
      description: `List the ${noun}s in the public or private source.`,
    },
    { method: 'GET', path: `/${service}/v1/{source}/{key}`, description: `Fetch one ${noun} by id.` },
    {
      method: 'GET',
      path: `/${service}/v1/{source}/{key}/*`,
      description: `List every version of a ${noun}.`,
    },
    { method: 'POST', path: `/${service}/v1`, description: `Create or update the ${noun} sent as the body.` },
    {
      method: 'DELETE',
      path: `/${service}/v1/{source}/{key}`,
      description: 'Roll back one version; the item is removed when only one version exists.',
    },
  ];
}

export const odslServices: readonly OdslService[] = [
  {
    name: 'action',
    title: 'Action Service',
    slug: '/docs/odsl/service/action',
    group: 'remote-services',
    summary: 'Stores, lists, fetches and deletes workflow actions, the reusable code steps of a workflow.',
    reference: '${action:SOURCE/"NAME":VERSION}',
    returns: 'An action variable; find returns a list of actions.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${action:VAR}',
        description: 'Stores an action built with the action ... end syntax.',
      },
      {
        name: 'list',
        syntax: 'VAR = find ${action:SOURCE/"QUERY"} where CONDITIONS',
        description: 'Lists actions; the query string may be empty and the where clause is optional.',
      },
      {
        name: 'get',
        syntax: 'VAR = ${action:SOURCE/"NAME"}',
        description: 'Reads one action with its id and description.',
      },
      {
        name: 'delete',
        syntax: 'delete ${action:"NAME"}',
        description: 'Rolls back or removes a private action.',
      },
      {
        name: 'tag',
        syntax: 'tag ${action:VAR} as TAG',
        description: 'Names the current version with a tag.',
      },
      {
        name: 'get tagged',
        syntax: '${action:"NAME":TAG}',
        description: 'Reads the version carrying a tag.',
      },
      {
        name: 'list versions',
        syntax: '${action:"NAME":*}',
        description: 'Lists every version of an action.',
      },
      {
        name: 'run',
        syntax: '${action:"NAME"}.run(INPUT, output)',
        description: 'Runs the action with an input object and an output object.',
      },
    ],
    options: [],
    rest: versionedRest('action', 'action'),
    related: ['/docs/odsl/dm/workflow', '/docs/odsl/dm/versioning', '/docs/odsl/variable/action'],
  },
  {
    name: 'audit',
    title: 'Audit Service',
    slug: '/docs/odsl/service/audit',
    group: 'remote-services',
    summary: 'Searches and summarises the audit records written for every change made in your environment.',
    reference: '${audit:SOURCE}',
    returns: 'A list of audit records.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'find private',
        syntax: 'VAR = find ${audit}',
        description: 'Lists audit records of your private data.',
      },
      {
        name: 'find public',
        syntax: 'VAR = find ${audit:public}',
        description: 'Lists audit records of public data.',
      },
      {
        name: 'filter',
        syntax: 'VAR = find ${audit} where service = "SERVICE" and timestamp > DATE',
        description: 'Narrows the search by service, timestamp or any other record field.',
      },
      {
        name: 'aggregate',
        syntax: 'VAR = aggregate ${audit} group ... sort ... end',
        description: 'Summarises records, for example a count per service.',
      },
    ],
    options: [],
    rest: [
      {
        method: 'GET',
        path: '/audit/v1/{source}',
        description: 'List audit records in the public or private source.',
      },
      { method: 'GET', path: '/audit/v1/{source}/{key}', description: 'Fetch one audit record by id.' },
    ],
    related: ['/docs/odsl/dm/auditing', '/docs/odsl/command/find', '/docs/odsl/command/aggregate'],
  },
  {
    name: 'azfile',
    title: 'Azure File Service (azfile)',
    slug: '/docs/odsl/service/azfile',
    group: 'external-data-collection',
    summary: 'Reads files held in an Azure Storage Account.',
    reference: '${azfile:...}',
    returns: 'The file content.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('azfile', 'a file from an Azure Storage Account', 'a variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/service/services', '/docs/odsl/service/file', '/docs/odsl/service/s3'],
  },
  {
    name: 'calendar',
    title: 'Calendar Service',
    slug: '/docs/odsl/service/calendar',
    group: 'remote-services',
    summary: 'Stores, lists and fetches calendars, both public ones and your own.',
    reference: '${calendar:SOURCE/"CODE"}',
    returns: 'A calendar variable with its rules; find returns a list of calendars.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'get',
        syntax: 'VAR = ${calendar:"CODE"}',
        description: 'Reads a calendar, for example #eng or a private code.',
      },
      {
        name: 'save',
        syntax: 'save ${calendar:VAR}',
        description: 'Stores a calendar you built; the id is the variable name.',
      },
      {
        name: 'list',
        syntax: 'VAR = find ${calendar:public}',
        description: 'Lists the public calendars; each item has a code.',
      },
    ],
    options: [],
    rest: versionedRest('calendar', 'calendar'),
    related: [
      '/docs/odsl/calendar/calendars',
      '/docs/odsl/command/save',
      '/docs/odsl/command/find',
      '/docs/odsl/variable/calendar',
    ],
  },
  {
    name: 'csv',
    title: 'CSV',
    slug: '/docs/odsl/service/csv',
    group: 'external-data-collection',
    summary: 'Reads a CSV file into a list of rows or into a table.',
    reference: '${csv:"URL", "OPTION=VALUE"}',
    returns: 'A list of row variables, or a table variable when output=table.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'read',
        syntax: 'VAR = ${csv:"URL", "OPTION=VALUE"}',
        description: 'Reads and parses the CSV file at the URL.',
      },
    ],
    options: [
      {
        name: 'separator',
        defaultValue: ',',
        values: 'one character or a regular expression',
        description: 'Splits each line into columns.',
      },
      {
        name: 'headerpos',
        defaultValue: '1',
        values: 'line number; 0 means no header',
        description: 'Line that holds the column names.',
      },
      {
        name: 'datapos',
        defaultValue: '0',
        values: 'number of lines',
        description: 'Lines skipped after the header before the data starts.',
      },
      {
        name: 'output',
        defaultValue: 'list of rows',
        values: 'table, or anything else for rows',
        description: 'Chooses the result variable type.',
      },
    ],
    rest: [],
    related: ['/docs/odsl/variable/row', '/docs/odsl/variable/table', '/docs/odsl/service/services'],
  },
  {
    name: 'currency',
    title: 'Currency Service',
    slug: '/docs/odsl/service/currency',
    group: 'remote-services',
    summary: 'Gives access to publicly available foreign exchange rates.',
    reference: '${currency:...}',
    returns: 'Currency pair information.',
    versioned: true,
    detail: 'brief',
    operations: [
      { name: 'read', syntax: 'VAR = ${currency:...}', description: 'Reads currency information.' },
    ],
    options: [],
    rest: [
      {
        method: 'GET',
        path: '/currency/v1/{source}',
        description: 'List the currency pairs in the public or private source.',
      },
      { method: 'GET', path: '/currency/v1/{source}/{key}', description: 'Fetch one currency pair.' },
    ],
    related: ['/docs/data/fx', '/docs/odsl/service/services'],
  },
  {
    name: 'curve',
    title: 'Curve Service',
    slug: '/docs/odsl/service/curve',
    group: 'remote-services',
    summary: 'Works with forward curve configurations.',
    reference: '${curve:...}',
    returns: 'Curve configuration information.',
    versioned: true,
    detail: 'brief',
    operations: [{ name: 'read', syntax: 'VAR = ${curve:...}', description: 'Reads a curve configuration.' }],
    options: [],
    rest: [
      { method: 'GET', path: '/curve/v1/info', description: 'List every curve management configuration.' },
      { method: 'GET', path: '/curve/v1/info/{key}', description: 'Fetch one curve configuration.' },
      {
        method: 'GET',
        path: '/curve/v1/build/{ondate}',
        description: 'List the build information for an ondate.',
      },
    ],
    related: ['/docs/odsl/topics/curve', '/docs/odsl/variable/curve', '/docs/odsl/dm/subscriptions'],
  },
  {
    name: 'date',
    title: 'Date Service',
    slug: '/docs/odsl/service/date',
    group: 'variable-services',
    summary: 'Creates date values from keywords, ISO strings or period codes.',
    reference: '${date:"CALENDAR/KEY"}',
    returns: 'A date variable, held in UTC.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'create',
        syntax: 'VAR = ${date:"KEY"}',
        description: 'Makes a date from a key on the daily calendar.',
      },
      {
        name: 'create on a calendar',
        syntax: 'VAR = ${date:"CALENDAR/KEY"}',
        description: 'Makes a date from a key, aligned on the named calendar.',
      },
    ],
    options: [],
    rest: [],
    related: ['/docs/odsl/variable/date', '/docs/odsl/calendar/calendars', '/docs/odsl/calendar/period-code'],
  },
  {
    name: 'dhtml',
    title: 'DHTML',
    slug: '/docs/odsl/service/dhtml',
    group: 'external-data-collection',
    summary: 'Reads a dynamic web page, rendered by its scripts, into an object.',
    reference: '${dhtml:"URL"}',
    returns: 'An object variable.',
    versioned: false,
    detail: 'brief',
    operations: [
      {
        name: 'read',
        syntax: 'VAR = ${dhtml:"URL"}',
        description: 'Renders the page at the URL and reads it into an object.',
      },
    ],
    options: [],
    rest: [],
    related: ['/docs/odsl/service/html', '/docs/odsl/variable/object'],
  },
  {
    name: 'environment',
    title: 'Environment Service',
    slug: '/docs/odsl/service/environment',
    group: 'remote-services',
    summary: 'Creates, lists, updates and deletes data environments.',
    reference: '${environment:"NAME"}',
    returns: 'An object describing the environment.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'create',
        syntax: 'save ${environment:VAR}',
        description: 'Creates an environment named after the object variable.',
      },
      { name: 'list', syntax: 'VAR = find ${environment:""}', description: 'Lists your environments.' },
      { name: 'get', syntax: 'VAR = ${environment:"NAME"}', description: 'Reads one environment.' },
      {
        name: 'update',
        syntax: 'save ${environment:VAR}',
        description: 'Saves an environment you read and changed.',
      },
      {
        name: 'delete',
        syntax: 'delete ${environment:"NAME"}',
        description: 'Removes the environment and every item stored in it.',
      },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/environment/v1', description: 'List every environment.' },
      { method: 'GET', path: '/environment/v1/{key}', description: 'Fetch one environment.' },
      {
        method: 'POST',
        path: '/environment/v1',
        description: 'Create or update an environment; the body needs an _id.',
      },
      {
        method: 'DELETE',
        path: '/environment/v1/{key}',
        description: 'Remove an environment and all its data.',
      },
    ],
    related: ['/docs/odsl/command/use', '/docs/odsl/dm/migration'],
  },
  {
    name: 'event',
    title: 'Event Service',
    slug: '/docs/odsl/service/event',
    group: 'remote-services',
    summary: 'Reads and searches events, which always belong to a master data object.',
    reference: '${event:SOURCE}',
    returns: 'A list of events.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'find',
        syntax: 'VAR = find ${event:SOURCE} where event = "LISTID"',
        description: 'Searches events of one event list; add eventtime, eventstart or eventend conditions.',
      },
      {
        name: 'save',
        syntax: 'save ${object:VAR}',
        description: 'Events are written through a list property of the object that owns them.',
      },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/event/v1/{source}', description: 'List events; filter with ?event=LISTID.' },
      {
        method: 'GET',
        path: '/event/v1/{source}/{id}',
        description: 'Fetch the events of a list, or one event.',
      },
    ],
    related: ['/docs/odsl/dm/events', '/docs/odsl/variable/event', '/docs/odsl/service/object'],
  },
  {
    name: 'expiry',
    title: 'Expiry Calendar Service',
    slug: '/docs/odsl/service/expiry',
    group: 'remote-services',
    summary: 'Stores, lists and fetches expiry calendars.',
    reference: '${expiry:SOURCE/"CODE"}',
    returns: 'An expiry calendar with its rules; find returns a list.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'get',
        syntax: 'VAR = ${expiry:"CODE"}',
        description: 'Reads an expiry calendar, for example #EOMBUSINESS.',
      },
      { name: 'save', syntax: 'save ${expiry:VAR}', description: 'Stores an expiry calendar you built.' },
      {
        name: 'list',
        syntax: 'VAR = find ${expiry:public/""}',
        description: 'Lists the public expiry calendars.',
      },
    ],
    options: [],
    rest: versionedRest('expiry', 'expiry calendar'),
    related: ['/docs/odsl/calendar/expiry', '/docs/odsl/variable/expirycalendar'],
  },
  {
    name: 'extension',
    title: 'Extension Service',
    slug: '/docs/odsl/service/extension',
    group: 'remote-services',
    summary: 'Creates, lists, publishes, installs and uninstalls portal and Excel extensions.',
    reference: '${extension:SOURCE/"ID"}',
    returns: 'An extension variable; find returns a list.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${extension:VAR}',
        description: 'Stores an extension you created; save VAR does the same.',
      },
      {
        name: 'list',
        syntax: 'VAR = find ${extension:SOURCE/"QUERY"}',
        description: 'Lists extensions, with an optional where clause.',
      },
      {
        name: 'list public',
        syntax: 'VAR = find ${extension:public}',
        description: 'Lists the extensions you can install.',
      },
      {
        name: 'list installed',
        syntax: 'VAR = find ${extension}',
        description: 'Lists the extensions you installed or wrote.',
      },
      { name: 'get', syntax: 'VAR = ${extension:public/"ID"}', description: 'Reads one extension.' },
      {
        name: 'publish',
        syntax: 'publish VAR to "public"',
        description: 'Publishes a private extension to the catalogue.',
      },
      {
        name: 'install',
        syntax: 'publish VAR to "private"',
        description: 'Installs a public extension into your tenancy.',
      },
      {
        name: 'uninstall',
        syntax: 'delete ${extension:"ID"}',
        description: 'Uninstalls an extension; one you wrote yourself is removed completely.',
      },
    ],
    options: [],
    rest: [
      {
        method: 'GET',
        path: '/extension/v1/public',
        description: 'List the extensions available to install.',
      },
      {
        method: 'GET',
        path: '/extension/v1/private',
        description: 'List the extensions you created or installed.',
      },
      {
        method: 'POST',
        path: '/extension/v1',
        description: 'Create or update the extension sent as the body.',
      },
      { method: 'DELETE', path: '/extension/v1/private/{key}', description: 'Uninstall an extension.' },
    ],
    related: [
      '/docs/odsl/extension/extension-basics',
      '/docs/odsl/variable/extension',
      '/docs/odsl/command/publish',
    ],
  },
  {
    name: 'extractor',
    title: 'Extractor Service',
    slug: '/docs/odsl/service/extractor',
    group: 'remote-services',
    summary: 'Manages the extractors that pull content from web pages.',
    reference: '${extractor:...}',
    returns: 'An extractor variable.',
    versioned: true,
    detail: 'brief',
    operations: [
      { name: 'read', syntax: 'VAR = ${extractor:...}', description: 'Reads a stored extractor.' },
    ],
    options: [],
    rest: versionedRest('extractor', 'extractor'),
    related: ['/docs/odsl/variable/extractor', '/docs/odsl/dm/versioning'],
  },
  {
    name: 'file',
    title: 'File',
    slug: '/docs/odsl/service/file',
    group: 'external-data-collection',
    summary: 'Reads files from the local file system.',
    reference: '${file:...}',
    returns: 'The file content.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('file', 'a local file', 'a variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/service/services', '/docs/odsl/service/csv'],
  },
  {
    name: 'ftp',
    title: 'FTP',
    slug: '/docs/odsl/service/ftp',
    group: 'external-data-collection',
    summary: 'Reads files from an FTP site.',
    reference: '${ftp:...}',
    returns: 'The file content.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('ftp', 'a file from an FTP site', 'a variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/service/services', '/docs/odsl/service/secret'],
  },
  {
    name: 'gzip',
    title: 'GZIP',
    slug: '/docs/odsl/service/gzip',
    group: 'external-data-collection',
    summary: 'Extracts data from a compressed file.',
    reference: '${gzip:...}',
    returns: 'The extracted content.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('gzip', 'the content of a compressed file', 'a variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/service/services', '/docs/odsl/service/file'],
  },
  {
    name: 'html',
    title: 'HTML',
    slug: '/docs/odsl/service/html',
    group: 'external-data-collection',
    summary: 'Reads a web page into an object.',
    reference: '${html:"URL"}',
    returns: 'An object variable.',
    versioned: false,
    detail: 'brief',
    operations: [
      {
        name: 'read',
        syntax: 'VAR = ${html:"URL"}',
        description: 'Reads the page at the URL into an object.',
      },
    ],
    options: [],
    rest: [],
    related: ['/docs/odsl/service/dhtml', '/docs/odsl/variable/object'],
  },
  {
    name: 'json',
    title: 'JSON',
    slug: '/docs/odsl/service/json',
    group: 'external-data-collection',
    summary: 'Reads JSON content into an object.',
    reference: '${json:"URL"}',
    returns: 'An object variable.',
    versioned: false,
    detail: 'brief',
    operations: [
      { name: 'read URL', syntax: 'VAR = ${json:"URL"}', description: 'Reads the JSON document at the URL.' },
      {
        name: 'read variable',
        syntax: 'VAR = ${json:TEXTVAR}',
        description: 'Parses JSON text held in a variable.',
      },
    ],
    options: [],
    rest: [],
    related: ['/docs/odsl/dm/transformation', '/docs/odsl/variable/object'],
  },
  {
    name: 'memory',
    title: 'Memory Service',
    slug: '/docs/odsl/service/memory',
    group: 'variable-services',
    summary: 'Saves every variable of your session to a location and restores them later.',
    reference: '${memory:"PATH"}',
    returns: 'Nothing useful: loading replaces the whole session memory.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'save session',
        syntax: 'save ${memory:"PATH"}',
        description: 'Writes every current variable to the location.',
      },
      {
        name: 'load session',
        syntax: 'VAR = ${memory:"PATH"}',
        description: 'Replaces the session memory with the saved one; VAR itself is ignored.',
      },
    ],
    options: [],
    rest: [],
    related: ['/docs/odsl/variable/variables', '/docs/odsl/service/services'],
  },
  {
    name: 'object',
    title: 'Object Service',
    slug: '/docs/odsl/service/object',
    group: 'remote-services',
    summary: 'Manages, browses, searches and uses stored master data objects.',
    reference: '${object:SOURCE:"ID":VERSION, "OPTION=VALUE"}',
    returns: 'An object variable; find returns a list of objects.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${object:VAR}',
        description: 'Stores a private object; the id is the variable name unless you set id.',
      },
      { name: 'get', syntax: 'VAR = ${object:"ID"}', description: 'Reads one object.' },
      {
        name: 'find',
        syntax: 'VAR = find ${object} where CONDITIONS',
        description: 'Searches objects by property values.',
      },
      {
        name: 'delete',
        syntax: 'delete ${object:"ID"}',
        description: 'Deletes the object; on a versioned type it rolls back one version.',
      },
      {
        name: 'delete all versions',
        syntax: 'delete ${object:"ID":*}',
        description: 'Removes the object and every version.',
      },
    ],
    options: [
      {
        name: '_raw',
        defaultValue: '',
        values: 'true',
        description: 'Returns the stored raw data items instead of following them.',
      },
    ],
    rest: [
      {
        method: 'GET',
        path: '/object/v1/{source}',
        description: 'List objects in the public or private source.',
      },
      { method: 'GET', path: '/object/v1/{source}/{key}', description: 'Fetch one object by id.' },
      {
        method: 'POST',
        path: '/object/v1',
        description: 'Create or update one object or an array of objects.',
      },
      {
        method: 'DELETE',
        path: '/object/v1/{source}/{key}',
        description: 'Delete the latest version; versioned types roll back.',
      },
    ],
    related: [
      '/docs/odsl/dm/modelling',
      '/docs/odsl/variable/object',
      '/docs/odsl/command/find',
      '/docs/odsl/dm/versioning',
    ],
  },
  {
    name: 'ods',
    title: 'ODS',
    slug: '/docs/odsl/service/ods',
    group: 'external-data-collection',
    summary: 'Reads an OpenDocument spreadsheet into a spreadsheet variable.',
    reference: '${ods:...}',
    returns: 'A spreadsheet variable.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('ods', 'an OpenDocument spreadsheet', 'a spreadsheet variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/variable/spreadsheet', '/docs/odsl/service/xls'],
  },
  {
    name: 'pdf',
    title: 'PDF',
    slug: '/docs/odsl/service/pdf',
    group: 'external-data-collection',
    summary: 'Reads a PDF file into an object.',
    reference: '${pdf:...}',
    returns: 'An object variable.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('pdf', 'a PDF document', 'an object variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/variable/object', '/docs/odsl/service/services'],
  },
  {
    name: 'process',
    title: 'Process Service',
    slug: '/docs/odsl/service/process',
    group: 'remote-services',
    summary: 'Manages scheduled and event-driven processes that run workflows or scripts in the cloud.',
    reference: '${process:"NAME"}',
    returns: 'A process variable.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${process:VAR}',
        description: 'Creates or updates a process configuration.',
      },
      { name: 'get', syntax: 'VAR = ${process:"NAME"}', description: 'Reads one process configuration.' },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/process/v1', description: 'List your processes.' },
      { method: 'GET', path: '/process/v1/{key}', description: 'Fetch one process by id.' },
      { method: 'POST', path: '/process/v1', description: 'Create or update a process configuration.' },
      {
        method: 'DELETE',
        path: '/process/v1/{key}',
        description: 'Roll back one version; removes the process when only one exists.',
      },
    ],
    related: ['/docs/odsl/dm/workflow', '/docs/odsl/variable/process'],
  },
  {
    name: 's3',
    title: 'S3',
    slug: '/docs/odsl/service/s3',
    group: 'external-data-collection',
    summary: 'Reads files from an AWS S3 bucket.',
    reference: '${s3:...}',
    returns: 'The file content.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('s3', 'a file from an S3 bucket', 'a variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/service/azfile', '/docs/odsl/service/secret'],
  },
  {
    name: 'script',
    title: 'Script Service',
    slug: '/docs/odsl/service/script',
    group: 'remote-services',
    summary: 'Stores and retrieves ODSL scripts.',
    reference: '${script:...}',
    returns: 'A script variable.',
    versioned: true,
    detail: 'brief',
    operations: [{ name: 'read', syntax: 'VAR = ${script:...}', description: 'Reads a stored script.' }],
    options: [],
    rest: versionedRest('script', 'script'),
    related: ['/docs/odsl/variable/script', '/docs/odsl/dm/versioning'],
  },
  {
    name: 'secret',
    title: 'Secret Service',
    slug: '/docs/odsl/service/secret',
    group: 'remote-services',
    summary: 'Stores passwords, API tokens and other secrets securely and lets scripts use them.',
    reference: '${secret:"ID"}',
    returns: 'A secret variable; printing it shows asterisks.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'create',
        syntax: 'VAR = Secret("VALUE")',
        description: 'Makes a secret; save it with save VAR.',
      },
      { name: 'get', syntax: 'VAR = ${secret:"ID"}', description: 'Reads a secret, value included.' },
      { name: 'find', syntax: 'VAR = find ${secret}', description: 'Lists secrets without their values.' },
      {
        name: 'update',
        syntax: 'save VAR',
        description: 'Saves a changed secret, or a new one with the same id.',
      },
      { name: 'delete', syntax: 'delete ${secret:"ID"}', description: 'Deletes a secret.' },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/secret/v1', description: 'List secrets without their values.' },
      { method: 'GET', path: '/secret/v1/{key}', description: 'Fetch one secret.' },
      { method: 'POST', path: '/secret/v1', description: 'Create or update a secret.' },
      { method: 'DELETE', path: '/secret/v1/{key}', description: 'Delete a secret.' },
    ],
    related: ['/docs/odsl/variable/secret'],
  },
  {
    name: 'tenant',
    title: 'Tenant Service',
    slug: '/docs/odsl/service/tenant',
    group: 'remote-services',
    summary: 'Records your company details and shows your tenancy configuration and quotas.',
    reference: '${tenant:""}',
    returns: 'An object with company information and service quotas.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${tenant:VAR}',
        description: 'Saves an object holding your company fields.',
      },
      { name: 'view', syntax: 'print ${tenant:""}', description: 'Shows the tenancy information as JSON.' },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/tenant/v1', description: 'View your tenant information.' },
      { method: 'POST', path: '/tenant/v1', description: 'Update your company information.' },
    ],
    related: ['/docs/odsl/service/user'],
  },
  {
    name: 'transformer',
    title: 'Transformer Service',
    slug: '/docs/odsl/service/transformer',
    group: 'remote-services',
    summary: 'Stores and manages data transformers.',
    reference: '${transformer:...}',
    returns: 'A transformer variable.',
    versioned: true,
    detail: 'brief',
    operations: [
      { name: 'read', syntax: 'VAR = ${transformer:...}', description: 'Reads a stored transformer.' },
    ],
    options: [],
    rest: versionedRest('transformer', 'transformer'),
    related: ['/docs/odsl/dm/transformation', '/docs/odsl/variable/transformer'],
  },
  {
    name: 'type',
    title: 'Type Service',
    slug: '/docs/odsl/service/type',
    group: 'remote-services',
    summary: 'Stores and maintains the declared types used to model your data.',
    reference: '${type:"ID"}',
    returns: 'A declared type.',
    versioned: true,
    detail: 'full',
    operations: [
      { name: 'get private', syntax: 'VAR = ${type:"NAME"}', description: 'Reads one of your own types.' },
      {
        name: 'get public',
        syntax: 'VAR = ${type:"#NAME"}',
        description: 'Reads a public type such as #Location.',
      },
      { name: 'save', syntax: 'save ${type:VAR}', description: 'Stores a type; save VAR does the same.' },
    ],
    options: [],
    rest: versionedRest('type', 'type'),
    related: ['/docs/odsl/dm/modelling', '/docs/odsl/variable/declaredtype', '/docs/odsl/command/type'],
  },
  {
    name: 'user',
    title: 'User Service',
    slug: '/docs/odsl/service/user',
    group: 'remote-services',
    summary: 'Records your own user details and lists your colleagues.',
    reference: '${user:"me"}',
    returns: 'An object with user information; find returns a list.',
    versioned: false,
    detail: 'full',
    operations: [
      { name: 'save', syntax: 'save ${user:VAR}', description: 'Saves an object holding your user fields.' },
      { name: 'view self', syntax: 'VAR = ${user:"me"}', description: 'Reads your own user information.' },
      {
        name: 'list colleagues',
        syntax: 'VAR = find ${user}',
        description: 'Lists the colleagues who have connected.',
      },
    ],
    options: [],
    rest: [
      { method: 'GET', path: '/user/v1', description: 'List the users in your tenant.' },
      { method: 'GET', path: '/user/v1/me', description: 'Fetch your own user information.' },
      { method: 'POST', path: '/user/v1', description: 'Update your user information.' },
    ],
    related: ['/docs/odsl/service/tenant', '/docs/odsl/topics/tasks'],
  },
  {
    name: 'workflow',
    title: 'Workflow Service',
    slug: '/docs/odsl/service/workflow',
    group: 'remote-services',
    summary: 'Stores and manages workflows.',
    reference: '${workflow:"NAME"}',
    returns: 'A workflow variable.',
    versioned: true,
    detail: 'full',
    operations: [
      {
        name: 'save',
        syntax: 'save ${workflow:VAR}',
        description: 'Stores a workflow built with the workflow ... end syntax.',
      },
      {
        name: 'get',
        syntax: 'VAR = ${workflow:"NAME"}',
        description: 'Reads a workflow, for example the public #xml_data_loader.',
      },
    ],
    options: [],
    rest: versionedRest('workflow', 'workflow'),
    related: ['/docs/odsl/dm/workflow', '/docs/odsl/variable/workflow', '/docs/odsl/command/workflow'],
  },
  {
    name: 'xls',
    title: 'XLS',
    slug: '/docs/odsl/service/xls',
    group: 'external-data-collection',
    summary: 'Reads an Excel spreadsheet file into a spreadsheet variable.',
    reference: '${xls:...}',
    returns: 'A spreadsheet variable.',
    versioned: false,
    detail: 'brief',
    operations: readOnly('xls', 'an Excel spreadsheet file', 'a spreadsheet variable'),
    options: [],
    rest: [],
    related: ['/docs/odsl/variable/spreadsheet', '/docs/odsl/service/ods'],
  },
  {
    name: 'xml',
    title: 'XML',
    slug: '/docs/odsl/service/xml',
    group: 'external-data-collection',
    summary: 'Reads XML into an object, or into a list when you give a selector.',
    reference: '${xml:"URL", "OPTION=VALUE"}',
    returns: 'An object variable, or a list of objects with the selector option.',
    versioned: false,
    detail: 'full',
    operations: [
      {
        name: 'read',
        syntax: 'VAR = ${xml:"URL", "OPTION=VALUE"}',
        description: 'Reads and converts the XML at the URL.',
      },
    ],
    options: [
      {
        name: 'selector',
        defaultValue: '',
        values: 'CSS-like element selector, e.g. [currency]',
        description: 'Keeps only matching elements; the result becomes a list.',
      },
      {
        name: 'ignoreContentType',
        defaultValue: '',
        values: 'true',
        description: 'Use when the content type the server reports causes an error.',
      },
      {
        name: 'xslt',
        defaultValue: '',
        values: 'XSLT stylesheet text',
        description: 'Transforms the XML before it is converted.',
      },
    ],
    rest: [],
    related: ['/docs/odsl/dm/workflow', '/docs/odsl/dm/transformation'],
  },
];

/** Finds a service by its active variable name; throws so a typo fails the build. */
export function getOdslService(name: string): OdslService {
  const service = odslServices.find((s) => s.name === name);
  if (!service) {
    throw new Error(`Unknown ODSL service "${name}"`);
  }
  return service;
}
