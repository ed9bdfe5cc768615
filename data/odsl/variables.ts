/**
 * The built-in ODSL variable types. Each type has a page at `slug`; the pages
 * render their property and method tables from this list, and the example
 * checker and link plugin use it to know which types exist.
 */

/** The overview page groups types by what they hold. */
export type OdslVariableGroup =
  'basic' | 'list' | 'timeseries' | 'curve' | 'tabular' | 'workflow' | 'process' | 'security';

export interface OdslVariableProperty {
  /** `*` stands for any dynamic property you add yourself. */
  name: string;
  type: string;
  /** true = read only, false = you can set it (examples set it), null = unknown either way. */
  readOnly: boolean | null;
  meaning: string;
}

export interface OdslVariableMethod {
  signature: string;
  returns: string;
  meaning: string;
}

export interface OdslVariableRelated {
  label: string;
  href: string;
}

export interface OdslVariableType {
  name: string;
  /** Site route of the type's page, e.g. /docs/odsl/variable/curve. */
  slug: string;
  group: OdslVariableGroup;
  /** One or two sentences: what the type holds and when you use it. */
  purpose: string;
  /** ODSL expressions or statements that produce a value of this type. */
  create: readonly string[];
  properties: readonly OdslVariableProperty[];
  methods: readonly OdslVariableMethod[];
  related: readonly OdslVariableRelated[];
}

export const odslVariableTypes: readonly OdslVariableType[] = [
  {
    name: 'Scalar',
    slug: '/docs/odsl/variable/scalar',
    group: 'basic',
    purpose: 'A single value: a string, a boolean, an integer or a decimal number.',
    create: ['rate = 2.75', 'name = "Brent"', 'active = true', 'String("text")'],
    properties: [],
    methods: [],
    related: [
      { label: 'Secret', href: '/docs/odsl/variable/secret' },
      { label: 'String() function', href: '/docs/odsl/function/functions-constructor#string' },
      { label: 'String functions', href: '/docs/odsl/function/functions-strings' },
      { label: 'Numeric functions', href: '/docs/odsl/function/functions-numeric' },
    ],
  },
  {
    name: 'Date',
    slug: '/docs/odsl/variable/date',
    group: 'basic',
    purpose: 'A date, or a date with a time of day, always held in UTC.',
    create: [
      'Date()',
      'Date("2031-04-30")',
      'Date("2031-04-30T06:00:00")',
      'Date("2031M10")',
      'Date("30/04/2031", "dd/MM/yyyy")',
      '${date:"monday"}',
      'ISODate("2031-04-30")',
      'TimeStamp()',
    ],
    properties: [
      { name: 'dow', type: 'Scalar(String)', readOnly: null, meaning: 'Weekday name' },
      { name: 'day', type: 'Scalar(Integer)', readOnly: null, meaning: 'Day of month' },
      { name: 'month', type: 'Scalar(Integer)', readOnly: null, meaning: 'Month number 1-12' },
      { name: 'monthName', type: 'Scalar(String)', readOnly: null, meaning: 'Month name' },
      { name: 'year', type: 'Scalar(Integer)', readOnly: null, meaning: 'Year number' },
      { name: 'hour', type: 'Scalar(Integer)', readOnly: null, meaning: 'Hour 0-23' },
      { name: 'minute', type: 'Scalar(Integer)', readOnly: null, meaning: 'Minute 0-59' },
      { name: 'second', type: 'Scalar(Integer)', readOnly: null, meaning: 'Second 0-59' },
    ],
    methods: [
      { signature: 'next()', returns: 'Date', meaning: 'Following calendar day' },
      {
        signature: 'next(calendar: Calendar|calendar code)',
        returns: 'Date',
        meaning: 'Following day per supplied calendar',
      },
      { signature: 'previous()', returns: 'Date', meaning: 'Preceding calendar day' },
      {
        signature: 'previous(calendar: Calendar|calendar code)',
        returns: 'Date',
        meaning: 'Preceding day per supplied calendar',
      },
      { signature: 'startOfMonth()', returns: 'Date', meaning: 'First day of this month' },
      {
        signature: 'startOfMonth(calendar: Calendar|calendar code)',
        returns: 'Date',
        meaning: 'First day of month valid in calendar',
      },
      { signature: 'endOfMonth()', returns: 'Date', meaning: 'Last day of this month' },
      {
        signature: 'endOfMonth(calendar: Calendar|calendar code)',
        returns: 'Date',
        meaning: 'Last day of month valid in calendar',
      },
      {
        signature: 'dayOfMonth(day: Integer)',
        returns: 'Date',
        meaning: 'Given day number within this month',
      },
      {
        signature: 'dayOfMonth(day: Integer, calendar: Calendar|calendar code)',
        returns: 'Date',
        meaning: 'Given day of month, calendar-adjusted',
      },
      {
        signature: 'isHoliday(calendar: Calendar|calendar code)',
        returns: 'Scalar(Boolean)',
        meaning: 'True when date is a holiday in calendar',
      },
    ],
    related: [
      { label: 'Duration', href: '/docs/odsl/variable/duration' },
      { label: 'Calendar', href: '/docs/odsl/variable/calendar' },
      { label: 'CurveDate', href: '/docs/odsl/variable/CurveDate' },
      { label: 'Date functions', href: '/docs/odsl/function/functions-dates' },
      { label: 'Date service', href: '/docs/odsl/service/date' },
    ],
  },
  {
    name: 'Duration',
    slug: '/docs/odsl/variable/duration',
    group: 'basic',
    purpose: 'A length of time written as a compact code of numbers and units, such as 1D or 4h30m.',
    create: ['Duration("2W3D")', 'Duration("3D", "BUSINESS")', 'later - earlier'],
    properties: [
      { name: 'years', type: 'Scalar(Integer)', readOnly: null, meaning: 'Years component' },
      { name: 'months', type: 'Scalar(Integer)', readOnly: null, meaning: 'Months component' },
      { name: 'days', type: 'Scalar(Integer)', readOnly: null, meaning: 'Days component' },
      { name: 'hours', type: 'Scalar(Integer)', readOnly: null, meaning: 'Hours component' },
      { name: 'minutes', type: 'Scalar(Integer)', readOnly: null, meaning: 'Minutes component' },
      { name: 'seconds', type: 'Scalar(Integer)', readOnly: null, meaning: 'Seconds component' },
    ],
    methods: [],
    related: [
      { label: 'Date', href: '/docs/odsl/variable/date' },
      { label: 'Duration() function', href: '/docs/odsl/function/functions-constructor#duration' },
      { label: 'Knowledge base', href: '/docs/kb' },
    ],
  },
  {
    name: 'Object',
    slug: '/docs/odsl/variable/object',
    group: 'basic',
    purpose:
      'A flexible container, like a JSON document, that accepts properties of any type, including other objects.',
    create: ['Object()', 'Object("#PowerPlant")', 'o.site = "Leeds"', '${object:"JohnDoe"}'],
    properties: [
      { name: '*', type: 'Any', readOnly: false, meaning: 'Any dynamic property; any variable type allowed' },
    ],
    methods: [],
    related: [
      { label: 'Row', href: '/docs/odsl/variable/row' },
      { label: 'List', href: '/docs/odsl/variable/list' },
      { label: 'DeclaredType', href: '/docs/odsl/variable/declaredtype' },
      { label: 'Link', href: '/docs/odsl/variable/link' },
      { label: 'Object service', href: '/docs/odsl/service/object' },
    ],
  },
  {
    name: 'Secret',
    slug: '/docs/odsl/variable/secret',
    group: 'basic',
    purpose:
      'A scalar whose value never appears in printed output or logs. Use it for passwords, connection strings and API tokens.',
    create: ['Secret("value")', 'save api', '${secret:"VENDOR_KEY"}'],
    properties: [
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Secret name' },
      { name: 'value', type: 'String', readOnly: null, meaning: 'Hidden secret content' },
      { name: 'enabled', type: 'Boolean', readOnly: false, meaning: 'On/off switch; default true' },
      { name: 'notBefore', type: 'String', readOnly: false, meaning: 'Optional date string: valid from' },
      { name: 'expires', type: 'String', readOnly: false, meaning: 'Optional date string: valid until' },
    ],
    methods: [],
    related: [
      { label: 'Scalar', href: '/docs/odsl/variable/scalar' },
      { label: 'Secret service', href: '/docs/odsl/service/secret' },
    ],
  },
  {
    name: 'Calendar',
    slug: '/docs/odsl/variable/calendar',
    group: 'basic',
    purpose: 'A calendar that says which dates or times a time series, curve or other dated value uses.',
    create: [
      'DailyCalendar()',
      'BusinessCalendar()',
      'HolidayCalendar()',
      'MonthlyCalendar()',
      'IntradayCalendar(Duration("1h"))',
      'Calendar("BUSINESS")',
    ],
    properties: [
      { name: 'code', type: 'String', readOnly: null, meaning: 'Underlying calendar code' },
      { name: 'name', type: 'String', readOnly: null, meaning: 'Underlying calendar name' },
      { name: 'timezone', type: 'String', readOnly: null, meaning: 'Timezone; intraday calendars only' },
      {
        name: 'rules',
        type: 'List(String)',
        readOnly: null,
        meaning: 'Holiday rules; holiday calendars only',
      },
    ],
    methods: [
      {
        signature: 'getDates(start: Date, end: Date)',
        returns: 'List(Date)',
        meaning: 'Calendar dates within a range',
      },
      {
        signature: 'getDatesFrom(start: Date, number: Integer)',
        returns: 'List(Date)',
        meaning: 'Number+1 dates beginning at start',
      },
      {
        signature: 'addDays(date: Date, days: Integer)',
        returns: 'Date',
        meaning: 'Date moved forward by N calendar days',
      },
      {
        signature: 'includes(date: Date)',
        returns: 'Scalar(Boolean)',
        meaning: 'Whether date falls on this calendar',
      },
      { signature: 'next(date: Date)', returns: 'Date', meaning: 'Calendar date after given date' },
      { signature: 'previous(date: Date)', returns: 'Date', meaning: 'Calendar date before given date' },
      {
        signature: 'addRule(rule: String)',
        returns: 'void',
        meaning: 'Append holiday rule; holiday calendars only',
      },
      {
        signature: 'getNextWorkingDay(date: Date)',
        returns: 'Date',
        meaning: 'Next working day after date; holiday calendars',
      },
      {
        signature: 'getNextNonWorkingDay(date: Date)',
        returns: 'Date',
        meaning: 'Next non-working day after date; holiday calendars',
      },
      {
        signature: 'getLastWorkingDay(date: Date)',
        returns: 'Date',
        meaning: 'Last working day in that week; holiday calendars',
      },
      {
        signature: 'setUseHolidays(flag: Boolean)',
        returns: 'Void',
        meaning: 'Intraday: count holidays as full days (off-peak)',
      },
      {
        signature: 'getHolidaysForYear(year: Integer)',
        returns: 'List(name, date)',
        meaning: 'Holidays in a year; holiday calendars',
      },
    ],
    related: [
      { label: 'ExpiryCalendar', href: '/docs/odsl/variable/expirycalendar' },
      { label: 'TimeSeries', href: '/docs/odsl/variable/timeseries' },
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Calendar service', href: '/docs/odsl/service/calendar' },
      { label: 'ODSL calendars', href: '/docs/odsl/calendar/calendars' },
    ],
  },
  {
    name: 'ExpiryCalendar',
    slug: '/docs/odsl/variable/expirycalendar',
    group: 'basic',
    purpose: 'A rule-based calendar that works out the last trading date of commodity futures contracts.',
    create: [
      'ExpiryCalendar(BusinessCalendar())',
      'ExpiryCalendar("#EOMENG")',
      '${expiry:"#EOMENG"}',
      'FinancialExpiryCalendar(code, holiday, cross, base, 0)',
    ],
    properties: [],
    methods: [
      { signature: 'addRule(rule: String)', returns: 'Void', meaning: 'Append an expiry rule string' },
    ],
    related: [
      { label: 'Calendar', href: '/docs/odsl/variable/calendar' },
      { label: 'CurveDate', href: '/docs/odsl/variable/CurveDate' },
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Expiry calendars', href: '/docs/odsl/calendar/expiry' },
      { label: 'Expiry service', href: '/docs/odsl/service/expiry' },
    ],
  },
  {
    name: 'Transformer',
    slug: '/docs/odsl/variable/transformer',
    group: 'basic',
    purpose: 'A data transformer definition, used by the transformer service to reshape incoming data.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Extractor', href: '/docs/odsl/variable/extractor' },
      { label: 'Transformer service', href: '/docs/odsl/service/transformer' },
      { label: 'transform command', href: '/docs/odsl/command/transform' },
    ],
  },
  {
    name: 'Extractor',
    slug: '/docs/odsl/variable/extractor',
    group: 'basic',
    purpose: 'An extractor definition, used by the extractor service to pull data out of a source.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Transformer', href: '/docs/odsl/variable/transformer' },
      { label: 'Extractor service', href: '/docs/odsl/service/extractor' },
    ],
  },
  {
    name: 'Link',
    slug: '/docs/odsl/variable/link',
    group: 'basic',
    purpose: 'A wrapper that links or relates one object to another.',
    create: ['Link()'],
    properties: [],
    methods: [],
    related: [
      { label: 'Object', href: '/docs/odsl/variable/object' },
      { label: 'Link() function', href: '/docs/odsl/function/functions-constructor#link' },
      { label: 'ref() function', href: '/docs/odsl/function/functions-general#ref' },
    ],
  },
  {
    name: 'Executable',
    slug: '/docs/odsl/variable/executable',
    group: 'basic',
    purpose: 'A wrapper that holds an expression or a method so that it can be run later.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Script', href: '/docs/odsl/variable/script' },
      { label: 'evaluate() function', href: '/docs/odsl/function/functions-general#evaluate' },
    ],
  },
  {
    name: 'Void',
    slug: '/docs/odsl/variable/void',
    group: 'basic',
    purpose: 'The result of a method or function that returns nothing in particular.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Null', href: '/docs/odsl/variable/null' },
      { label: 'MissingValue', href: '/docs/odsl/variable/missingvalue' },
    ],
  },
  {
    name: 'Null',
    slug: '/docs/odsl/variable/null',
    group: 'basic',
    purpose: 'A variable that holds no value at all.',
    create: ['Null()', 'x = null'],
    properties: [],
    methods: [],
    related: [
      { label: 'Void', href: '/docs/odsl/variable/void' },
      { label: 'MissingValue', href: '/docs/odsl/variable/missingvalue' },
      { label: 'Null() function', href: '/docs/odsl/function/functions-constructor#null' },
      { label: 'assertNull() function', href: '/docs/odsl/function/functions-testing#assertnull' },
    ],
  },
  {
    name: 'Table',
    slug: '/docs/odsl/variable/table',
    group: 'tabular',
    purpose: 'A column-oriented matrix built from rows, like a table in a relational database.',
    create: ['Table()'],
    properties: [],
    methods: [],
    related: [
      { label: 'Row', href: '/docs/odsl/variable/row' },
      { label: 'Matrix', href: '/docs/odsl/variable/matrix' },
      { label: 'Table() function', href: '/docs/odsl/function/functions-constructor#table' },
    ],
  },
  {
    name: 'Cell',
    slug: '/docs/odsl/variable/cell',
    group: 'tabular',
    purpose: 'One cell of a spreadsheet, which knows its own row and column position.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Spreadsheet', href: '/docs/odsl/variable/spreadsheet' },
      { label: 'Table', href: '/docs/odsl/variable/table' },
    ],
  },
  {
    name: 'Spreadsheet',
    slug: '/docs/odsl/variable/spreadsheet',
    group: 'tabular',
    purpose: 'A grid of cells bounded by rows and columns.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'Cell', href: '/docs/odsl/variable/cell' },
      { label: 'Table', href: '/docs/odsl/variable/table' },
      { label: 'XLS service', href: '/docs/odsl/service/xls' },
    ],
  },
  {
    name: 'Script',
    slug: '/docs/odsl/variable/script',
    group: 'process',
    purpose:
      'A wrapper around an ODSL script. The script service stores scripts as this type, and you can run one from it.',
    create: ['Script()', '${script:"NAME"}'],
    properties: [],
    methods: [],
    related: [
      { label: 'Script() function', href: '/docs/odsl/function/functions-constructor#script' },
      { label: 'Process', href: '/docs/odsl/variable/process' },
      { label: 'Script service', href: '/docs/odsl/service/script' },
    ],
  },
  {
    name: 'VirtualList',
    slug: '/docs/odsl/variable/virtuallist',
    group: 'list',
    purpose:
      'A list that fetches its items page by page. The find command returns one when it lists items from a service.',
    create: ['find ${data}'],
    properties: [],
    methods: [],
    related: [
      { label: 'List', href: '/docs/odsl/variable/list' },
      { label: 'find command', href: '/docs/odsl/command/find' },
    ],
  },
  {
    name: 'MissingValue',
    slug: '/docs/odsl/variable/missingvalue',
    group: 'basic',
    purpose: 'A placeholder for a calendar slot in a time series that has no value.',
    create: [],
    properties: [],
    methods: [],
    related: [
      { label: 'TimeSeries', href: '/docs/odsl/variable/timeseries' },
      { label: 'TimeValue', href: '/docs/odsl/variable/timevalue' },
      { label: 'Calendar', href: '/docs/odsl/variable/calendar' },
      { label: 'fill() function', href: '/docs/odsl/function/functions-timeseries#fill' },
    ],
  },
  {
    name: 'TimeValue',
    slug: '/docs/odsl/variable/timevalue',
    group: 'timeseries',
    purpose: 'One observation in a time series: a time, a value and a quality status.',
    create: ['px[0]', 'px.values'],
    properties: [
      { name: 'time', type: 'DateTime', readOnly: null, meaning: 'Index timestamp' },
      { name: 'value', type: 'Scalar', readOnly: null, meaning: 'Observed value' },
      {
        name: 'status',
        type: 'Status',
        readOnly: null,
        meaning: 'Quality status of the value (see /docs/kb/status)',
      },
    ],
    methods: [],
    related: [
      { label: 'TimeSeries', href: '/docs/odsl/variable/timeseries' },
      { label: 'MissingValue', href: '/docs/odsl/variable/missingvalue' },
    ],
  },
  {
    name: 'List',
    slug: '/docs/odsl/variable/list',
    group: 'list',
    purpose: 'An ordered collection of variables of any type, including other lists.',
    create: ['List()', '[]', '["NL", "BE", 3]'],
    properties: [{ name: 'size', type: 'Scalar(Integer)', readOnly: null, meaning: 'Element count' }],
    methods: [
      { signature: 'add(element: Any)', returns: 'this list', meaning: 'Append an element' },
      {
        signature: 'add(position: Integer, element: Any)',
        returns: 'this list',
        meaning: 'Insert at zero-based position',
      },
      {
        signature: 'addAll(list: List)',
        returns: 'this list',
        meaning: 'Append every element of another list',
      },
      {
        signature: 'subList(start: Integer, end: Integer)',
        returns: 'new List',
        meaning: 'Slice of elements from start to end',
      },
    ],
    related: [
      { label: 'VirtualList', href: '/docs/odsl/variable/virtuallist' },
      { label: 'Batch', href: '/docs/odsl/variable/batch' },
      { label: 'for command', href: '/docs/odsl/command/for' },
    ],
  },
  {
    name: 'TimeSeries',
    slug: '/docs/odsl/variable/timeseries',
    group: 'timeseries',
    purpose:
      'A series of values indexed by points in time and aligned to a calendar, such as daily closing prices.',
    create: [
      'TimeSeries("business")',
      'TimeSeries("2031-01-02", "business", 1.1)',
      'TimeSeries("2031-01-02", "business", [1.1, 1.2])',
      'TimeSeries("2031-01-02", "business", "open", "any")',
      '${data:"#ECB_FX.EURUSD:SPOT"}',
    ],
    properties: [
      { name: 'name', type: 'String', readOnly: null, meaning: 'Series name' },
      { name: 'description', type: 'String', readOnly: null, meaning: 'Series description' },
      { name: 'source', type: 'String', readOnly: null, meaning: 'Data source' },
      { name: 'currency', type: 'String', readOnly: null, meaning: 'ISO currency' },
      { name: 'units', type: 'String', readOnly: null, meaning: 'ISO units' },
      { name: 'tenor', type: 'String', readOnly: null, meaning: 'Series tenor' },
      { name: 'timezone', type: 'String', readOnly: null, meaning: 'Timezone; default UTC' },
      { name: 'start', type: 'Date', readOnly: null, meaning: 'First index' },
      { name: 'calendar', type: 'Calendar', readOnly: null, meaning: 'Calendar the series follows' },
      { name: 'observations', type: 'List', readOnly: null, meaning: 'Values without dates' },
      { name: 'values', type: 'List(TimeValue)', readOnly: null, meaning: 'Date/value pairs' },
      {
        name: 'localValues',
        type: 'List(TimeValue)',
        readOnly: null,
        meaning: 'Date/value pairs in series timezone',
      },
      { name: 'valueType', type: 'String', readOnly: null, meaning: 'TRACKED or BASIC' },
      {
        name: 'observed',
        type: 'String',
        readOnly: null,
        meaning: 'Aggregation: beginning, end, summed, averaged, high, low',
      },
      {
        name: 'precision',
        type: 'String',
        readOnly: null,
        meaning: 'Data precision settings (see /docs/kb/precision)',
      },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Dynamic user properties allowed' },
    ],
    methods: [
      {
        signature: 'add(date: Date, value: Scalar)',
        returns: 'this timeseries',
        meaning: 'Put value at a date',
      },
      {
        signature: 'add(date: Date, value: Scalar, statuses: List)',
        returns: 'this timeseries',
        meaning: 'Put value at a date with status list',
      },
      {
        signature: 'add(series: TimeSeries)',
        returns: 'this timeseries',
        meaning: "Merge in another series' values",
      },
      {
        signature: 'add(date: Date, values: List)',
        returns: 'this timeseries',
        meaning: 'Put consecutive values from a date',
      },
      {
        signature: 'addValue(value: Scalar)',
        returns: 'this timeseries',
        meaning: 'Append value after the last index',
      },
      {
        signature: 'range(start: Date, end: Date)',
        returns: 'timeseries',
        meaning: 'Subset between two dates',
      },
      { signature: 'last(n: Integer)', returns: 'timeseries', meaning: 'Subset of final n observations' },
      { signature: 'from(start: Date)', returns: 'timeseries', meaning: 'Subset from a date onward' },
      {
        signature: 'getLastNValues(n: Integer)',
        returns: 'List(TimeValue)',
        meaning: 'Final n values as list',
      },
      {
        signature: 'addCheck(check)',
        returns: 'timeseries',
        meaning: 'Attach a quality check',
      },
    ],
    related: [
      { label: 'TimeValue', href: '/docs/odsl/variable/timevalue' },
      { label: 'Calendar', href: '/docs/odsl/variable/calendar' },
      { label: 'SmartTimeSeries', href: '/docs/odsl/variable/smarttimeseries' },
      { label: 'MetricTimeSeries', href: '/docs/odsl/variable/metrictimeseries' },
      { label: 'MissingValue', href: '/docs/odsl/variable/missingvalue' },
      { label: 'Time series functions', href: '/docs/odsl/function/functions-timeseries' },
    ],
  },
  {
    name: 'SmartTimeSeries',
    slug: '/docs/odsl/variable/smarttimeseries',
    group: 'timeseries',
    purpose:
      'A time series defined by an expression over a base series. It is worked out when you read it, so it always reflects the latest base data.',
    create: [
      'SmartTimeSeries("FOO:ASK", "BASE*0.5")',
      'SmartTimeSeries(Date("2031-01-01"), BusinessCalendar(), "100")',
      'SmartTimeSeries("BASE*2")',
    ],
    properties: [
      {
        name: 'baseTimeSeries',
        type: 'ID String, TimeSeries or Reference',
        readOnly: false,
        meaning: 'Source series',
      },
      { name: 'expression', type: 'String', readOnly: false, meaning: 'Formula generating the series' },
      { name: 'script', type: 'String', readOnly: false, meaning: 'Optional custom function script name' },
      {
        name: 'currency',
        type: 'String',
        readOnly: false,
        meaning: 'Optional; defaults to base currency; triggers conversion',
      },
      {
        name: 'units',
        type: 'String',
        readOnly: false,
        meaning: 'Optional; defaults to base units; triggers conversion',
      },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Dynamic values or refs usable in expression' },
    ],
    methods: [
      { signature: 'build()', returns: 'TimeSeries', meaning: 'Evaluate expression into a timeseries' },
    ],
    related: [
      { label: 'TimeSeries', href: '/docs/odsl/variable/timeseries' },
      { label: 'SmartCurve', href: '/docs/odsl/variable/smartcurve' },
      { label: 'ref() function', href: '/docs/odsl/function/functions-general#ref' },
      {
        label: 'SmartTimeSeries() function',
        href: '/docs/odsl/function/functions-constructor#smarttimeseries',
      },
    ],
  },
  {
    name: 'MetricTimeSeries',
    slug: '/docs/odsl/variable/metrictimeseries',
    group: 'timeseries',
    purpose: 'A time series whose values come from a platform metrics provider, aggregated onto a calendar.',
    create: ['MetricTimeSeries("ODSLRequest", "ReadRequests")'],
    properties: [
      { name: 'provider', type: 'String', readOnly: null, meaning: 'Metric provider name' },
      { name: 'metric', type: 'String', readOnly: null, meaning: 'Metric name at provider' },
      {
        name: 'filter',
        type: 'String',
        readOnly: false,
        meaning: "Optional filter for the aggregation, e.g. ?service='user'",
      },
      { name: 'calendar', type: 'Calendar', readOnly: false, meaning: 'Aggregation interval calendar' },
      {
        name: 'observed',
        type: 'String',
        readOnly: false,
        meaning: 'Aggregation: summed, averaged, high, low',
      },
      {
        name: '*',
        type: 'Any',
        readOnly: false,
        meaning: 'Provider-specific settings, e.g. queue for AzureServiceBus',
      },
    ],
    methods: [],
    related: [
      { label: 'TimeSeries', href: '/docs/odsl/variable/timeseries' },
      { label: 'metric() function', href: '/docs/odsl/function/functions-metrics#metric' },
      { label: 'Operational metrics', href: '/docs/odsl/os/metrics' },
    ],
  },
  {
    name: 'Curve',
    slug: '/docs/odsl/variable/curve',
    group: 'curve',
    purpose:
      'Forward-looking values, such as forward prices, yields or forecasts, keyed by contract delivery periods for one valuation date.',
    create: ['Curve(CurveDate(Date("2031-03-03"), ec))', '${data:"ICE.NBP_M:SETTLE:2024-06-12"}'],
    properties: [
      { name: 'ondate', type: 'CurveDate', readOnly: null, meaning: 'Valuation date of the curve' },
      { name: 'currency', type: 'Scalar(String)', readOnly: false, meaning: 'Curve currency' },
      { name: 'units', type: 'Scalar(String)', readOnly: false, meaning: 'Unit of measure' },
      { name: 'contracts', type: 'Contracts', readOnly: null, meaning: "The curve's contracts" },
      { name: 'size', type: 'Scalar(int)', readOnly: null, meaning: 'Contract count' },
      { name: 'precision', type: 'String', readOnly: null, meaning: 'Data precision settings' },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Dynamic user properties' },
    ],
    methods: [{ signature: 'add(contract: Contract)', returns: 'this curve', meaning: 'Append a contract' }],
    related: [
      { label: 'CurveDate', href: '/docs/odsl/variable/CurveDate' },
      { label: 'Contracts', href: '/docs/odsl/variable/contracts' },
      { label: 'Contract', href: '/docs/odsl/variable/contract' },
      { label: 'ExpiryCalendar', href: '/docs/odsl/variable/expirycalendar' },
      { label: 'EventCurve', href: '/docs/odsl/variable/eventcurve' },
      { label: 'SmartCurve', href: '/docs/odsl/variable/smartcurve' },
      { label: 'Curve functions', href: '/docs/odsl/function/functions-curve' },
    ],
  },
  {
    name: 'EventCurve',
    slug: '/docs/odsl/variable/eventcurve',
    group: 'curve',
    purpose:
      'A curve that is assembled when you read it from events stored against an object, such as trades or assessments.',
    create: ['EventCurve("XYZ:TRADES", "#REOMHENG", "px", "relative")'],
    properties: [
      { name: 'event', type: 'String', readOnly: null, meaning: 'Event list, as objectId:eventListId' },
      { name: 'property', type: 'String', readOnly: null, meaning: 'Event field used as value' },
      { name: 'tenor', type: 'String', readOnly: null, meaning: 'Event field used as tenor/maturity' },
      { name: 'calendar', type: 'String', readOnly: null, meaning: 'Expiry calendar' },
      { name: 'holidayCalendar', type: 'String', readOnly: false, meaning: 'Publication-day calendar' },
      { name: 'filter', type: 'String', readOnly: false, meaning: 'Optional event filter' },
      {
        name: 'source',
        type: 'String',
        readOnly: false,
        meaning: 'Private, common or public; default private',
      },
      {
        name: 'valueTransformation',
        type: 'String',
        readOnly: false,
        meaning: 'Optional expression applied to every value',
      },
      { name: 'currency', type: 'String', readOnly: false, meaning: 'Optional currency code' },
      { name: 'units', type: 'String', readOnly: false, meaning: 'Optional units code' },
      { name: 'properties', type: 'Object', readOnly: false, meaning: 'Extra curve properties' },
      {
        name: 'precision',
        type: 'Precision',
        readOnly: false,
        meaning: 'Precision settings, e.g. precision.scale',
      },
      {
        name: 'include',
        type: 'String or Array',
        readOnly: false,
        meaning: 'Extra event fields added as contract columns',
      },
    ],
    methods: [],
    related: [
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Event', href: '/docs/odsl/variable/event' },
      {
        label: 'EventTimeSeries() function',
        href: '/docs/odsl/function/functions-constructor#eventtimeseries',
      },
      { label: 'Event service', href: '/docs/odsl/service/event' },
    ],
  },
  {
    name: 'SmartCurve',
    slug: '/docs/odsl/variable/smartcurve',
    group: 'curve',
    purpose:
      'A curve defined by an expression over a base curve. It is worked out for a date when you ask for it.',
    create: [
      'SmartCurve()',
      'SmartCurve("ABC:FWD", "BASE*1.05")',
      'SmartCurve(fwd, "BASE + 2")',
      'SmartCurve(ref(fwd), "BASE + 2")',
    ],
    properties: [
      {
        name: 'baseCurve',
        type: 'ID String, Curve or Reference',
        readOnly: false,
        meaning: 'Source of curve dates',
      },
      { name: 'expression', type: 'String', readOnly: false, meaning: 'Formula generating curves' },
      { name: 'script', type: 'String', readOnly: false, meaning: 'Optional custom function script name' },
      {
        name: 'currency',
        type: 'String',
        readOnly: false,
        meaning: 'Optional; defaults to base; triggers conversion',
      },
      {
        name: 'units',
        type: 'String',
        readOnly: false,
        meaning: 'Optional; defaults to base; triggers conversion',
      },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Dynamic values or refs usable in expression' },
    ],
    methods: [
      {
        signature: 'build(date: Date|date string)',
        returns: 'Curve',
        meaning: 'Evaluate expression for one date',
      },
    ],
    related: [
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'SmartTimeSeries', href: '/docs/odsl/variable/smarttimeseries' },
      { label: 'bootstrapCurve() function', href: '/docs/odsl/function/functions-curve#bootstrapcurve' },
      { label: 'ref() function', href: '/docs/odsl/function/functions-general#ref' },
    ],
  },
  {
    name: 'CurveDate',
    slug: '/docs/odsl/variable/CurveDate',
    group: 'curve',
    purpose:
      'The valuation date of a curve, paired with the expiry calendar that works out its contract expiries.',
    create: [
      'CurveDate(Date("2031-05-06"), ec)',
      'CurveDate(Date("2031-05-06"), ec, "Europe/London")',
      'CurveDate("2031-05-06", "#REOMHENG")',
    ],
    properties: [
      { name: 'dow', type: 'Scalar(String)', readOnly: null, meaning: 'Weekday name' },
      { name: 'day', type: 'Scalar(Integer)', readOnly: null, meaning: 'Day of month' },
      { name: 'month', type: 'Scalar(Integer)', readOnly: null, meaning: 'Month 1-12' },
      { name: 'monthName', type: 'Scalar(String)', readOnly: null, meaning: 'Month name' },
      { name: 'year', type: 'Scalar(Integer)', readOnly: null, meaning: 'Year' },
      { name: 'hour', type: 'Scalar(Integer)', readOnly: null, meaning: 'Hour 0-23' },
      { name: 'minute', type: 'Scalar(Integer)', readOnly: null, meaning: 'Minute 0-59' },
      { name: 'second', type: 'Scalar(Integer)', readOnly: null, meaning: 'Second 0-59' },
      { name: 'calendar', type: 'ExpiryCalendar', readOnly: true, meaning: 'Attached expiry calendar' },
    ],
    methods: [
      { signature: 'next()', returns: 'Date', meaning: 'Following calendar day' },
      { signature: 'next(calendar: Calendar)', returns: 'Date', meaning: 'Following day per calendar' },
      { signature: 'previous()', returns: 'Date', meaning: 'Preceding calendar day' },
      { signature: 'previous(calendar: Calendar)', returns: 'Date', meaning: 'Preceding day per calendar' },
      {
        signature: 'isHoliday(calendar: Calendar)',
        returns: 'Scalar(Boolean)',
        meaning: 'True if holiday in calendar',
      },
      {
        signature: 'getExpiry(period: String period code)',
        returns: 'Date',
        meaning: 'Expiry date for a period code',
      },
    ],
    related: [
      { label: 'Date', href: '/docs/odsl/variable/date' },
      { label: 'ExpiryCalendar', href: '/docs/odsl/variable/expirycalendar' },
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Contract', href: '/docs/odsl/variable/contract' },
    ],
  },
  {
    name: 'Contracts',
    slug: '/docs/odsl/variable/contracts',
    group: 'curve',
    purpose: "The set of a curve's contracts, keyed by relative tenor.",
    create: ['fwd.contracts'],
    properties: [],
    methods: [
      {
        signature: 'filter(periodCodeType: String, e.g. "Month")',
        returns: 'Contracts',
        meaning: 'Keep only contracts of a period type, e.g. "Month"',
      },
    ],
    related: [
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Contract', href: '/docs/odsl/variable/contract' },
    ],
  },
  {
    name: 'Contract',
    slug: '/docs/odsl/variable/contract',
    group: 'curve',
    purpose: 'One future delivery period on a curve, with its value and the dates derived from its tenor.',
    create: ['Contract(cd, "2031Q3", 41.2)', 'Contract(cd, "M01", 52.3)'],
    properties: [
      { name: 'ondate', type: 'CurveDate', readOnly: null, meaning: 'Curve date of this contract' },
      { name: 'tenor', type: 'Scalar(String)', readOnly: null, meaning: 'Relative tenor' },
      { name: 'value', type: 'Scalar', readOnly: null, meaning: 'Contract price/value' },
      { name: 'absolute', type: 'Scalar(String)', readOnly: null, meaning: 'Absolute tenor name (derived)' },
      { name: 'relative', type: 'Scalar(String)', readOnly: null, meaning: 'Relative tenor name (derived)' },
      { name: 'periodCodeType', type: 'Scalar(String)', readOnly: null, meaning: 'Period type, e.g. Month' },
      { name: 'expiry', type: 'Date', readOnly: null, meaning: 'Last trading date (derived)' },
      { name: 'start', type: 'Date', readOnly: null, meaning: 'Delivery start (derived)' },
      { name: 'end', type: 'Date', readOnly: null, meaning: 'Delivery end (derived)' },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Dynamic user properties' },
    ],
    methods: [],
    related: [
      { label: 'Curve', href: '/docs/odsl/variable/curve' },
      { label: 'Contracts', href: '/docs/odsl/variable/contracts' },
      { label: 'CurveDate', href: '/docs/odsl/variable/CurveDate' },
      { label: 'Period codes', href: '/docs/odsl/calendar/period-code' },
    ],
  },
  {
    name: 'Row',
    slug: '/docs/odsl/variable/row',
    group: 'tabular',
    purpose: 'One record, like a row of a relational table. Its columns hold only scalars and dates.',
    create: ['Row()', 'r.code = "X1"'],
    properties: [{ name: '*', type: 'Scalar or Date', readOnly: false, meaning: 'Dynamic columns' }],
    methods: [
      {
        signature: 'addColumn(name: String, value: Scalar|Date)',
        returns: 'void',
        meaning: 'Add column, incl. reserved names such as id',
      },
    ],
    related: [
      { label: 'Table', href: '/docs/odsl/variable/table' },
      { label: 'Object', href: '/docs/odsl/variable/object' },
    ],
  },
  {
    name: 'Matrix',
    slug: '/docs/odsl/variable/matrix',
    group: 'tabular',
    purpose:
      'A two-dimensional grid of numbers with labelled rows and columns, used for correlations and other tabular maths.',
    create: [
      'Matrix(2, 3)',
      'Matrix(2, 3, 0)',
      'Matrix(["X", "Y"])',
      'Matrix(["X", "Y"], 1)',
      'IdentityMatrix(3)',
    ],
    properties: [
      { name: 'name', type: 'String', readOnly: null, meaning: 'Matrix name' },
      { name: 'description', type: 'String', readOnly: null, meaning: 'Matrix description' },
      { name: 'ondate', type: 'Date', readOnly: null, meaning: 'Date represented' },
      { name: 'xLabels', type: 'String Array', readOnly: null, meaning: 'Column labels' },
      { name: 'yLabels', type: 'String Array', readOnly: null, meaning: 'Row labels' },
      { name: 'xSize', type: 'Integer', readOnly: null, meaning: 'Column count' },
      { name: 'ySize', type: 'Integer', readOnly: null, meaning: 'Row count' },
      { name: 'currency', type: 'String', readOnly: null, meaning: 'Values currency' },
      { name: 'units', type: 'String', readOnly: null, meaning: 'Values units' },
      { name: 'timezone', type: 'String', readOnly: null, meaning: 'Values timezone' },
      { name: 'precision', type: 'String', readOnly: null, meaning: 'Data precision settings' },
    ],
    methods: [
      {
        signature: 'setLabels(labels: String Array)',
        returns: 'this matrix',
        meaning: 'Label rows and columns of square matrix',
      },
      { signature: 'setXLabels(labels: String Array)', returns: 'this matrix', meaning: 'Label columns' },
      { signature: 'setYLabels(labels: String Array)', returns: 'this matrix', meaning: 'Label rows' },
      {
        signature: 'setColumnData(column: String|Integer, values: List)',
        returns: 'this matrix',
        meaning: 'Fill a column by name or index',
      },
      {
        signature: 'setRowData(row: String|Integer, values: List)',
        returns: 'this matrix',
        meaning: 'Fill a row by name or index',
      },
      {
        signature: 'setValue(column: Integer, row: Integer, value: Number)',
        returns: 'this matrix',
        meaning: 'Set cell by indexes',
      },
      {
        signature: 'setValueAt(column: String, row: String, value: Number)',
        returns: 'this matrix',
        meaning: 'Set cell by labels',
      },
      {
        signature: 'getValue(column: Integer, row: Integer)',
        returns: 'Double',
        meaning: 'Read cell by indexes',
      },
      {
        signature: 'getColumnForLabel(column: String)',
        returns: 'Integer',
        meaning: 'Column index for label',
      },
      { signature: 'getRowForLabel(row: String)', returns: 'Integer', meaning: 'Row index for label' },
      {
        signature: 'isSameDimensions(matrix: Matrix)',
        returns: 'Boolean',
        meaning: 'Compare shape with another matrix',
      },
      { signature: 'transpose()', returns: 'Matrix', meaning: 'Rows and columns swapped' },
    ],
    related: [
      { label: 'Matrix functions', href: '/docs/odsl/function/functions-matrix' },
      {
        label: 'IdentityMatrix() function',
        href: '/docs/odsl/function/functions-constructor#identitymatrix',
      },
      { label: 'Matrix topic', href: '/docs/odsl/topics/matrix' },
    ],
  },
  {
    name: 'Workflow',
    slug: '/docs/odsl/variable/workflow',
    group: 'workflow',
    purpose: 'An executable flow of actions joined by transitions and organised into phases.',
    create: ['name = workflow in "CATEGORY" ... end'],
    properties: [
      { name: 'category', type: 'Scalar(String)', readOnly: null, meaning: 'Grouping for similar workflows' },
      { name: 'description', type: 'Scalar(String)', readOnly: null, meaning: 'What it does' },
      { name: 'exits', type: 'List(String)', readOnly: null, meaning: 'Exit transition names' },
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Workflow id' },
      { name: 'inputs', type: 'List(Arg)', readOnly: null, meaning: 'Input arguments' },
      { name: 'outputs', type: 'List(Arg)', readOnly: null, meaning: 'Output arguments' },
      { name: 'script', type: 'Scalar(String)', readOnly: null, meaning: 'Source code of the workflow' },
      { name: 'version', type: 'Object', readOnly: null, meaning: 'Version info' },
    ],
    methods: [
      {
        signature: 'run(in: Object, out: Object)',
        returns: 'Scalar(String)',
        meaning: 'Execute; fills out object; gives exit transition',
      },
    ],
    related: [
      { label: 'Action', href: '/docs/odsl/variable/action' },
      { label: 'Arg', href: '/docs/odsl/variable/arg' },
      { label: 'Transition', href: '/docs/odsl/variable/transition' },
      { label: 'Process', href: '/docs/odsl/variable/process' },
      { label: 'workflow command', href: '/docs/odsl/command/workflow' },
      { label: 'Workflow service', href: '/docs/odsl/service/workflow' },
    ],
  },
  {
    name: 'Action',
    slug: '/docs/odsl/variable/action',
    group: 'workflow',
    purpose:
      'A reusable unit of code with typed inputs, typed outputs and named exits, used as a step in workflows.',
    create: ['name = action in "CATEGORY" ... end', '${action:"#extract_xml"}'],
    properties: [
      { name: 'category', type: 'Scalar(String)', readOnly: null, meaning: 'Grouping for similar actions' },
      { name: 'description', type: 'Scalar(String)', readOnly: null, meaning: 'What it does' },
      { name: 'exits', type: 'List(String)', readOnly: null, meaning: 'Exit transition names' },
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Action id' },
      { name: 'inputs', type: 'List(Arg)', readOnly: null, meaning: 'Input arguments' },
      { name: 'outputs', type: 'List(Arg)', readOnly: null, meaning: 'Output arguments' },
      { name: 'script', type: 'Scalar(String)', readOnly: null, meaning: 'Source code of the action' },
      { name: 'version', type: 'Object', readOnly: null, meaning: 'Version info' },
    ],
    methods: [
      {
        signature: 'run(in: Object, out: Object)',
        returns: 'Scalar(String)',
        meaning: 'Execute with input object; gives exit transition name',
      },
    ],
    related: [
      { label: 'Workflow', href: '/docs/odsl/variable/workflow' },
      { label: 'Arg', href: '/docs/odsl/variable/arg' },
      { label: 'Transition', href: '/docs/odsl/variable/transition' },
      { label: 'action command', href: '/docs/odsl/command/action' },
      { label: 'Action service', href: '/docs/odsl/service/action' },
    ],
  },
  {
    name: 'Arg',
    slug: '/docs/odsl/variable/arg',
    group: 'workflow',
    purpose: 'The declaration of one input or output argument of an action, gateway or workflow.',
    create: ['in name as TYPE', 'out name as TYPE'],
    properties: [
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Argument variable name' },
      { name: 'argType', type: 'Scalar(String)', readOnly: null, meaning: 'Expected variable type' },
      { name: 'description', type: 'Scalar(String)', readOnly: null, meaning: 'User description' },
      { name: 'optional', type: 'Scalar(Boolean)', readOnly: null, meaning: 'Not mandatory; inputs only' },
    ],
    methods: [],
    related: [
      { label: 'Action', href: '/docs/odsl/variable/action' },
      { label: 'Workflow', href: '/docs/odsl/variable/workflow' },
    ],
  },
  {
    name: 'Transition',
    slug: '/docs/odsl/variable/transition',
    group: 'workflow',
    purpose: 'A link in a workflow from the exit of one activity to the next activity.',
    create: ['"ok" -> next_activity'],
    properties: [
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Transition (exit) name' },
      { name: 'transition', type: 'Scalar(String)', readOnly: null, meaning: 'Target activity name' },
    ],
    methods: [],
    related: [
      { label: 'Workflow', href: '/docs/odsl/variable/workflow' },
      { label: 'Action', href: '/docs/odsl/variable/action' },
    ],
  },
  {
    name: 'Process',
    slug: '/docs/odsl/variable/process',
    group: 'process',
    purpose:
      'The configuration that runs a workflow or script in the cloud, on a schedule, on an event or on demand.',
    create: ['Process()', 'save ${process:p}', '${process:"NIGHTLY_LOAD"}'],
    properties: [
      { name: 'service', type: 'String', readOnly: false, meaning: 'Category/service name, e.g. ETL' },
      { name: 'name', type: 'String', readOnly: false, meaning: 'Process name' },
      { name: 'description', type: 'String', readOnly: false, meaning: 'Descriptive name' },
      { name: 'enabled', type: 'Boolean', readOnly: false, meaning: 'False stops it running' },
      {
        name: 'processType',
        type: 'String',
        readOnly: false,
        meaning: 'Ristretto (short, light) or Lungo (longer, heavier)',
      },
      {
        name: 'workflow/script',
        type: 'String',
        readOnly: false,
        meaning: 'Name of workflow or script to run',
      },
      { name: 'settings', type: 'Object', readOnly: false, meaning: 'Variables set before running' },
      { name: 'input', type: 'Object', readOnly: false, meaning: 'Input data; overridable on manual run' },
      {
        name: 'cron',
        type: 'String',
        readOnly: false,
        meaning: 'Schedule as CRON expression (/docs/kb/cron)',
      },
      { name: 'properties', type: 'Object', readOnly: false, meaning: 'User metadata' },
    ],
    methods: [{ signature: 'createBatch()', returns: 'Batch', meaning: 'New batch pre-filled from process' }],
    related: [
      { label: 'Workflow', href: '/docs/odsl/variable/workflow' },
      { label: 'Script', href: '/docs/odsl/variable/script' },
      { label: 'Batch', href: '/docs/odsl/variable/batch' },
      { label: 'run command', href: '/docs/odsl/command/run' },
      { label: 'Process service', href: '/docs/odsl/service/process' },
    ],
  },
  {
    name: 'Batch',
    slug: '/docs/odsl/variable/batch',
    group: 'process',
    purpose: 'A list-like container of items, plus the metadata needed to load them into the repository.',
    create: ['p.createBatch()', 'Batch()'],
    properties: [
      { name: 'id', type: 'Scalar(String)', readOnly: null, meaning: 'Batch id' },
      { name: 'loader', type: 'Scalar(String)', readOnly: null, meaning: 'Loader name' },
      { name: 'name', type: 'Scalar(String)', readOnly: null, meaning: 'Batch or owning process name' },
      { name: 'service', type: 'Scalar(String)', readOnly: null, meaning: 'Service of owning process' },
      { name: 'size', type: 'Scalar(Int)', readOnly: null, meaning: 'Item count' },
    ],
    methods: [
      { signature: 'add(item: Object)', returns: 'this', meaning: 'Append one object' },
      { signature: 'addAll(items: List(Object))', returns: 'this', meaning: 'Append all objects in list' },
      {
        signature: 'subList(start: Integer, end: Integer)',
        returns: 'List',
        meaning: 'Elements within index range',
      },
    ],
    related: [
      { label: 'List', href: '/docs/odsl/variable/list' },
      { label: 'Process', href: '/docs/odsl/variable/process' },
      { label: 'send command', href: '/docs/odsl/command/send' },
    ],
  },
  {
    name: 'Task',
    slug: '/docs/odsl/variable/task',
    group: 'process',
    purpose: 'A work item assigned to a user, either by a person or by the system.',
    create: ['Task()'],
    properties: [
      { name: 'category', type: 'String', readOnly: null, meaning: 'Task category' },
      { name: 'description', type: 'String', readOnly: null, meaning: 'Task details' },
      { name: 'user', type: 'String', readOnly: null, meaning: 'Assignee' },
      { name: 'created', type: 'Date', readOnly: true, meaning: 'Creation timestamp' },
      { name: 'assignedBy', type: 'String', readOnly: null, meaning: 'Assigning user or system' },
      { name: 'complete', type: 'Boolean', readOnly: null, meaning: 'Completion flag' },
      { name: 'completed', type: 'Date', readOnly: null, meaning: 'Completion timestamp' },
      { name: 'notify', type: 'Boolean', readOnly: null, meaning: 'Email the user; default true' },
    ],
    methods: [{ signature: 'finish()', returns: 'Void', meaning: 'Mark complete and persist' }],
    related: [
      { label: 'Task() function', href: '/docs/odsl/function/functions-constructor#task' },
      { label: 'Tasks topic', href: '/docs/odsl/topics/tasks' },
    ],
  },
  {
    name: 'Report',
    slug: '/docs/odsl/variable/report',
    group: 'process',
    purpose: 'A saved report configuration that runs an expression to produce output you define.',
    create: ['Report()', '${reportconfig:"ID"}', '${report:"ID"}'],
    properties: [
      { name: 'category', type: 'String', readOnly: false, meaning: 'Filter category' },
      { name: 'name', type: 'String', readOnly: false, meaning: 'Report name' },
      { name: 'description', type: 'unstated', readOnly: false, meaning: 'Report description' },
      { name: 'script', type: 'String', readOnly: false, meaning: 'Script holding report code' },
      { name: 'expression', type: 'String', readOnly: false, meaning: 'Expression run to build report' },
      { name: 'tags', type: 'List of Strings', readOnly: false, meaning: 'Filter tags' },
      {
        name: 'id',
        type: 'unstated',
        readOnly: false,
        meaning: 'Report id (set in examples, e.g. REPORT.SKU)',
      },
    ],
    methods: [
      { signature: 'build()', returns: 'filled-out report', meaning: 'Run the expression' },
      {
        signature: 'build(from: Date|date string)',
        returns: 'filled-out report',
        meaning: 'Run from a start date',
      },
      {
        signature: 'build(from: Date|date string, to: Date|date string)',
        returns: 'filled-out report',
        meaning: 'Run over a date range',
      },
    ],
    related: [
      { label: 'Script', href: '/docs/odsl/variable/script' },
      { label: 'DynamicReport() function', href: '/docs/odsl/function/functions-constructor#dynamicreport' },
      { label: 'FixedReport() function', href: '/docs/odsl/function/functions-constructor#fixedreport' },
      { label: 'InsightReport() function', href: '/docs/odsl/function/functions-constructor#insightreport' },
      { label: 'WidgetReport() function', href: '/docs/odsl/function/functions-constructor#widgetreport' },
    ],
  },
  {
    name: 'Policy',
    slug: '/docs/odsl/variable/policy',
    group: 'security',
    purpose:
      'A security rule that allows or denies actions on data in a service for a set of users or groups.',
    create: ['Policy()', '${policy:"ID"}'],
    properties: [
      { name: '_id', type: 'String', readOnly: null, meaning: 'Unique policy id' },
      { name: 'category', type: 'String', readOnly: false, meaning: 'Optional filter category' },
      { name: 'description', type: 'String', readOnly: false, meaning: 'Descriptive name' },
      { name: 'enabled', type: 'Boolean', readOnly: false, meaning: 'Default true' },
      { name: 'source', type: 'String', readOnly: null, meaning: 'Data source; default private' },
      { name: 'service', type: 'String', readOnly: false, meaning: 'Target service, or * for all' },
      {
        name: 'condition',
        type: 'String',
        readOnly: null,
        meaning: "Filter selecting restricted data, e.g. source = 'ICE'",
      },
      { name: 'deny', type: 'Boolean', readOnly: null, meaning: 'True = deny policy; false = allow' },
      { name: 'actions', type: 'List', readOnly: null, meaning: 'Create, read, update, delete, run' },
      { name: 'members', type: 'List', readOnly: null, meaning: 'User emails or Azure AD group ids' },
    ],
    methods: [
      { signature: 'addMember(name: String)', returns: 'void', meaning: 'Add a member' },
      { signature: 'removeMember(name: String)', returns: 'void', meaning: 'Remove a member' },
      { signature: 'addAction(action: String)', returns: 'void', meaning: 'Add one action' },
      { signature: 'addActions(actions: String[])', returns: 'void', meaning: 'Add several actions' },
      { signature: 'setFullAccess()', returns: 'void', meaning: 'Cover every action' },
    ],
    related: [
      { label: 'FeaturePolicy', href: '/docs/odsl/variable/featurepolicy' },
      { label: 'Policies topic', href: '/docs/odsl/topics/policies' },
    ],
  },
  {
    name: 'FeaturePolicy',
    slug: '/docs/odsl/variable/featurepolicy',
    group: 'security',
    purpose: 'A policy that hides Web Portal features from chosen users or groups.',
    create: ['FeaturePolicy()'],
    properties: [
      { name: '_id', type: 'String', readOnly: null, meaning: 'Unique policy id' },
      { name: 'category', type: 'String', readOnly: false, meaning: 'Optional filter category' },
      { name: 'description', type: 'String', readOnly: false, meaning: 'Descriptive name' },
      { name: 'enabled', type: 'Boolean', readOnly: false, meaning: 'Default true' },
      {
        name: 'deny',
        type: 'Boolean',
        readOnly: false,
        meaning: 'Must be true to hide; features visible by default',
      },
      { name: 'members', type: 'List', readOnly: null, meaning: 'User emails or Azure AD group ids' },
      { name: 'features', type: 'List', readOnly: false, meaning: 'Portal feature names affected' },
    ],
    methods: [
      { signature: 'addMember(name: String)', returns: 'void', meaning: 'Add a member' },
      { signature: 'removeMember(name: String)', returns: 'void', meaning: 'Remove a member' },
    ],
    related: [
      { label: 'Policy', href: '/docs/odsl/variable/policy' },
      { label: 'Extension', href: '/docs/odsl/variable/extension' },
      { label: 'Policies topic', href: '/docs/odsl/topics/policies' },
    ],
  },
  {
    name: 'Extension',
    slug: '/docs/odsl/variable/extension',
    group: 'process',
    purpose:
      'The definition of an installable platform extension, with its views and the resources it installs.',
    create: ['Extension()', 'x.addView("Overview")', '${extension:"acme.demo"}'],
    properties: [
      { name: '_id', type: 'String', readOnly: false, meaning: 'Must be {publisher}.{code}' },
      { name: 'publisher', type: 'String', readOnly: false, meaning: 'Publisher name' },
      { name: 'code', type: 'String', readOnly: false, meaning: 'Extension code' },
      { name: 'name', type: 'String', readOnly: false, meaning: 'Display name' },
      { name: 'description', type: 'String', readOnly: false, meaning: 'Long text for extension catalog' },
      { name: 'documentation', type: 'String', readOnly: false, meaning: 'URL of external docs' },
      { name: 'icon', type: 'String', readOnly: false, meaning: 'Bootstrap icon name for catalog' },
      { name: 'views', type: 'ExtensionView[]', readOnly: null, meaning: 'Portal / Excel add-in views' },
      {
        name: 'resources',
        type: 'Object',
        readOnly: false,
        meaning: 'Service-keyed entities installed with extension',
      },
    ],
    methods: [
      {
        signature: 'addView(name: String)',
        returns: 'ExtensionView',
        meaning: 'Create and attach a new view',
      },
    ],
    related: [
      { label: 'FeaturePolicy', href: '/docs/odsl/variable/featurepolicy' },
      { label: 'Extension service', href: '/docs/odsl/service/extension' },
      { label: 'Extension basics', href: '/docs/odsl/extension/extension-basics' },
    ],
  },
  {
    name: 'DeclaredType',
    slug: '/docs/odsl/variable/declaredtype',
    group: 'basic',
    purpose:
      'A type definition. The type service stores these, and objects created from a type follow its properties and constraints.',
    create: ['name = type ... end', '${type:"#Location"}'],
    properties: [],
    methods: [],
    related: [
      { label: 'Object', href: '/docs/odsl/variable/object' },
      { label: 'SmartTimeSeries', href: '/docs/odsl/variable/smarttimeseries' },
      { label: 'SmartCurve', href: '/docs/odsl/variable/smartcurve' },
      { label: 'type command', href: '/docs/odsl/command/type' },
      { label: 'Type service', href: '/docs/odsl/service/type' },
    ],
  },
  {
    name: 'Event',
    slug: '/docs/odsl/variable/event',
    group: 'basic',
    purpose: 'Something that happened at an instant or over an interval, recorded against an object.',
    create: ['Event(Date("2031-05-06T09:30:00"))', 'Event(cd, "M01")'],
    properties: [
      { name: 'eventtime', type: 'String', readOnly: null, meaning: 'When the event message was issued' },
      { name: 'eventstart', type: 'String', readOnly: null, meaning: 'Start; defaults to eventtime' },
      { name: 'eventend', type: 'String', readOnly: null, meaning: 'End; defaults to eventstart' },
      { name: 'timezone', type: 'String', readOnly: null, meaning: 'Message timezone' },
      { name: 'eventtype', type: 'String', readOnly: false, meaning: 'Event type; default #Event' },
      { name: 'event', type: 'String', readOnly: null, meaning: 'Id of this event group' },
      { name: 'eventid', type: 'String', readOnly: null, meaning: 'Unique id of this event' },
      { name: '*', type: 'Any', readOnly: false, meaning: 'Any other properties' },
    ],
    methods: [{ signature: 'createId()', returns: 'Void', meaning: 'Derive unique id from start and end' }],
    related: [
      { label: 'Object', href: '/docs/odsl/variable/object' },
      { label: 'EventCurve', href: '/docs/odsl/variable/eventcurve' },
      { label: 'Event service', href: '/docs/odsl/service/event' },
      { label: 'Events guide', href: '/docs/odsl/dm/events' },
    ],
  },
  {
    name: 'Group',
    slug: '/docs/odsl/variable/group',
    group: 'list',
    purpose:
      'A static or dynamic list of items, such as favourites, exports or quality checks, that features across the platform use.',
    create: [
      'Group()',
      'BuildGroup()',
      'QualityGroup()',
      'ExportGroup()',
      'ApprovalGroup()',
      'TargetGroup()',
      '${group:"KEY"}',
    ],
    properties: [
      { name: '_id', type: 'ObjectId', readOnly: true, meaning: 'Auto-generated id' },
      { name: 'service', type: 'String', readOnly: false, meaning: 'Service holding the items' },
      { name: 'type', type: 'String', readOnly: false, meaning: 'Free text; some values are special' },
      { name: 'category', type: 'String', readOnly: false, meaning: 'Grouping category' },
      { name: 'name', type: 'String', readOnly: false, meaning: 'Group name' },
      { name: 'description', type: 'String', readOnly: false, meaning: 'Group description' },
      { name: 'shared', type: 'Boolean', readOnly: null, meaning: 'True = visible to everyone' },
      { name: 'items', type: 'Array', readOnly: false, meaning: 'Static item ids' },
      { name: 'dynamic', type: 'Boolean', readOnly: null, meaning: 'Items come from dynamicOptions' },
      {
        name: 'dynamicOptions.service',
        type: 'String',
        readOnly: false,
        meaning: 'Service queried for ids; default group service',
      },
      {
        name: 'dynamicOptions.source',
        type: 'String',
        readOnly: false,
        meaning: 'Item source; default private',
      },
      { name: 'dynamicOptions.filter', type: 'String', readOnly: false, meaning: 'Filter selecting items' },
      { name: 'dynamicOptions.field', type: 'String', readOnly: false, meaning: 'Id field; default _id' },
      {
        name: 'dynamicOptions.objectfilter',
        type: 'String',
        readOnly: false,
        meaning: 'Filter on master-data properties',
      },
    ],
    methods: [],
    related: [
      { label: 'List', href: '/docs/odsl/variable/list' },
      { label: 'Subscriptions guide', href: '/docs/odsl/dm/subscriptions' },
      { label: 'Group() function', href: '/docs/odsl/function/functions-constructor#group' },
    ],
  },
];

/** Look a type up by its ODSL name, e.g. `TimeSeries`. */
export function findVariableType(name: string): OdslVariableType | undefined {
  return odslVariableTypes.find((t) => t.name === name);
}
